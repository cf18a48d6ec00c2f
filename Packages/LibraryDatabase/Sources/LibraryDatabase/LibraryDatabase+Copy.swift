import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// Writes a consistent copy of the whole library to a new file at `path` (which must not
  /// exist), in one read transaction: what a replay works on, so the original never changes.
  ///
  /// ```swift
  /// try database.copy(to: "/tmp/library-copy.sqlite")
  /// let copy = try LibraryDatabase(path: "/tmp/library-copy.sqlite")
  /// ```
  ///
  /// - Throws: ``LibraryDatabaseError/fileExists(_:)`` when something is already at `path`.
  public func copy(to path: String) throws {
    guard !FileManager.default.fileExists(atPath: path) else {
      throw LibraryDatabaseError.fileExists(path)
    }
    _ = try withConnection { connection in
      try connection.run("VACUUM INTO ?", [path])
    }
  }
}
