import SQLite
import Synchronization

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

/// The show library: a catalog of shows and episodes, and the history of what was watched,
/// stored in one SQLite file.
///
/// ```swift
/// let database = try LibraryDatabase(path: LibraryDatabase.defaultPath())
/// let hits = try database.searchShows(matching: "brea", limit: 10)
/// if let show = hits.first?.show {
///   let pilot = try database.episodes(ofShow: show.id)[0]
///   try database.markWatched(episodeIDs: [pilot.id], at: Date(), source: "cli")
/// }
/// ```
///
/// Every method runs on the caller's thread; one connection is guarded by a mutex, so calls
/// from several threads queue. Each user action and each import is one transaction. Several
/// processes may open the same file: the journal is write-ahead (WAL), and a writer waits up
/// to two minutes for another's lock (a long import, say), telling `onWaiting` when the wait
/// has lasted a moment.
public final class LibraryDatabase: Sendable {
  /// The file path, or `:memory:`.
  public let path: String
  private let connection: Mutex<Connection>
  /// Whether the library was opened for reading only because the disk is full: a write then
  /// fails as "disk full", not as "read-only".
  private let readsOnlyForFullDisk: Bool
  /// What ``program`` holds: the name the undo journal gives this program's changes.
  let programName = Mutex("")

  /// How long a writer waits for another process's lock before failing: long enough for an
  /// import of a large file to finish.
  static let busyTimeoutMilliseconds = 120_000
  /// How long a wait lasts before ``init(path:seedStarterCatalog:onWaiting:)``'s `onWaiting`
  /// is told: a lock held for an instant is not worth a word.
  static let waitingNoticeMilliseconds = 300

  /// Opens the library at `path`, creating the file and its parent directories if needed, and
  /// brings its schema up to date.
  ///
  /// When the file is new (empty) and `seedStarterCatalog` is true, the starter catalog is
  /// written in the same transaction as the schema.
  ///
  /// - Throws: `SQLiteError` when the file cannot be opened or written;
  ///   ``LibraryDatabaseError/newerSchema(found:supported:)`` when a newer program wrote it.
  /// - Parameter onWaiting: Called (on the waiting thread) each time a read or write has
  ///   waited ``waitingNoticeMilliseconds`` for another process's lock; it goes on waiting.
  public init(
    path: String, seedStarterCatalog: Bool = true,
    onWaiting: @escaping @Sendable () -> Void = {}
  ) throws {
    let isNewFile = path != ":memory:" && !FileManager.default.fileExists(atPath: path)
    do {
      let (connection, readsOnlyForFullDisk) = try Self.open(
        path: path, seedStarterCatalog: seedStarterCatalog, onWaiting: onWaiting)
      self.connection = Mutex(connection)
      self.readsOnlyForFullDisk = readsOnlyForFullDisk
    } catch {
      // A library that could not be made leaves no file behind: an empty file where the
      // user asked for a library would look like lost data next time.
      if isNewFile {
        for suffix in ["", "-wal", "-shm", "-journal"] {
          try? FileManager.default.removeItem(atPath: path + suffix)
        }
      }
      throw error
    }
    self.path = path
    removeLeftoverBackupTemporaries()
  }

  /// Opens, configures and brings up to date the library at `path`; says whether it could
  /// only be opened for reading because the disk is full.
  ///
  /// Nothing is written before the file has said what it is (``LibraryIdentity``): another
  /// program's database, or an empty file, is refused exactly as it was found.
  private static func open(
    path: String, seedStarterCatalog: Bool, onWaiting: @escaping @Sendable () -> Void
  ) throws -> (connection: Connection, readsOnlyForFullDisk: Bool) {
    if let refusal = LibraryIdentity.refusal(ofExistingFileAt: path) { throw refusal }
    var connection = try connect(path: path)
    var readsOnlyForFullDisk = false
    // Every command opens the library, so the usual case, a file already at the latest
    // version, costs a read of the header and of the table names: no write lock. The journal
    // mode is stored in the file, so it is set when the file is created or migrated.
    let version: Int
    let identity: LibraryIdentity
    do {
      try configure(connection, onWaiting: onWaiting)
      identity = try LibraryIdentity.read(connection, path: path)
      version = try connection.userVersion()
    } catch let error as SQLiteError
      where (error.isReadOnly || error.isCannotOpen || error.isIOError || error.isFull)
      && path != ":memory:" && FileManager.default.fileExists(atPath: path)
    {
      // WAL mode needs its -shm file to read, and it could not be made: the folder is not
      // this user's to write, or the disk is full. Read the library as it is; writes then
      // fail, and an old library cannot be upgraded (nor marked) this way.
      readsOnlyForFullDisk = error.isIOError || error.isFull || isFull(folderOf: path)
      connection = try Connection(immutableAt: path)
      try configure(connection, onWaiting: onWaiting)
      guard try LibraryIdentity.read(connection, path: path) != .new else { throw error }
      version = try connection.userVersion()
      guard version == Migrations.latestVersion else { throw error }
      return (connection, readsOnlyForFullDisk)
    }
    if version != Migrations.latestVersion {
      try migrate(
        connection, at: path, from: version, identity: identity,
        seedStarterCatalog: seedStarterCatalog)
    } else if identity == .unmarkedLibrary {
      // A library of the latest schema from before the application id: marked once.
      try connection.setApplicationID(LibraryIdentity.applicationID)
    }
    return (connection, readsOnlyForFullDisk)
  }

