import Foundation
import LibraryClient
import Testing

@testable import ShowTrackerCLI

/// Which library a command opens, and when a missing one is made: the default library is made
/// by any command (a first run has nothing to read yet), a library named with `--db` only by a
/// command that changes it.
@MainActor
struct LibraryAccessTests {
  let folder = LibraryFolder("library-access")

  /// Library files in the test's folder: opening one makes the file, as the live library
  /// does, and is recorded.
  var files: LibraryFiles {
    folder.files(
      exists: { FileManager.default.fileExists(atPath: $0) },
      open: { path in
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        return .unimplemented
      })
  }

  /// Opens a session for `arguments` with `access`; returns what went to standard error.
  func open(_ arguments: [String], access: AppSession.Access) throws -> String {
    let errors = try folder.output()
    let console = Console(environment: [:], libraryFiles: files, errors: errors.output)
    _ = try AppSession.open(
      try Invocation.parse(arguments, commands: CommandSpec.all), console: console, access: access)
    return try errors.written()
  }

  @Test func aCommandThatOnlyReadsMakesTheDefaultLibraryOnAFirstRun() throws {
    let said = try open(["history"], access: .read)
    let path = folder.path("default.sqlite")
    #expect(folder.opened.withLock { $0 } == [path])
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(said.isEmpty)
  }

  @Test func aCommandThatOnlyReadsRefusesANamedLibraryThatIsNotThere() throws {
    let path = folder.path("typo.sqlite")
    #expect(
      throws: CommandError.failure(
        "there is no library at \(path); a change (watch, import) makes a new one there")
    ) {
      _ = try open(["history", "--db", path], access: .read)
    }
    #expect(folder.opened.withLock { $0 }.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aCommandThatChangesTheLibraryMakesANamedOneAndSaysSo() throws {
    let path = folder.path("new.sqlite")
    let said = try open(["watch", "--db", path, "Lost"], access: .write)
    #expect(folder.opened.withLock { $0 } == [path])
    #expect(said == "showtracker: made a new library at \(path)\n")
  }

  @Test func aNamedLibraryThatIsThereIsOpenedByAnyCommandWithoutAWord() throws {
    let path = folder.path("kept.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    for access in [AppSession.Access.read, .write] {
      #expect(try open(["history", "--db=\(path)"], access: access).isEmpty)
    }
    #expect(folder.opened.withLock { $0 } == [path, path])
  }
}
