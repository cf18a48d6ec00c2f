import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ``LibraryDatabase/check()`` found: the problems, in plain words, and what the library
/// holds.
public struct LibraryCheckReport: Sendable, Hashable {
  /// Each problem found, one sentence each; empty when the library is healthy.
  public var problems: [String]
  /// How many shows, episodes and watch events the library holds (as far as it can be read).
  public var shows: Int
  public var episodes: Int
  public var watchEvents: Int

  /// Creates a report.
  public init(problems: [String], shows: Int, episodes: Int, watchEvents: Int) {
    self.problems = problems
    self.shows = shows
    self.episodes = episodes
    self.watchEvents = watchEvents
  }

  /// Whether nothing was found wrong.
  public var isHealthy: Bool { problems.isEmpty }
}

extension LibraryDatabase {
  /// How many automatic backups are kept; older ones are removed when a new one is made.
  public static let automaticBackupsKept = 5

  /// The folder automatic backups go to: `backups` beside the library file.
  public var backupFolder: String {
    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("backups").path
  }

  /// Checks the whole library: every page of the file (SQLite's integrity check), the links
  /// between records (foreign keys), and the counts the library keeps against a count of what
  /// it holds.
  ///
  /// ```swift
  /// let report = try database.check()
  /// report.isHealthy  // true
  /// ```
  public func check() throws -> LibraryCheckReport {
    try withConnection { connection in
      var problems: [String] = []
      do {
        let rows = try connection.query("PRAGMA integrity_check(100)").map {
          try $0.get(0, as: String.self)
        }
        if rows != ["ok"] {
          problems.append(
            "the file has damaged pages (SQLite's integrity check found \(Self.count(rows.count, "problem")))"
          )
        }
      } catch let error as SQLiteError where error.isCorrupt {
        problems.append("the file is damaged: its pages cannot be read")
      }
      let dangling = try? connection.query("PRAGMA foreign_key_check").map {
        try $0.get(0, as: String.self)
      }
      for (table, count) in Dictionary(grouping: dangling ?? [], by: { $0 }).mapValues(\.count)
        .sorted(by: { $0.key < $1.key })
      {
        problems.append(
          "\(Self.count(count, Self.recordName(table))) point at records that are not in the library"
        )
      }
      let shows = (try? connection.scalar("SELECT count(*) FROM shows", as: Int.self)) ?? 0
      let episodes = (try? connection.scalar("SELECT count(*) FROM episodes", as: Int.self)) ?? 0
      let events = (try? connection.scalar("SELECT count(*) FROM watch_events", as: Int.self)) ?? 0
      if let kept = try? connection.scalar(
        "SELECT value FROM library_counts WHERE name = 'watch_events'", as: Int.self),
        kept != events
      {
        problems.append(
          "the kept count of watch events says \(kept), but the library holds \(events)")
      }
      if let wrong = try? connection.scalar(
        """
        SELECT count(*) FROM (
          SELECT episodes.show_id, count(DISTINCT watch_events.episode_id) AS watched
          FROM watch_events JOIN episodes ON episodes.id = watch_events.episode_id
          GROUP BY episodes.show_id) AS actual
        LEFT JOIN show_watched_counts ON show_watched_counts.show_id = actual.show_id
        WHERE coalesce(show_watched_counts.episodes, 0) != actual.watched
        """, as: Int.self), wrong > 0
      {
        problems.append(
          "the kept progress of \(Self.count(wrong, "show")) does not match its watch events")
      }
      return LibraryCheckReport(
        problems: problems, shows: shows, episodes: episodes, watchEvents: events)
    }
  }

  /// Writes a copy of the whole library to a new file at `path` with SQLite's online backup
  /// API, and returns the path. Restore it by copying it over the library file while no
  /// `showtracker` runs.
  ///
  /// - Throws: ``LibraryDatabaseError/fileExists(_:)`` when something is already at `path`.
  @discardableResult
  public func backup(to path: String) throws -> String {
    guard !FileManager.default.fileExists(atPath: path) else {
      throw LibraryDatabaseError.fileExists(path)
    }
    try withConnection { connection in try Self.write(connection, backupAt: path) }
    return path
  }

