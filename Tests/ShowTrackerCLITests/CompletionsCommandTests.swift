import Foundation
import Identifiers
import LibraryClient
import Testing

@testable import ShowTrackerCLI

/// `showtracker completions`: the scripts, and `completions titles PREFIX`, which the scripts
/// ask for a SHOW's titles: the library's titles that start with the prefix, one a line, and
/// nothing at all (not even an empty line, which a shell would offer as a completion) when
/// none does.
@MainActor
struct CompletionsCommandTests {
  let folder = LibraryFolder("completions-titles")

  /// A library whose search finds `titles`, whatever the query.
  func files(titles: [String]) -> LibraryFiles {
    let results = titles.enumerated().map { index, title in
      ShowSearchResult(
        show: Show(id: ShowID(rawValue: Int64(index + 1)), title: title),
        progress: ShowProgress(watched: 0, aired: 1))
    }
    return folder.files(
      exists: { _ in true },
      open: { _ in
        var library = LibraryClient.unimplemented
        library.search = { _, _ in SearchPage(results: results) }
        return library
      })
  }

  /// Runs `showtracker ARGUMENTS…` on a library holding `titles`; returns what it wrote to
  /// standard output.
  func run(_ arguments: [String], titles: [String]) async throws -> String {
    let output = try folder.output()
    let console = Console(
      environment: [:], libraryFiles: files(titles: titles), output: output.output)
    let invocation = try Invocation.parse(arguments, commands: CommandSpec.all)
    try await CommandSpec.completions.run(invocation, console)
    return try output.written()
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
    #expect(folder.opened.withLock { $0.count } == 2)
  }

  @Test func aBlankPrefixPrintsNothingAndOpensNoLibrary() async throws {
    #expect(try await complete([], titles: library) == "")
    #expect(try await complete(["  "], titles: library) == "")
    #expect(folder.opened.withLock { $0 }.isEmpty)
  }
}