  /// Brings the schema from `version` to the latest, backing an older library up first, and
  /// marks the file as a library; a new file gets the starter catalog when
  /// `seedStarterCatalog`. The journal becomes write-ahead only once the library is whole.
  private static func migrate(
    _ connection: Connection, at path: String, from version: Int, identity: LibraryIdentity,
    seedStarterCatalog: Bool
  ) throws {
    // An older library is backed up before its schema changes (a newer one is refused by the
    // migrator, unchanged).
    if version > 0, version < Migrations.latestVersion {
      try automaticBackup(of: connection, at: path, before: "upgrade", date: Date())
    }
    if identity == .new {
      // First, on its own: a library whose making is cut short still says what it is, and is
      // made again on the next open.
      try connection.setApplicationID(LibraryIdentity.applicationID)
    }
    do {
      try Migrator.migrate(connection) { isNew in
        try connection.setApplicationID(LibraryIdentity.applicationID)
        if isNew, seedStarterCatalog {
          try StarterCatalog.seed(
            StarterCatalog.decode(), into: CatalogWriter(connection: connection))
        }
      }
    } catch let error as SQLiteError
      where version > 0
      && !(error.isBusy || error.isFull || error.isIOError || error.isReadOnly || error.isCorrupt)
    {
      // A migration's statement failed on tables that are not what the version says (a
      // column already there, a table missing): rolled back, nothing changed.
      throw LibraryDatabaseError.schemaMismatch(version: version)
    }
    try connection.setJournalMode(.wal)
  }

  /// Whether the file system holding `path` has no space left for this user.
  private static func isFull(folderOf path: String) -> Bool {
    var status = statvfs()
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    return statvfs(folder, &status) == 0 && status.f_bavail == 0
  }

  /// The settings every connection to a library has: how long to wait for another process's
  /// lock, how durable a commit is, and foreign keys on.
  private static func configure(
    _ connection: Connection, onWaiting: @escaping @Sendable () -> Void
  ) throws {
    try connection.setBusyHandler(
      milliseconds: busyTimeoutMilliseconds, noticeMilliseconds: waitingNoticeMilliseconds,
      onWaiting: onWaiting)
    try connection.execute("PRAGMA synchronous = NORMAL")
    try connection.setForeignKeys(true)
  }

  /// Opens the file; a new file is made first, for its owner only (``PrivateFiles``), with
  /// its missing folders.
  private static func connect(path: String) throws -> Connection {
    if path != ":memory:", !FileManager.default.fileExists(atPath: path) {
      if let error = PrivateFiles.createEmpty(path), error == ENOENT || error == ENOTDIR {
        try PrivateFiles.makeFolders(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        _ = PrivateFiles.createEmpty(path)
      }
    }
    return try Connection(path: path)
  }

  /// Opens a private, empty in-memory library, gone when the value is released; for tests and
  /// previews.
  public static func inMemory(seedStarterCatalog: Bool = false) throws -> LibraryDatabase {
    try LibraryDatabase(path: ":memory:", seedStarterCatalog: seedStarterCatalog)
  }

  /// Where the library lives by default: `$SHOWTRACKER_DB` if set, else
  /// `$XDG_DATA_HOME/showtracker/library.sqlite`, else
  /// `~/.local/share/showtracker/library.sqlite` (`~` an absolute `$HOME`, else the account's
  /// home folder).
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let path = environment["SHOWTRACKER_DB"], !path.isEmpty {
      return path
    }
    // The XDG spec says to ignore a relative XDG_DATA_HOME.
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return URL(fileURLWithPath: dataHome).appendingPathComponent("showtracker/library.sqlite")
        .path
    }
    // A relative HOME would put the library under whatever folder the command runs in: the
    // account's home folder (the password database's) is used instead, as for no HOME.
    let home =
      environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? accountHome()
    return URL(fileURLWithPath: home)
      .appendingPathComponent(".local/share/showtracker/library.sqlite").path
  }

  /// The home folder of the account running the program, from the password database.
  private static func accountHome() -> String {
    if let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir {
      let path = String(cString: folder)
      if path.hasPrefix("/") { return path }
    }
    return "/"
  }

  /// How many shows, episodes and watch events the library holds.
  public func counts() throws -> (shows: Int, episodes: Int, watchEvents: Int) {
    try withConnection { connection in
      try connection.transaction(.deferred) {
        (
          shows: try connection.scalar("SELECT count(*) FROM shows", as: Int.self) ?? 0,
          episodes: try connection.scalar("SELECT count(*) FROM episodes", as: Int.self) ?? 0,
          watchEvents: try connection.scalar("SELECT count(*) FROM watch_events", as: Int.self)
            ?? 0
        )
      }
    }
  }

  /// SQLite's `data_version` of this library's connection: it changes when another connection
  /// (another process, or another ``LibraryDatabase`` on the same file) commits a change, and
  /// not when this one does.
  ///
  /// ```swift
  /// let before = try database.dataVersion()
  /// // … another process marks an episode watched …
  /// try database.dataVersion() != before  // true
  /// ```
  public func dataVersion() throws -> Int {
    try withConnection { connection in
      try connection.scalar("PRAGMA data_version", as: Int.self) ?? 0
    }
  }

  /// Runs `body` with the connection, holding the lock for its duration.
  func withConnection<T: Sendable>(_ body: (Connection) throws -> T) throws -> T {
    do {
      return try connection.withLock { connection in
        try body(connection)
      }
    } catch let error as SQLiteError where error.isReadOnly && readsOnlyForFullDisk {
      throw SQLiteError.diskFull
    }
  }
}
