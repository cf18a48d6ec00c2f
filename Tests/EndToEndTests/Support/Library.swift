import Foundation
import Testing

/// A temporary home with its own library, and `showtracker --db` on it; removed when released.
final class Library {
  let binary: ShowTrackerBinary
  let home: URL
  let database: URL

  init() throws {
    binary = try ShowTrackerBinary.locate()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("showtracker-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    database = home.appendingPathComponent("library.sqlite")
  }

  deinit {
    try? FileManager.default.removeItem(at: home)
  }

  /// Runs `showtracker arguments…` on the test's library.
  @discardableResult
  func run(_ arguments: String..., input: String? = nil) throws -> ShowTrackerBinary.Result {
    try run(arguments, input: input.map { Data($0.utf8) })
  }

  /// Runs `showtracker arguments…` on the test's library (named by `SHOWTRACKER_DB`, as a
  /// user names theirs, so the first command makes it as the first run makes a user's), with
  /// `environment` added to the test's.
  func run(
    _ arguments: [String], input: Data? = nil, environment extra: [String: String] = [:]
  ) throws -> ShowTrackerBinary.Result {
    try binary.run(
      arguments, input: input,
      environment: ShowTrackerBinary.environment(
        home: home, extra: ["SHOWTRACKER_DB": database.path].merging(extra) { $1 }))
  }

  /// Runs `showtracker arguments…` with no `--db`.
  func runWithoutDatabaseOption(
    _ arguments: [String], environment extra: [String: String] = [:]
  ) throws -> ShowTrackerBinary.Result {
    try binary.run(arguments, environment: ShowTrackerBinary.environment(home: home, extra: extra))
  }

  /// Writes `text` to a file in the home and returns its path.
  func file(_ name: String, _ text: String) throws -> String {
    let url = home.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// Imports the project's own small catalog (see ``Fixtures``).
  func importFixtures() throws {
    for (name, json) in [
      ("lighthouse.json", Fixtures.lighthouseKeepers),
      ("lightkeeper.json", Fixtures.lightkeepersDaughter),
      ("hostile.json", Fixtures.hostileTitle),
    ] {
      let result = try run("import", "tvmaze", try file(name, json))
      #expect(result.status == 0, "import \(name): \(result.errors)")
    }
  }

  /// Parses the JSON a `--json` run printed.
  func json(_ arguments: String...) throws -> [String: Any] {
    let result = try run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.errors)")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [String: Any])
  }
}
