import Foundation
import LibraryClient
import Synchronization
import Terminal
import Testing

@testable import ShowTrackerCLI

/// Which library a command opens, and when a missing one is made: the default library is made
/// by any command (a first run has nothing to read yet), a library named with `--db` only by a
/// command that changes it.
@MainActor
struct LibraryAccessTests {
  /// The paths the library files were asked to open, in order.
  final class Opened: Sendable {
    let paths = Mutex<[String]>([])
  }

  let folder: URL
  let opened = Opened()

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("library-access-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Library files in the test's folder: the default library is `default.sqlite` there;
  /// opening one makes the file, as the live library does, and is recorded.
  var files: LibraryFiles {
    let folder = folder
    let opened = opened
    return LibraryFiles(
      defaultPath: { _ in folder.appendingPathComponent("default.sqlite").path },
      open: { path, _, _, _ in
        opened.paths.withLock { $0.append(path) }
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        return .unimplemented
      },
      copy: { _, _ in },
      exists: { FileManager.default.fileExists(atPath: $0) })
  }

  /// Opens a session for `arguments` with `access`; returns what went to standard error.
  func open(_ arguments: [String], access: AppSession.Access) throws -> String {
    let errors = folder.appendingPathComponent("errors-\(UUID().uuidString).txt")
    #expect(FileManager.default.createFile(atPath: errors.path, contents: Data()))
    let handle = try FileHandle(forWritingTo: errors)
    defer { try? handle.close() }
    let console = Console(
      environment: [:], libraryFiles: files,
      errors: TerminalOutput(fileDescriptor: handle.fileDescriptor))
    _ = try AppSession.open(
      try Invocation.parse(arguments, commands: CommandSpec.all), console: console, access: access)
    return try String(contentsOf: errors, encoding: .utf8)
  }

  @Test func aCommandThatOnlyReadsMakesTheDefaultLibraryOnAFirstRun() throws {
    let said = try open(["history"], access: .read)
    let path = folder.appendingPathComponent("default.sqlite").path
    #expect(opened.paths.withLock { $0 } == [path])
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(said.isEmpty)
  }

  @Test func aCommandThatOnlyReadsRefusesANamedLibraryThatIsNotThere() throws {
    let path = folder.appendingPathComponent("typo.sqlite").path
    #expect(
      throws: CommandError.failure(
        "there is no library at \(path); a change (watch, import) makes a new one there")
    ) {
      _ = try open(["history", "--db", path], access: .read)
    }
    #expect(opened.paths.withLock { $0 }.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aCommandThatChangesTheLibraryMakesANamedOneAndSaysSo() throws {
    let path = folder.appendingPathComponent("new.sqlite").path
    let said = try open(["watch", "--db", path, "Lost"], access: .write)
    #expect(opened.paths.withLock { $0 } == [path])
    #expect(said == "showtracker: made a new library at \(path)\n")
  }

  @Test func aNamedLibraryThatIsThereIsOpenedByAnyCommandWithoutAWord() throws {
    let path = folder.appendingPathComponent("kept.sqlite").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    for access in [AppSession.Access.read, .write] {
      #expect(try open(["history", "--db=\(path)"], access: access).isEmpty)
    }
    #expect(opened.paths.withLock { $0 } == [path, path])
  }
}
