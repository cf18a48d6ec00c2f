import Foundation
import Testing

/// `showtracker check`, `backup`, and the backup an import makes first.
struct MaintenanceCommandTests {
  @Test func aHealthyLibraryChecksOutAndSaysWhatItHolds() throws {
    let library = try Library()
    let check = try library.run("check")
    #expect(check.status == 0, "\(check.errors)")
    #expect(check.output.hasPrefix("The library is healthy\n"))
    #expect(check.output.contains("shows ·"))
    let json = try library.run("check", "--json")
    #expect(json.output.contains("\"healthy\" : true"))
  }

  @Test func aBackupCanBeOpenedAsTheLibraryItCopied() throws {
    let library = try Library()
    try library.importFixtures()
    _ = try library.run("watch", "The Lighthouse Keepers", "--season", "1")
    let target = library.home.appendingPathComponent("saved/copy.sqlite").path
    let backup = try library.run("backup", target)
    #expect(backup.status == 0, "\(backup.errors)")
    #expect(backup.output == "Backed up the library to \(target)\n")
    let history = try library.run(["--db", target, "history", "--json"])
    let original = try library.run("history", "--json")
    #expect(history.output == original.output)
    let again = try library.run("backup", target)
    #expect(again.status == 1)
    #expect(again.errors == "showtracker: \(target) already exists\n")
    // Without a file: into the backups folder beside the library.
    let beside = try library.run("backup")
    #expect(beside.status == 0)
    #expect(beside.output.contains(library.home.appendingPathComponent("backups/library-").path))
  }

  @Test func anImportIntoALibraryWithAHistoryBacksItUpFirst() throws {
    let library = try Library()
    let first = try library.run(
      "import", "tvmaze", try library.file("first.json", Fixtures.lighthouseKeepers))
    #expect(first.status == 0, "\(first.errors)")
    let folder = library.home.appendingPathComponent("backups").path
    #expect(!FileManager.default.fileExists(atPath: folder))
    _ = try library.run("watch", "The Lighthouse Keepers", "S01E01")
    let file = try library.file("new.json", Fixtures.lightkeepersDaughter)
    let imported = try library.run("import", "tvmaze", file)
    #expect(imported.status == 0, "\(imported.errors)")
    let backups = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(backups.count == 1)
    #expect(backups.first?.hasSuffix("-before-import.sqlite") == true)
    #expect(imported.output.contains("the library was backed up first, to \(folder)/"))
    // The same file again changes nothing, so it leaves no backup.
    let again = try library.run("import", "tvmaze", file)
    #expect(again.status == 0, "\(again.errors)")
    #expect(!again.output.contains("backed up"), "\(again.output)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == backups)
  }
}
