import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// A library is its owner's alone: whatever the umask, the files it makes are 0600 and its
/// folders 0700, and what exists keeps its mode.
struct PrivateFilesTests {
  @Test func aNewLibraryItsLogAndItsFoldersAreTheOwnersOnly() throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let directory = try TemporaryDirectory()
    chmod(directory.url.path, 0o755)
    let path = directory.path("data/showtracker/library.sqlite")
    let database = try LibraryDatabase(path: path)
    _ = try database.counts()
    #expect(mode(of: path) == 0o600)
    #expect(mode(of: path + "-wal") == 0o600)
    #expect(mode(of: path + "-shm") == 0o600)
    #expect(mode(of: directory.path("data")) == 0o700)
    #expect(mode(of: directory.path("data/showtracker")) == 0o700)
    // The folder that was there keeps its mode.
    #expect(mode(of: directory.url.path) == 0o755)
  }

  @Test func anExistingLibraryKeepsItsMode() throws {
    let library = try LibraryFile()
    for wanted: mode_t in [0o400, 0o640] {
      chmod(library.path, wanted)
      _ = try LibraryDatabase(path: library.path).counts()
      #expect(mode(of: library.path) == wanted)
    }
  }

  @Test func aCopyForAReplayIsPrivate() throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let library = try LibraryFile()
    let copy = library.directory.path("copy.sqlite")
    try library.database.copy(to: copy)
    #expect(mode(of: copy) == 0o600)
    #expect(try LibraryDatabase(path: copy).counts() == library.database.counts())
  }
}
