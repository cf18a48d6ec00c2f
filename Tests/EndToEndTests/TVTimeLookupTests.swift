import Foundation
import TVMazeTestSupport
import Testing

/// `showtracker import tvtime` looks up on TVMaze the shows the library lacks (issue #42): by
/// TheTVDB id, else by a title one show has; the shows found are saved in the import's own undo
/// step. TVMaze is a local server (``TVMazeLibrary``): no test touches the network.
@Suite struct TVTimeLookupTests {
  let tvmaze: TVMazeLibrary

  init() throws {
    tvmaze = try TVMazeLibrary()
    try tvmaze.library.importFixtures()
  }

  /// An export folder: Harbour Lights (TheTVDB 880001, which the library lacks) followed and
  /// two of its episodes watched (by name only), a show TVMaze has two of, and one of the
  /// library's own shows.
  private func exportFolder() throws -> String {
    let folder = tvmaze.library.home.appendingPathComponent("tvtime-export")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      "followed_tv_show.csv": "tv_show_name,tv_show_id,created_at,archived\r\n"
        + "Harbour Lights,880001,2020-07-26 07:22:07,0\r\n"
        + "The Lighthouse Keepers,990001,2020-07-26 07:22:07,0\r\n",
      "seen_episode_source.csv": "episode_number,created_at,tv_show_name,episode_season_number\n"
        + "1,2021-03-01 20:00:00,Harbour Lights,1\n"
        + "2,2021-03-02 20:00:00,Harbour Lights,1\n"
        + "1,2021-03-03 20:00:00,Harbour Master,1\n"
        + "1,2021-03-04 20:00:00,The Lighthouse Keepers,1\n",
    ]
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
  }

  /// TVMaze's answers: Harbour Lights by its TheTVDB id, and two shows titled Harbour Master.
  private func serveTVMaze() {
    tvmaze.server.lookUp(
      "/lookup/shows?thetvdb=880001", status: 301, show: 700001, TVMazeCommandTests.show())
    tvmaze.server.route(
      "/search/shows?q=Harbour%20Master",
      .json(
        """
        [{"score": 0.9, "show": {"id": 700002, "name": "Harbour Master", "premiered": "2019-01-01"}},
         {"score": 0.8, "show": {"id": 700003, "name": "Harbour Master", "premiered": "1998-01-01"}}]
        """))
  }

  @Test func aShowTheLibraryLacksIsFoundByItsTheTVDBIDAndImportedInOneUndoStep() throws {
    serveTVMaze()
    let folder = try exportFolder()
    let result = try tvmaze.run("import", "tvtime", folder)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("  looked up on TVMaze: 2 shows, 1 found and added with its episodes"),
      "\(lines)")
    #expect(lines.contains("    Harbour Lights: found, TVMaze show 700001 “Harbour Lights”"))
    #expect(
      lines.contains(
        "    Harbour Master: not found (it has no TheTVDB or IMDb id, and 2 shows on TVMaze "
          + "have its title and the file has no year to choose by)"), "\(lines)")
    #expect(
      lines.contains(
        "  seen_episode_source.csv: 3 watch events added, 1 show not in the library"),
      "\(lines)")
    #expect(lines.contains("    Harbour Master: 1 play"), "\(lines)")
    #expect(tvmaze.server.count(of: "/lookup/shows?thetvdb=880001") == 1)
    let history = try tvmaze.run("history").output
    #expect(history.contains("Harbour Lights"), "\(history)")
    #expect(try tvmaze.run("shows").output.contains("Harbour Lights"))

    // Again: the show is now the library's, found without TVMaze; nothing is added.
    let again = try tvmaze.run("import", "tvtime", folder, "--json")
    let report =
      try #require(
        try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any])["report"]
      as? [String: Any]
    #expect(report?["eventsAdded"] as? Int == 0, "\(again.output)")
    #expect(report?["showsAdded"] as? Int == 0, "\(again.output)")
    #expect(tvmaze.server.count(of: "/lookup/shows?thetvdb=880001") == 1)

    // One undo takes the import back whole, the show it added with it.
    #expect(try tvmaze.run("undo").status == 0)
    #expect(try tvmaze.run("history").output.contains("Nothing watched yet."))
    let show = try tvmaze.run("show", "Harbour Lights")
    #expect(show.status == 1, "\(show.output)")
  }

  @Test func aDryRunLooksUpAndWritesNothing() throws {
    serveTVMaze()
    let folder = try exportFolder()
    let dry = try tvmaze.run("import", "tvtime", folder, "--dry-run")
    #expect(dry.status == 0, "\(dry.errors)")
    let lines = dry.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix("(a dry run: nothing was written)") == true, "\(lines)")
    #expect(lines.contains("    Harbour Lights: found, TVMaze show 700001 “Harbour Lights”"))
    #expect(
      lines.contains(
        "  seen_episode_source.csv: 3 watch events added, 1 show not in the library"),
      "\(lines)")
    #expect(try tvmaze.run("history").output.contains("Nothing watched yet."))
    #expect(try tvmaze.run("show", "Harbour Lights").status == 1)
    #expect(try tvmaze.run("undo", "--list").output.contains("tvtime-export") == false)
  }

  @Test func aTitleOnlyOneShowOnTVMazeHasIsFound() throws {
    tvmaze.server.route("/search/shows?q=Harbour%20Lights", .json(TVMazeCommandTests.search))
    tvmaze.server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let file = try tvmaze.library.file(
      "seen_episode_source.csv",
      "tv_show_name,episode_season_number,episode_number,created_at\n"
        + "Harbour Lights (2015),1,3,2021-03-01 20:00:00\n")
    let result = try tvmaze.run("import", "tvtime", file)
    #expect(result.status == 0, "\(result.errors)")
    #expect(
      result.output.contains("Harbour Lights (2015): found, TVMaze show 700001"),
      "\(result.output)")
    #expect(result.output.contains("1 watch event added"), "\(result.output)")
    #expect(try tvmaze.run("history").output.contains("Tide 3"))
  }

  @Test func withTVMazeDownTheShowsStayUnmatchedAndTheRestIsImported() throws {
    let folder = try exportFolder()
    let result = try tvmaze.library.importTVTime(folder)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("  looked up on TVMaze: 2 shows, 0 found"), "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("    TVMaze could not be asked (")
          && $0.hasSuffix("): Harbour Lights, Harbour Master")
      }, "\(lines)")
    #expect(lines.contains("    Harbour Lights: 2 plays"), "\(lines)")
    #expect(
      lines.contains("  seen_episode_source.csv: 1 watch event added, 2 shows not in the library"),
      "\(lines)")
  }
}
