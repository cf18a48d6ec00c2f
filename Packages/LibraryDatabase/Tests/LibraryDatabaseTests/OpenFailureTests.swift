import Foundation
import LibraryDatabase
import SQLite
import Testing

/// Libraries that cannot be used fail with a typed ``SQLiteError`` the app can explain.
@Suite struct OpenFailureTests {
  @Test func aFileOfOtherBytesOpenedAsALibraryIsCorrupt() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
    #expect(FileManager.default.createFile(atPath: path, contents: garbage))
    let error = try #require(throws: SQLiteError.self) {
      try LibraryDatabase(path: path, seedStarterCatalog: false)
    }
    #expect(error.isCorrupt, "\(error)")
    #expect(!error.isReadOnly && !error.isIOError && !error.isFull)
  }

  @Test(
    .enabled(
      if: getuid() != 0,
      "runs as root, where file permissions do not apply: a 0444 file stays writable"))
  func writingToAReadOnlyLibraryIsReadOnly() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("library.sqlite")
    let episodeID = try {
      let database = try LibraryDatabase(path: path, seedStarterCatalog: true)
      let show = try #require(try database.shows(titled: "Breaking Bad").first)
      return try database.episodes(ofShow: show.id)[0].id
    }()
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    }
    let error = try #require(throws: SQLiteError.self) {
      let database = try LibraryDatabase(path: path, seedStarterCatalog: false)
      try database.markWatched(episodeIDs: [episodeID], at: Date(), source: "test")
    }
    #expect(error.isReadOnly, "\(error)")
  }
}