  /// A backup in ``backupFolder`` before a change that could lose data (`reason`: "import",
  /// "upgrade"), keeping the newest ``automaticBackupsKept``; `nil` when there is nothing of
  /// the user's to keep yet (no watch event) or the library is in memory.
  ///
  /// Only files this method wrote (`library-…-before-<reason>.sqlite`) are ever removed.
  @discardableResult
  public func automaticBackup(before reason: String, at date: Date = Date()) throws -> String? {
    try withConnection { connection in
      try Self.automaticBackup(of: connection, at: path, before: reason, date: date)
    }
  }

  /// ``automaticBackup(before:at:)`` on an open connection: also what opening a library does
  /// before it upgrades the schema.
  @discardableResult
  static func automaticBackup(
    of connection: Connection, at path: String, before reason: String, date: Date
  ) throws -> String? {
    guard path != ":memory:",
      let events = try? connection.scalar("SELECT count(*) FROM watch_events", as: Int.self),
      events > 0
    else { return nil }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent("backups")
    let name = "library-\(backupStamp(date))-before-\(reason).sqlite"
    let target = folder.appendingPathComponent(name).path
    guard !FileManager.default.fileExists(atPath: target) else { return target }
    try write(connection, backupAt: target)
    try pruneAutomaticBackups(in: folder.path, keeping: automaticBackupsKept)
    return target
  }

  /// Writes the backup of `connection` at `path`, creating its folder; a failure is said in
  /// plain words about the path (``LibraryDatabaseError/backupFailed(path:reason:)``) and
  /// leaves no partial file.
  static func write(_ connection: Connection, backupAt path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if mkdir(folder, 0o755) != 0, errno != EEXIST {
      if !FileManager.default.fileExists(atPath: folder) {
        do {
          try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw LibraryDatabaseError.backupFailed(path: path, reason: reason(for: folder))
        }
      }
    }
    do {
      try connection.backup(to: path)
    } catch let error as SQLiteError {
      try? FileManager.default.removeItem(atPath: path)
      let reason =
        error.isFull
        ? "the disk is full" : error.isCannotOpen ? Self.reason(for: folder) : error.message
      throw LibraryDatabaseError.backupFailed(path: path, reason: reason)
    }
  }

  /// Why nothing can be written in `folder`, as far as the file system tells: the nearest
  /// folder that exists, and whether this user may write in it.
  private static func reason(for folder: String) -> String {
    var existing = URL(fileURLWithPath: folder)
    while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
      existing.deleteLastPathComponent()
    }
    if access(existing.path, W_OK) != 0 {
      return "you are not allowed to write in \(existing.path)"
    }
    return "the folder \(folder) cannot be created"
  }

  /// Removes all but the newest `kept` automatic backups in `folder`.
  static func pruneAutomaticBackups(in folder: String, keeping kept: Int) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    // The names start with a UTC time stamp, so their order is their age.
    let automatic = names.filter(isAutomaticBackupName).sorted()
    for name in automatic.dropLast(kept) {
      try FileManager.default.removeItem(
        atPath: URL(fileURLWithPath: folder).appendingPathComponent(name).path)
    }
  }

  /// Whether `name` is a file ``automaticBackup(before:at:)`` wrote.
  static func isAutomaticBackupName(_ name: String) -> Bool {
    name.hasPrefix("library-") && name.hasSuffix(".sqlite") && name.contains("-before-")
  }

  /// `20261201T112233Z`: sortable, and a valid file name everywhere.
  public static func backupStamp(_ date: Date) -> String {
    var time = time_t(date.timeIntervalSince1970.rounded(.down))
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// What the rows of a table are, for a sentence.
  private static func recordName(_ table: String) -> String {
    switch table {
    case "watch_events": "watch event"
    case "episodes": "episode"
    case "seasons": "season"
    case "shows": "show"
    default: "record of \(table)"
    }
  }
}
