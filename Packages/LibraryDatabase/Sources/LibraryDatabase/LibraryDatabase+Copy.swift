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
    // Made empty first, for its owner only (``PrivateFiles``): SQLite fills an empty file.
    if let error = PrivateFiles.createEmpty(path), error != EEXIST {
      try PrivateFiles.makeFolders(URL(fileURLWithPath: path).deletingLastPathComponent().path)
      _ = PrivateFiles.createEmpty(path)
    }
    _ = try withConnection { connection in
      try connection.run("VACUUM INTO ?", [path])
    }
  }
}
