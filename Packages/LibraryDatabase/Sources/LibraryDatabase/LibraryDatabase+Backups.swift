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

extension LibraryDatabase {
  /// How many automatic backups of one library are kept; older ones of that library are removed
  /// when a new one is made.
  public static let automaticBackupsKept = 5

  /// The folder backups go to: `backups` beside the library file. Several libraries in one
  /// folder share it; each one's backups carry its name (``backupName``).
  public var backupFolder: String {
    URL(fileURLWithPath: Self.backupFolder(ofLibraryAt: path)).path
  }

  /// The `backups` folder beside the library file at `path`, as text (relative when `path`
  /// is): every command opens the library and looks in it (``removeLeftoverBackupTemporaries()``),
  /// and `URL`'s first use costs about a third of a millisecond.
  static func backupFolder(ofLibraryAt path: String) -> String {
    let (folder, _) = folderAndName(of: path)
    return folder == "/" ? "/backups" : folder + "/backups"
  }

  /// The folder and the file name of `path`, as text: `("/a", "b.sqlite")` for
  /// `/a/b.sqlite`, `(".", "b.sqlite")` for `b.sqlite`, trailing slashes left out.
  static func folderAndName(of path: String) -> (folder: String, name: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
    let folder = trimmed[..<slash]
    return (folder.isEmpty ? "/" : String(folder), String(trimmed[trimmed.index(after: slash)...]))
  }

  /// The name this library's backups start with: the library file's name without `.sqlite`
  /// (`library` for `library.sqlite`, so `library-20261201T112233Z-before-import.sqlite`).
  public var backupName: String { Self.backupName(ofLibraryAt: path) }

  static func backupName(ofLibraryAt path: String) -> String {
    let file = folderAndName(of: path).name
    return file.hasSuffix(".sqlite") && file.count > 7 ? String(file.dropLast(7)) : file
  }

