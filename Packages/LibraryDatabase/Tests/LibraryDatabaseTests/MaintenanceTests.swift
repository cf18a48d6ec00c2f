import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

/// `check`, `backup` and the automatic backups before an import or an upgrade.
struct MaintenanceTests {
  private func watchPilot(_ library: LibraryFile, at seconds: Double = 1e9) throws {
    let (_, episodes) = try library.show("Breaking Bad")
    try library.database.markWatched(
      episodeIDs: [episodes[0].id], at: Date(timeIntervalSince1970: seconds), source: "test")
  }

  private func files(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func aHealthyLibraryHasNoProblemsAndSaysWhatItHolds() throws {
    let library = try LibraryFile()
    try watchPilot(library)
    let report = try library.database.check()
    #expect(report.isHealthy)
    let counts = try library.database.counts()
    #expect(report.shows == counts.shows)
    #expect(report.episodes == counts.episodes)
    #expect(report.watchEvents == 1)
  }

  @Test func keptCountsThatDisagreeWithTheRecordsAreProblems() throws {
    let library = try LibraryFile()
    try watchPilot(library)
    try library.raw.execute(
      "UPDATE library_counts SET value = 4 WHERE name = 'watch_events'; "
        + "UPDATE show_watched_counts SET episodes = 9")
    let report = try library.database.check()
    #expect(
      report.problems == [
        "the kept count of watch events says 4, but the library holds 1",
        "the kept progress of 1 show does not match its watch events",
      ])
  }

  @Test func titleWordsThatDisagreeWithTheTitlesAreAProblem() throws {
    let library = try LibraryFile()
    #expect(try library.database.check().isHealthy)
    // A count off by one, a word missing, a word no title holds.
    try library.raw.execute(
      "UPDATE show_title_words SET shows = shows + 1 WHERE word = 'breaking'; "
        + "DELETE FROM show_title_words WHERE word = 'bad'; "
        + "INSERT INTO show_title_words (word, shows) VALUES ('zzyzx', 1)")
    #expect(
      try library.database.check().problems == [
        "the kept words of the titles differ from the titles in 3 words"
          + " (typo-tolerant search may miss shows)"
      ])
  }

  @Test func aDamagedPageInTheMiddleIsFound() throws {
    let library = try LibraryFile()
    try watchPilot(library)
    try library.raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    // The last page of the episodes table (SQLite's dbstat table says where it is), its
    // cells overwritten with noise past the page header.
    let page = try #require(
      try library.raw.scalar(
        "SELECT max(pageno) FROM dbstat WHERE name = 'episodes'", as: Int.self))
    let handle = try #require(FileHandle(forUpdatingAtPath: library.path))
    try handle.seek(toOffset: UInt64((page - 1) * 4096 + 8))
    try handle.write(contentsOf: Data(repeating: 0xDE, count: 2000))
    try handle.close()
    let report = try LibraryDatabase(path: library.path).check()
    #expect(report.problems.count == 1)
    #expect(report.problems.first?.hasPrefix("the file has damaged pages") == true)
  }

  @Test func aBackupIsTheWholeLibraryAndNeverOverwrites() throws {
    let library = try LibraryFile()
    try watchPilot(library)
    let target = library.directory.path("copies/backup.sqlite")
    #expect(try library.database.backup(to: target) == target)
    let copy = try LibraryDatabase(path: target)
    #expect(try copy.counts() == library.database.counts())
    #expect(try copy.check().isHealthy)
    #expect(throws: LibraryDatabaseError.fileExists(target)) {
      try library.database.backup(to: target)
    }
  }

  @Test func anAutomaticBackupKeepsTheNewestFiveOfItsOwnAndNothingElseGoes() throws {
    let library = try LibraryFile()
    // Nothing of the user's yet: no backup.
    #expect(try library.database.automaticBackup(before: "import") == nil)
    try watchPilot(library)
    let folder = library.database.backupFolder
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let mine = ["library-20200101T000000Z.sqlite", "notes.txt"]
    for name in mine {
      #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
    }
    var made: [String] = []
    for day in 0..<7 {
      let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400)
      made.append(try #require(try library.database.automaticBackup(before: "import", at: date)))
    }
    #expect(made[0].hasSuffix("/backups/library-20231114T221320Z-before-import.sqlite"))
    let automatic = files(in: folder).filter { $0.contains("-before-") }
    #expect(automatic == made.suffix(5).map { URL(fileURLWithPath: $0).lastPathComponent })
    #expect(Set(mine).isSubset(of: Set(files(in: folder))))
  }

  @Test func anOlderLibraryIsBackedUpBeforeItsSchemaChanges() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("old.sqlite")
    // A library as version 6 made it, with a history.
    do {
      let old = try Connection(path: path)
      try old.setJournalMode(.wal)
      try Migrator.migrate(old, upTo: 6)
      try old.run("INSERT INTO shows (id, title) VALUES (1, 'Old Lighthouse')")
      try old.run("INSERT INTO seasons (show_id, number) VALUES (1, 1)")
      try old.run(
        "INSERT INTO episodes (id, show_id, season, number, title) VALUES (11, 1, 1, 1, 'One')")
      try old.run(
        "INSERT INTO watch_events (episode_id, watched_at, source) VALUES (11, 1000, 'cli')")
    }
    let upgraded = try LibraryDatabase(path: path, seedStarterCatalog: false)
    let backups = files(in: upgraded.backupFolder)
    #expect(backups.count == 1)
    #expect(backups.first?.hasSuffix("-before-upgrade.sqlite") == true)
    // The backup is the library as it was: version 6.
    let backup = try Connection(path: upgraded.backupFolder + "/" + (backups.first ?? ""))
    #expect(try backup.userVersion() == 6)
  }

  @Test func tablesThatDoNotMatchTheirVersionAreOneErrorAndChangeNothing() throws {
    let library = try LibraryFile()
    try watchPilot(library)
    // Version 2 claimed, but the tables already have version 3's plays column.
    try library.raw.setUserVersion(2)
    #expect(throws: LibraryDatabaseError.schemaMismatch(version: 2)) {
      _ = try LibraryDatabase(path: library.path)
    }
    #expect(try library.raw.userVersion() == 2)
    #expect(try library.raw.scalar("SELECT count(*) FROM watch_events", as: Int.self) == 1)
    // The backup before the upgrade was made, and is the library as it was.
    #expect(files(in: library.database.backupFolder).count == 1)
  }
}
