import Foundation
import SQLite
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `showtracker import` of a large file is killed with SIGKILL while it writes. The library
/// must then open, pass `PRAGMA integrity_check`, hold either all or none of that import, and
/// keep every watch event recorded before it.
struct CrashSafetyTests {
  static let showCount = 1_000
  static let episodesPerShow = 40

  @Test func importKilledMidwayKeepsTheLibraryWholeAndEarlierHistory() throws {
    let library = try Library()
    #expect(try library.run("watch", "Breaking Bad", "--season", "1").status == 0)
    #expect(try library.run("watch", "Chernobyl", "--all").status == 0)
    let before = try Counts(database: library.database)
    #expect(before.watchEvents == 12)

    let file = library.home.appendingPathComponent("large.json")
    try Self.largeImport().write(to: file)
    let process = Process()
    process.executableURL = library.binary.url
    process.arguments = ["--db", library.database.path, "import", "tvmaze", file.path]
    process.environment = ShowTrackerBinary.environment(home: library.home)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()

    // SQLite spills an open transaction's pages into the write-ahead log once its cache is
    // full: a growing log means the import is writing, and has not committed.
    let log = library.database.path + "-wal"
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline, Self.size(of: log) < 1 << 20 {
      usleep(2_000)
    }
    let killedWhileRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(
      killedWhileRunning, "the import finished before it could be killed: make the file larger")
    #expect(process.terminationReason == .uncaughtSignal)

    let connection = try Connection(path: library.database.path)
    #expect(try connection.scalar("PRAGMA integrity_check", as: String.self) == "ok")
    let after = try Counts(connection: connection)
    #expect(after.watchEvents == before.watchEvents)
    let imported = Self.showCount * Self.episodesPerShow
    let all =
      after
      == Counts(
        shows: before.shows + Self.showCount, episodes: before.episodes + imported,
        watchEvents: before.watchEvents)
    #expect(after == before || all, "a half import: before \(before), after \(after)")

    // And the app still works on it.
    let history = try library.run("history", "--limit", "50")
    #expect(history.status == 0)
    #expect(history.output.contains("Chernobyl"))
  }

  /// A TVMaze `/schedule`-shaped file: episodes, each with its `_embedded.show`.
  static func largeImport() -> Data {
    var text = "["
    for show in 1...showCount {
      let embedded = """
        {"id": \(800_000 + show), "name": "Generated Show \(show)", "status": "Ended", \
        "network": {"name": "Test Net"}, "externals": {"thetvdb": \(8_000_000 + show)}}
        """
      for episode in 1...episodesPerShow {
        if show > 1 || episode > 1 { text += "," }
        text += """
          {"id": \(show * 1_000 + episode), "name": "Part \(episode)", "season": 1, \
          "number": \(episode), "airdate": "2015-01-01", "_embedded": {"show": \(embedded)}}
          """
      }
    }
    return Data((text + "]").utf8)
  }

  static func size(of path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }
}

/// What a library holds.
struct Counts: Equatable, CustomStringConvertible {
  var shows: Int
  var episodes: Int
  var watchEvents: Int

  init(shows: Int, episodes: Int, watchEvents: Int) {
    self.shows = shows
    self.episodes = episodes
    self.watchEvents = watchEvents
  }

  init(database: URL) throws {
    try self.init(connection: Connection(path: database.path))
  }

  init(connection: Connection) throws {
    shows = try connection.scalar("SELECT count(*) FROM shows", as: Int.self) ?? 0
    episodes = try connection.scalar("SELECT count(*) FROM episodes", as: Int.self) ?? 0
    watchEvents = try connection.scalar("SELECT count(*) FROM watch_events", as: Int.self) ?? 0
  }

  var description: String { "\(shows) shows, \(episodes) episodes, \(watchEvents) watch events" }
}
