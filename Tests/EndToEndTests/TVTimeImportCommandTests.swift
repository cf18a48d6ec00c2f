import Foundation
import Testing

/// `showtracker import tvtime PATH` (issue #42): TV Time's export folder, or one of its files.
struct TVTimeImportCommandTests {
  /// An export folder: the followed shows (one the library lacks), watches by show name (one of
  /// a show the library lacks), and a file the import does not read.
  private func exportFolder(in library: Library) throws -> String {
    let folder = library.home.appendingPathComponent("tvtime-export")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      "followed_tv_show.csv": "tv_show_name,tv_show_id,created_at,archived\r\n"
        + "The Lighthouse Keepers,990001,2020-07-26 07:22:07,0\r\n"
        + "\"Harbour Lights, Again\",123456,2020-07-26 07:22:07,0\r\n",
      "seen_episode_source.csv": "episode_number,created_at,tv_show_name,episode_season_number\n"
        + "1,2021-03-01 20:00:00,The Lighthouse Keepers (2010),1\n"
        + "2,2021-03-02 20:00:00,the lighthouse keepers,1\n"
        + "1,2021-03-03 20:00:00,\"Harbour Lights, Again\",1\n",
      "user_comments.csv": "comment,created_at\nnice,2021-03-01 20:00:00\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
  }