  /// Writes a copy of the whole library to a new file at `path` with SQLite's online backup
  /// API, and returns the path. Restore it by copying it over the library file while no
  /// `showtracker` runs.
  ///
  /// The copy is whole or absent: it is written under a temporary name in the same folder,
  /// read back, synced to the disk, and only then given its name, which is never taken from
  /// another file (two backups at once cannot overwrite each other).
  ///
  /// - Throws: ``LibraryDatabaseError/fileExists(_:)`` when something is already at `path`;
  ///   ``LibraryDatabaseError/backupFailed(path:reason:)`` when it cannot be written.
  @discardableResult
  public func backup(to path: String) throws -> String {
    guard !FileManager.default.fileExists(atPath: path) else {
      throw LibraryDatabaseError.fileExists(path)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let name = URL(fileURLWithPath: path).lastPathComponent
    return try withConnection { connection in
      try Self.write(
        connection, into: folder, isOurs: { $0 == name },
        named: { attempt in
          guard attempt == 1 else { throw LibraryDatabaseError.fileExists(path) }
          return name
        })
    }
  }

  /// Writes a copy of the whole library into ``backupFolder``, named after the library and the
  /// time (`library-20261201T112233Z.sqlite`; `….2.sqlite` for a second one in the same
  /// second), and returns its path. Automatic backups never remove these.
  @discardableResult
  public func backup(at date: Date = Date()) throws -> String {
    let library = backupName
    return try withConnection { connection in
      try Self.write(
        connection, into: backupFolder,
        isOurs: { BackupFileName(parsing: $0, library: library) != nil },
        named: { attempt in
          BackupFileName(library: library, date: date, after: backupFolder, attempt, reason: nil)
            .file
        })
    }
  }

  /// A backup in ``backupFolder`` before a change that could lose data (`reason`: "import",
  /// "upgrade"), keeping this library's newest ``automaticBackupsKept``; `nil` when there is
  /// nothing of the user's to keep yet (no watch event) or the library is in memory.
  ///
  /// Only this library's files that this method wrote
  /// (`<backupName>-…-before-<reason>.sqlite`) are ever removed.
  @discardableResult
  public func automaticBackup(before reason: String, at date: Date = Date()) throws -> String? {
    try withConnection { connection in
      try Self.automaticBackup(of: connection, at: path, before: reason, date: date)
    }
  }

  /// Runs `change` after an automatic backup (``automaticBackup(before:at:)``), and keeps the
  /// backup only if `changedSomething` says the change did: a change that changes nothing, or
  /// fails (and so is rolled back), leaves no backup and pushes no older one out.
  ///
  /// ```swift
  /// let (summary, backup) = try database.withAutomaticBackup(before: "import") {
  ///   try database.importData(data, format: .tvmaze, source: "shows.json")
  /// } keepingIf: { $0.changedSomething }
  /// ```
  public func withAutomaticBackup<Result>(
    before reason: String, at date: Date = Date(), _ change: () throws -> Result,
    keepingIf changedSomething: (Result) -> Bool
  ) throws -> (result: Result, backup: String?) {
    let backup = try withConnection { connection in
      try Self.automaticBackup(of: connection, at: path, before: reason, date: date, prune: false)
    }
    let result: Result
    do {
      result = try change()
    } catch {
      if let backup { try? FileManager.default.removeItem(atPath: backup) }
      throw error
    }
    guard let backup else { return (result, nil) }
    guard changedSomething(result) else {
      try? FileManager.default.removeItem(atPath: backup)
      return (result, nil)
    }
    try Self.pruneAutomaticBackups(
      in: backupFolder, library: backupName, keeping: Self.automaticBackupsKept)
    return (result, backup)
  }

  /// ``automaticBackup(before:at:)`` on an open connection: also what opening a library does
  /// before it upgrades the schema.
  @discardableResult
  static func automaticBackup(
    of connection: Connection, at path: String, before reason: String, date: Date,
    prune: Bool = true
  ) throws -> String? {
    guard path != ":memory:",
      let events = try? connection.scalar("SELECT count(*) FROM watch_events", as: Int.self),
      events > 0
    else { return nil }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      .appendingPathComponent("backups").path
    let library = backupName(ofLibraryAt: path)
    let target = try write(
      connection, into: folder, isOurs: { BackupFileName(parsing: $0, library: library) != nil },
      named: { attempt in
        BackupFileName(library: library, date: date, after: folder, attempt, reason: reason).file
      })
    if prune {
      try pruneAutomaticBackups(in: folder, library: library, keeping: automaticBackupsKept)
    }
    return target
  }

  /// Writes the backup of `connection` into `folder` (made, 0700, if missing) and returns its
  /// path: under a temporary name (`.NAME.PID.tmp`), made for its owner only, then read back
  /// (SQLite's quick check), synced, and linked to the first of `name(1)`, `name(2)`, … that
  /// no file has. A leftover temporary of a backup that was cut short (its process gone), of a
  /// name `isOurs` accepts, is removed first.
  ///
  /// A failure is said in plain words about the path
  /// (``LibraryDatabaseError/backupFailed(path:reason:)``) and leaves no file.
  static func write(
    _ connection: Connection, into folder: String, isOurs: (String) -> Bool,
    named name: (_ attempt: Int) throws -> String
  ) throws -> String {
    let first = URL(fileURLWithPath: folder).appendingPathComponent(try name(1)).path
    do {
      try PrivateFiles.makeFolders(folder)
    } catch {
      throw LibraryDatabaseError.backupFailed(path: first, reason: reason(for: folder))
    }
    removeLeftoverTemporaries(in: folder, isOurs: isOurs)
    let temporary = URL(fileURLWithPath: folder)
      .appendingPathComponent(".\(try name(1)).\(getpid()).tmp").path
    defer { unlink(temporary) }
    if let error = PrivateFiles.createEmpty(temporary) {
      throw LibraryDatabaseError.backupFailed(
        path: first, reason: error == ENOSPC ? "the disk is full" : reason(for: folder))
    }
    do {
      try connection.backup(to: temporary)
      guard try isWhole(backupAt: temporary, of: connection) else {
        throw LibraryDatabaseError.backupFailed(
          path: first, reason: "the copy did not read back whole")
      }
    } catch let error as SQLiteError {
      let reason =
        error.isFull
        ? "the disk is full" : error.isCannotOpen ? Self.reason(for: folder) : error.message
      throw LibraryDatabaseError.backupFailed(path: first, reason: reason)
    }
    guard PrivateFiles.sync(temporary) else {
      throw LibraryDatabaseError.backupFailed(
        path: first, reason: "it could not be written to the disk")
    }
    for attempt in 1...10_000 {
      let target = URL(fileURLWithPath: folder).appendingPathComponent(try name(attempt)).path
      if try give(temporary, name: target) {
        _ = PrivateFiles.sync(folder)
        return target
      }
    }
    throw LibraryDatabaseError.backupFailed(path: first, reason: "every name is taken")
  }

  /// Gives the file at `temporary` the name `target` unless a file has it; says whether it did.
  /// A hard link never replaces a file; where the file system has none, a rename after a
  /// look does.
  private static func give(_ temporary: String, name target: String) throws -> Bool {
    if link(temporary, target) == 0 { return true }
    if errno == EEXIST { return false }
    if [EPERM, EXDEV, ENOTSUP, EMLINK].contains(errno) {
      if FileManager.default.fileExists(atPath: target) { return false }
      if rename(temporary, target) == 0 { return true }
    }
    throw LibraryDatabaseError.backupFailed(path: target, reason: String(cString: strerror(errno)))
  }

  /// Whether the backup at `path` reads back whole: SQLite's quick check of every page, and
  /// the schema version of the library it copies.
  private static func isWhole(backupAt path: String, of connection: Connection) throws -> Bool {
    let copy = try Connection(immutableAt: path)
    let check = try copy.query("PRAGMA quick_check(1)").map { try $0.get(0, as: String.self) }
    return try check == ["ok"] && copy.userVersion() == connection.userVersion()
  }

  /// Removes every `.NAME.PID.tmp` in `folder` whose NAME `isOurs` accepts and whose process
  /// is gone: what a backup cut short (a kill, a power cut) left.
  static func removeLeftoverTemporaries(in folder: String, isOurs: (String) -> Bool) {
    for file in hiddenTemporaries(in: folder) {
      let parts = file.dropFirst().dropLast(4).split(
        separator: ".", omittingEmptySubsequences: false)
      guard parts.count >= 2, let pid = pid_t(parts[parts.count - 1]),
        isOurs(parts.dropLast().joined(separator: ".")),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder + "/" + file)
    }
  }

