import Foundation
import Identifiers
import LibraryClient
import Synchronization
import Terminal
import Testing

@testable import ShowTrackerCLI

/// `showtracker completions`: the scripts, and `completions titles PREFIX`, which the scripts
/// ask for a SHOW's titles: the library's titles that start with the prefix, one a line, and
/// nothing at all (not even an empty line, which a shell would offer as a completion) when
/// none does.
@MainActor
struct CompletionsCommandTests {
  /// The paths the library files were asked to open.
  final class Opened: Sendable {
    let paths = Mutex<[String]>([])
  }

  let folder: URL
  let opened = Opened()

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("completions-titles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// A library whose search finds `titles`, whatever the query.
  func files(titles: [String]) -> LibraryFiles {
    let folder = folder
    let opened = opened
    let results = titles.enumerated().map { index, title in
      ShowSearchResult(
        show: Show(id: ShowID(rawValue: Int64(index + 1)), title: title),
        progress: ShowProgress(watched: 0, aired: 1))
    }
    return LibraryFiles(
      defaultPath: { _ in folder.appendingPathComponent("default.sqlite").path },
      open: { path, _, _, _ in
        opened.paths.withLock { $0.append(path) }
        var library = LibraryClient.unimplemented
        library.search = { _, _ in SearchPage(results: results) }
        return library
      },
      copy: { _, _ in },
      exists: { _ in true })
  }

  /// Runs `showtracker ARGUMENTS…` on a library holding `titles`; returns what it wrote to
  /// standard output.
  func run(_ arguments: [String], titles: [String]) async throws -> String {
    let output = folder.appendingPathComponent("output-\(UUID().uuidString).txt")
    #expect(FileManager.default.createFile(atPath: output.path, contents: Data()))
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let console = Console(
      environment: [:], libraryFiles: files(titles: titles),
      output: TerminalOutput(fileDescriptor: handle.fileDescriptor))
    let invocation = try Invocation.parse(arguments, commands: CommandSpec.all)
    try await CommandSpec.completions.run(invocation, console)
    return try String(contentsOf: output, encoding: .utf8)
  }

  /// What `showtracker completions titles PREFIX…` prints on a library holding `titles`.
  func complete(_ prefix: [String], titles: [String]) async throws -> String {
    try await run(["completions", "titles"] + prefix, titles: titles)
  }

  let library = ["The Lighthouse Keepers", "The Lightkeeper's Daughter", "Lost", "Thé Lift"]

  @Test func theTitlesThatStartWithThePrefixOneALine() async throws {
    #expect(
      try await complete(["the", "lig"], titles: library)
        == "The Lighthouse Keepers\nThe Lightkeeper's Daughter\n")
    // Case and accents are ignored; titles are written as the library holds them.
    #expect(try await complete(["THE", "LI"], titles: library).contains("Thé Lift\n"))
  }

  @Test func noTitleThatStartsWithThePrefixPrintsNothingNotAnEmptyLine() async throws {
    #expect(try await complete(["zzz"], titles: library) == "")
    #expect(try await complete(["Lost", "in"], titles: library) == "")
    #expect(opened.paths.withLock { $0.count } == 2)
  }

  @Test func aBlankPrefixPrintsNothingAndOpensNoLibrary() async throws {
    #expect(try await complete([], titles: library) == "")
    #expect(try await complete(["  "], titles: library) == "")
    #expect(opened.paths.withLock { $0 }.isEmpty)
  }
}
