import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// Backups are whole or absent, each library's its own, and private.
struct BackupTests {
  private func files(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  /// A library at `name` in `directory` with one watch event (so it has something to back up).
  private func library(_ name: String, in directory: TemporaryDirectory) throws -> LibraryDatabase {
    let database = try LibraryDatabase(path: directory.path(name))
    let show = try #require(try database.shows(titled: "Breaking Bad").first)
    let pilot = try #require(try database.episodes(ofShow: show.id).first)
    _ = try database.markWatched(episodeIDs: [pilot.id], at: Date.day(0), source: "test")
    return database
  }

  /// Whether the file at `path` is a whole library: SQLite's integrity check, and its counts.
  private func isSound(_ path: String) -> Bool {
    guard let copy = try? Connection(immutableAt: path),
      let check = try? copy.query("PRAGMA integrity_check").map({ try $0.get(0, as: String.self) })
    else { return false }
    return check == ["ok"]
      && (try? copy.scalar("SELECT count(*) FROM watch_events", as: Int.self)) == 1
  }

  @Test func twoLibrariesInOneFolderKeepTheirOwnBackups() throws {
    let directory = try TemporaryDirectory()
    let a = try library("a.sqlite", in: directory)
    let b = try library("b.sqlite", in: directory)
    let ab = try library("a-b.sqlite", in: directory)
    let aBackup = try #require(try a.automaticBackup(before: "import", at: .day(0)))
    let abBackup = try #require(try ab.automaticBackup(before: "import", at: .day(0)))
    var bBackups: [String] = []
    for day in 1...7 {
      bBackups.append(try #require(try b.automaticBackup(before: "import", at: .day(Double(day)))))
    }
    let kept = Set(files(in: a.backupFolder))
    #expect(kept.contains(URL(fileURLWithPath: aBackup).lastPathComponent))
    #expect(kept.contains(URL(fileURLWithPath: abBackup).lastPathComponent))
    #expect(
      kept.filter { $0.hasPrefix("b-") }
        == Set(bBackups.suffix(5).map { URL(fileURLWithPath: $0).lastPathComponent }))
    #expect(kept.count == 7)
    #expect(aBackup.hasSuffix("/backups/a-20231114T221320Z-before-import.sqlite"))
  }

  @Test func backupsInTheSameSecondHaveTheirOwnNamesAndAreOrderedByThem() throws {
    let directory = try TemporaryDirectory()
    let database = try library("library.sqlite", in: directory)
    var made: [String] = []
    for _ in 0..<7 {
      made.append(try #require(try database.automaticBackup(before: "import", at: .day(0))))
    }
    #expect(Set(made).count == 7)
    #expect(made[1].hasSuffix("library-20231114T221320Z.2-before-import.sqlite"))
    // The five kept are the last five made, not the first five by the names' spelling.
    #expect(
      files(in: database.backupFolder)
        == made.suffix(5).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted())
    let manual = [try database.backup(at: .day(0)), try database.backup(at: .day(0))]
    #expect(manual[0] != manual[1])
    #expect(manual.allSatisfy(isSound))
  }

  @Test func aChangeThatChangesNothingLeavesNoBackupAndPushesNoneOut() throws {
    let directory = try TemporaryDirectory()
    let database = try library("library.sqlite", in: directory)
    for day in 0..<5 { _ = try database.automaticBackup(before: "import", at: .day(Double(day))) }
    let before = files(in: database.backupFolder)
    let unchanged = try database.withAutomaticBackup(before: "import", at: .day(10)) {
      7
    } keepingIf: { _ in
      false
    }
    #expect(unchanged.result == 7)
    #expect(unchanged.backup == nil)
    #expect(files(in: database.backupFolder) == before)
    struct Failed: Error {}
    #expect(throws: Failed.self) {
      try database.withAutomaticBackup(before: "import", at: .day(11)) {
        throw Failed()
      } keepingIf: { _ in
        true
      }
    }
    #expect(files(in: database.backupFolder) == before)
    let changed = try database.withAutomaticBackup(before: "import", at: .day(12)) {
      7
    } keepingIf: { _ in
      true
    }
    let made = try #require(changed.backup)
    #expect(
      files(in: database.backupFolder)
        == (before.dropFirst() + [URL(fileURLWithPath: made).lastPathComponent]))
  }

  @Test func anImportOfNothingNewMakesNoBackup() throws {
    let directory = try TemporaryDirectory()
    let database = try library("library.sqlite", in: directory)
    let data = Data(Fixtures.harbourLightsWithEpisodes.utf8)
    let first = try database.withAutomaticBackup(before: "import") {
      try database.importData(data, format: .tvmaze, source: "a.json")
    } keepingIf: {
      $0.changedSomething
    }
    #expect(first.backup != nil)
    let again = try database.withAutomaticBackup(before: "import") {
      try database.importData(data, format: .tvmaze, source: "a.json")
    } keepingIf: {
      $0.changedSomething
    }
    #expect(again.backup == nil)
    #expect(files(in: database.backupFolder).count == 1)
  }

  @Test func aLeftoverTemporaryIsRemovedOnTheNextOpenUnlessItsProcessLives() throws {
    let directory = try TemporaryDirectory()
    let database = try library("library.sqlite", in: directory)
    let backup = try #require(try database.automaticBackup(before: "import", at: .day(0)))
    let folder = database.backupFolder
    // A dead process's (a pid past the kernel's limit), a live one's (this process's), and
    // another library's.
    let dead = ".library-20231114T221320Z-before-import.sqlite.99999999.tmp"
    let live = ".library-20231114T221320Z-before-import.sqlite.\(getpid()).tmp"
    let others = ".other-20231114T221320Z-before-import.sqlite.99999999.tmp"
    for name in [dead, live, others] {
      #expect(
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("half".utf8)))
    }
    _ = try LibraryDatabase(path: directory.path("library.sqlite"))
    #expect(
      Set(files(in: folder)) == [URL(fileURLWithPath: backup).lastPathComponent, live, others])
  }

  @Test func aBackupIsWholeAndPrivate() throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let directory = try TemporaryDirectory()
    let database = try library("library.sqlite", in: directory)
    let backup = try #require(try database.automaticBackup(before: "import", at: .day(0)))
    #expect(isSound(backup))
    #expect(try Connection(immutableAt: backup).applicationID() == LibraryIdentity.applicationID)
    #expect(mode(of: backup) == 0o600)
    #expect(mode(of: database.backupFolder) == 0o700)
    let named = try database.backup(to: directory.path("copies/mine.sqlite"))
    #expect(mode(of: named) == 0o600)
    #expect(mode(of: directory.path("copies")) == 0o700)
    #expect(files(in: directory.path("copies")) == ["mine.sqlite"])
  }

  @Test func backupNamesAreReadOnlyAsTheirLibrarys() {
    let stamp = "20231114T221320Z"
    #expect(
      BackupFileName(parsing: "a-\(stamp)-before-import.sqlite", library: "a")?.reason == "import")
    #expect(BackupFileName(parsing: "a-\(stamp).3.sqlite", library: "a")?.sequence == 3)
    #expect(BackupFileName(parsing: "a-b-\(stamp)-before-import.sqlite", library: "a") == nil)
    #expect(BackupFileName(parsing: "a-\(stamp)-before-import.sqlite", library: "a-b") == nil)
    #expect(BackupFileName(parsing: "a-\(stamp).1.sqlite", library: "a") == nil)
    #expect(BackupFileName(parsing: "a-\(stamp)-notes.sqlite", library: "a") == nil)
  }

  /// The backups folder and name come from the library path's text: its folder (`.` when it
  /// has none, `/` at the root), trailing slashes left out.
  @Test func theBackupFolderAndNameComeFromThePath() {
    #expect(LibraryDatabase.folderAndName(of: "/a/b/library.sqlite") == ("/a/b", "library.sqlite"))
    #expect(LibraryDatabase.folderAndName(of: "library.sqlite") == (".", "library.sqlite"))
    #expect(LibraryDatabase.folderAndName(of: "/library.sqlite") == ("/", "library.sqlite"))
    #expect(LibraryDatabase.folderAndName(of: "a/shows.sqlite//") == ("a", "shows.sqlite"))
    #expect(LibraryDatabase.backupFolder(ofLibraryAt: "/a/b/library.sqlite") == "/a/b/backups")
    #expect(LibraryDatabase.backupFolder(ofLibraryAt: "/library.sqlite") == "/backups")
    #expect(LibraryDatabase.backupFolder(ofLibraryAt: "x.sqlite") == "./backups")
    #expect(LibraryDatabase.backupName(ofLibraryAt: "/a/b/library.sqlite") == "library")
    #expect(LibraryDatabase.backupName(ofLibraryAt: "/a/tv") == "tv")
  }
}

/// The permission bits of the file or folder at `path`.
func mode(of path: String) -> mode_t {
  var status = stat()
  return stat(path, &status) == 0 ? status.st_mode & 0o777 : 0
}
