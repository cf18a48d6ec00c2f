import Foundation
import LibraryDatabase
import Testing

struct CopyTests {
  @Test func aCopyHoldsEverythingAndChangesApart() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "copy-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try LibraryDatabase(path: folder.appending(path: "a.sqlite").path)
    let show = try #require(try original.shows(titled: "breaking bad").first)
    let pilot = try #require(try original.episodes(ofShow: show.id).first)
    try original.markWatched(
      episodeIDs: [pilot.id], at: Date(timeIntervalSince1970: 1e9), source: "t")

    let copyPath = folder.appending(path: "b.sqlite").path
    try original.copy(to: copyPath)
    let copy = try LibraryDatabase(path: copyPath)
    #expect(try copy.counts() == original.counts())
    #expect(try copy.history(showID: nil, limit: 5, offset: 0).totalCount == 1)

    try copy.unmarkWatched(episodeIDs: [pilot.id])
    #expect(try copy.history(showID: nil, limit: 5, offset: 0).totalCount == 0)
    #expect(try original.history(showID: nil, limit: 5, offset: 0).totalCount == 1)
  }

  @Test func copyingOverAnExistingFileFails() throws {
    let path = FileManager.default.temporaryDirectory.appending(path: "exists-\(UUID())").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    #expect(throws: LibraryDatabaseError.fileExists(path)) { try database.copy(to: path) }
  }
}