  @Test func aFolderImportsItsFilesAndListsTheShowsItCouldNotMatch() throws {
    let library = try Library()
    try library.importFixtures()
    let folder = try exportFolder(in: library)
    let result = try library.importTVTime(folder)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Imported \(folder): 2 files", "\(lines)")
    #expect(
      lines.contains("  followed_tv_show.csv: 1 follow added, 1 show not in the library"),
      "\(lines)")
    #expect(
      lines.contains(
        "  seen_episode_source.csv: 2 watch events added, 1 show not in the library"), "\(lines)")
    #expect(lines.contains("  not read: user_comments.csv"), "\(lines)")
    #expect(
      lines.contains("  not in the library, so not imported (add them and import again): 1 show"),
      "\(lines)")
    #expect(lines.contains("    Harbour Lights, Again: 1 play"), "\(lines)")
    #expect(try library.run("history").output.contains("Fog Signal"))

    // Again: nothing added, one undo takes the first import back.
    let again = try library.importTVTime(folder, "--json")
    #expect(again.status == 0, "\(again.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any])
    let report = try #require(json["report"] as? [String: Any])
    #expect(report["eventsAdded"] as? Int == 0)
    #expect(report["followsAdded"] as? Int == 0)
    #expect((report["unmatched"] as? [String: Int])?["Harbour Lights, Again"] == 1)
    #expect(try library.run("undo").status == 0)
    #expect(try library.run("history").output.contains("Fog Signal") == false)
  }

  @Test func aDryRunPrintsWhatWouldBeImportedAndWritesNothing() throws {
    let library = try Library()
    try library.importFixtures()
    let folder = try exportFolder(in: library)
    let dry = try library.importTVTime(folder, "--dry-run")
    #expect(dry.status == 0, "\(dry.errors)")
    let lines = dry.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "Would import \(folder): 2 files (a dry run: nothing was written)",
      "\(lines)")
    #expect(lines.contains("    Harbour Lights, Again: 1 play"), "\(lines)")
    #expect(try library.run("history").output.contains("Nothing watched yet."))
    #expect(try library.run("undo", "--list").output.contains("tvtime-export") == false)
    let json = try library.importTVTime(
      folder + "/seen_episode_source.csv", "--dry-run", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(document["dryRun"] as? Bool == true, "\(json.output)")
    // The real import then does what the dry run said.
    let real = try library.importTVTime(folder)
    #expect(
      real.output.split(separator: "\n").dropFirst().map(String.init) == Array(lines.dropFirst()),
      "\(real.output)")
  }

  @Test func oneFileOfTheExportImportsAlone() throws {
    let library = try Library()
    try library.importFixtures()
    let folder = try exportFolder(in: library)
    let result = try library.importTVTime(folder + "/seen_episode_source.csv")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("2 watch events added"), "\(result.output)")
    #expect(result.output.contains("Harbour Lights, Again: 1 play"), "\(result.output)")
  }

  @Test func aTVTimeFileOrFolderGivenToAnotherFormatIsNamedWithTheCommandThatReadsIt() throws {
    let library = try Library()
    let folder = try exportFolder(in: library)
    for format in ["trakt", "tvmaze"] {
      let file = try library.run("import", format, folder + "/followed_tv_show.csv")
      #expect(file.status == 1)
      #expect(file.errors.contains("this is a file of a TV Time export"), "\(file.errors)")
      #expect(file.errors.contains("import tvtime"), "\(file.errors)")
    }
    let trakt = try library.run("import", "trakt", folder)
    #expect(trakt.status == 1)
    #expect(trakt.errors.contains("import tvtime"), "\(trakt.errors)")
  }

  @Test func aBrokenRowNamesItsFileAndLineAndImportsNothing() throws {
    let library = try Library()
    try library.importFixtures()
    let file = try library.file(
      "seen_episode_source.csv",
      "tv_show_name,episode_season_number,episode_number,created_at\n"
        + "The Lighthouse Keepers,1,1,2021-03-01 20:00:00\n"
        + "The Lighthouse Keepers,1,,2021-03-01 20:00:00\n")
    let result = try library.importTVTime(file)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "showtracker: import failed: \(file): line 3: no episode number (episode_number)\n")
    #expect(try library.run("history").output.contains("Nothing watched yet."))
  }

  /// The export as TV Time sends it: a zip of the folder, unpacked with the system's `unzip`.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
  func aZipOfTheExportIsReadWhenUnzipIsInstalled() throws {
    let library = try Library()
    try library.importFixtures()
    let folder = try exportFolder(in: library)
    let zip = library.home.appendingPathComponent("tvtime-export.zip").path
    let zipping = Process()
    zipping.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
    zipping.currentDirectoryURL = library.home
    zipping.arguments = ["-q", "-r", zip, URL(fileURLWithPath: folder).lastPathComponent]
    try zipping.run()
    zipping.waitUntilExit()
    #expect(zipping.terminationStatus == 0)

    let withoutTools = try library.run(
      ["import", "tvtime", zip],
      environment: ["PATH": library.home.path, "SHOWTRACKER_TVMAZE_URL": Library.noTVMaze])
    #expect(withoutTools.status == 1)
    #expect(
      withoutTools.errors
        == "showtracker: cannot import: reading a .zip needs unzip or bsdtar, and neither is "
        + "installed; unpack \(zip) and import its folder\n")
    #expect(try library.run("history").output.contains("Nothing watched yet."))

    let hasUnzip = ["/usr/bin/unzip", "/usr/bin/bsdtar", "/bin/unzip"].contains {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard hasUnzip else { return }
    let result = try library.importTVTime(zip)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Imported \(zip): 2 files", "\(lines)")
    #expect(lines.contains("  not read: user_comments.csv"), "\(lines)")
    #expect(try library.run("history").output.contains("Fog Signal"))
    // Nothing of the unpacked folder is left behind.
    let left = try FileManager.default.contentsOfDirectory(
      atPath: FileManager.default.temporaryDirectory.path
    ).filter { $0.hasPrefix("showtracker-zip-") }
    #expect(left.isEmpty, "\(left)")
  }
}

extension Library {
  /// A TVMaze that cannot be reached (a closed port): a TV Time import's lookups of the shows
  /// the library lacks fail at once, and no test touches the network.
  static let noTVMaze = "http://127.0.0.1:9"

  /// Runs `showtracker import tvtime arguments…`, TVMaze being ``noTVMaze``.
  func importTVTime(_ arguments: String...) throws -> ShowTrackerBinary.Result {
    try run(
      ["import", "tvtime"] + arguments, environment: ["SHOWTRACKER_TVMAZE_URL": Library.noTVMaze])
  }
}
