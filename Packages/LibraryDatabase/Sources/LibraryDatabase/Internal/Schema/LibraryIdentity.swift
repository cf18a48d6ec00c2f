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

/// What a file says it is, read before anything is written to it: a showtracker library, an
/// older showtracker library that does not say so yet, a new database, or another program's
/// file, which is refused and left exactly as it is.
enum LibraryIdentity: Equatable {
  /// The file says it is a showtracker library (``applicationID``).
  case library
  /// A library of a showtracker older than the application id: it holds the library's tables
  /// and a schema version, and is marked when it is opened for writing.
  case unmarkedLibrary
  /// An empty database (a file showtracker just made, or `:memory:`).
  case new

  /// `PRAGMA application_id` of every showtracker library: "ShTr" in ASCII, so `file(1)` and
  /// any other program can tell a library from their own files.
  static let applicationID: Int32 = 0x5368_5472

  /// The tables every showtracker library has held since schema version 1.
  static let firstTables: Set<String> = ["shows", "seasons", "episodes", "watch_events"]

  /// Reads what the database on `connection` (the file at `path`) is, writing nothing.
  ///
  /// - Throws: ``LibraryDatabaseError/notALibrary(path:reason:)`` for another program's file.
  static func read(_ connection: Connection, path: String) throws -> LibraryIdentity {
    let id = try connection.applicationID()
    if id == applicationID { return .library }
    guard id == 0 else {
      throw LibraryDatabaseError.notALibrary(
        path: path,
        reason: "it is another program's SQLite database (application id \(hex(id))); "
          + "nothing was changed")
    }
    let version = try connection.userVersion()
    let tables = Set(
      try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table'").map {
        try $0.get(0, as: String.self)
      })
    if version == 0, tables.isEmpty { return .new }
    if version > 0, tables.isSuperset(of: firstTables) { return .unmarkedLibrary }
    throw LibraryDatabaseError.notALibrary(
      path: path,
      reason: "it is another program's SQLite database; nothing was changed")
  }

  /// Why the file at `path` is refused before SQLite opens it, if it is: an existing empty
  /// file is no library (showtracker makes a new library only where no file is), and filling
  /// it with the starter catalog would hide that something else made it.
  static func refusal(ofExistingFileAt path: String) -> LibraryDatabaseError? {
    guard path != ":memory:" else { return nil }
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size == 0
    else { return nil }
    // A library whose every page is still in its write-ahead log is no empty file.
    var log = stat()
    if stat(path + "-wal", &log) == 0, log.st_size > 0 { return nil }
    return .notALibrary(
      path: path,
      reason: "it is an empty file, not a library; nothing was changed (remove it and "
        + "showtracker makes a new library there)")
  }

  private static func hex(_ id: Int32) -> String {
    let digits = String(UInt32(bitPattern: id), radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }
}