  /// The names `.….tmp` in `folder`; none when it cannot be read (it is not there yet).
  ///
  /// Read with `readdir`, not `FileManager`: every command that opens the library looks, and
  /// FileManager's listing (its error when the folder is missing, above all) cost each one
  /// about half a millisecond, mostly the Swift runtime's first look-ups of its types.
  private static func hiddenTemporaries(in folder: String) -> [String] {
    guard let listing = opendir(folder) else { return [] }
    defer { closedir(listing) }
    var names: [String] = []
    while let entry = readdir(listing) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("."), name.hasSuffix(".tmp") { names.append(name) }
    }
    return names
  }

  /// Removes the temporaries this library's cut-short backups left in ``backupFolder``.
  func removeLeftoverBackupTemporaries() {
    guard path != ":memory:" else { return }
    let library = backupName
    Self.removeLeftoverTemporaries(in: Self.backupFolder(ofLibraryAt: path)) {
      BackupFileName(parsing: $0, library: library) != nil
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

  /// Removes all but the newest `kept` automatic backups of `library` in `folder`.
  static func pruneAutomaticBackups(in folder: String, library: String, keeping kept: Int) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let automatic = names.compactMap { BackupFileName(parsing: $0, library: library) }
      .filter { $0.reason != nil }.sorted()
    for name in automatic.dropLast(kept) {
      try FileManager.default.removeItem(
        atPath: URL(fileURLWithPath: folder).appendingPathComponent(name.file).path)
    }
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
}

/// The name of one library's backup in the backups folder:
/// `LIBRARY-STAMP[.N][-before-REASON].sqlite` (``LibraryDatabase/backupStamp(_:)``; `.N` for
/// the N-th of one second, from 2). Ordered oldest first.
struct BackupFileName: Comparable {
  var library: String
  var stamp: String
  var sequence: Int
  /// Why an automatic backup was made ("import", "upgrade"); `nil` for `showtracker backup`.
  var reason: String?

  init(library: String, date: Date, sequence: Int, reason: String?) {
    self.library = library
    self.stamp = LibraryDatabase.backupStamp(date)
    self.sequence = sequence
    self.reason = reason
  }

  /// The `attempt`-th name after the last of `library`'s backups in `folder` of the same
  /// second: a backup in the same second as others comes after them, even when older ones of
  /// that second were pruned.
  init(library: String, date: Date, after folder: String, _ attempt: Int, reason: String?) {
    self.init(library: library, date: date, sequence: 1, reason: reason)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let last = files.compactMap { BackupFileName(parsing: $0, library: library) }
      .filter { $0.stamp == stamp }.map(\.sequence).max()
    sequence = (last ?? 0) + attempt
  }

  /// Reads `file` as a backup of `library`; `nil` when it is not one (another library's, say:
  /// `a-b-…` is not `a`'s, since what follows `a-` must be a time stamp).
  init?(parsing file: String, library: String) {
    guard file.hasPrefix(library + "-"), file.hasSuffix(".sqlite") else { return nil }
    var rest = Substring(file.dropFirst(library.count + 1).dropLast(7))
    let stamp = rest.prefix(16)
    guard stamp.count == 16,
      stamp.enumerated().allSatisfy({ index, character in
        switch index {
        case 8: character == "T"
        case 15: character == "Z"
        default: character.isASCII && character.isNumber
        }
      })
    else { return nil }
    rest = rest.dropFirst(16)
    var sequence = 1
    if rest.hasPrefix(".") {
      let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard let number = Int(digits), number > 1 else { return nil }
      sequence = number
      rest = rest.dropFirst(1 + digits.count)
    }
    var reason: String?
    if rest.hasPrefix("-before-") {
      let word = rest.dropFirst(8)
      guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
      reason = String(word)
    } else if !rest.isEmpty {
      return nil
    }
    self.library = library
    self.stamp = String(stamp)
    self.sequence = sequence
    self.reason = reason
  }

  /// The file name.
  var file: String {
    "\(library)-\(stamp)\(sequence > 1 ? ".\(sequence)" : "")"
      + (reason.map { "-before-\($0)" } ?? "") + ".sqlite"
  }

  static func < (lhs: BackupFileName, rhs: BackupFileName) -> Bool {
    (lhs.stamp, lhs.sequence) < (rhs.stamp, rhs.sequence)
  }
}
