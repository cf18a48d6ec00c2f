import Foundation
import TVMazeTestSupport
import Testing

/// Shows the library lacks on the watchlist: `watchlist add TITLE` finding the show on TVMaze,
/// and `refresh` finding a show a Trakt watchlist saved by its ids and title alone (by its IMDb
/// or TheTVDB id through `/lookup/shows`, else by its title and year), against a local server
/// serving TVMaze-shaped answers: no test touches the network.
@Suite struct WatchlistTVMazeTests {
  let tvmaze: TVMazeLibrary

  init() throws {
    tvmaze = try TVMazeLibrary()
  }

  /// The `shows` of `watchlist --json`.
  func watchlist() throws -> [[String: Any]] {
    try #require(try tvmaze.library.json("watchlist", "--json")["shows"] as? [[String: Any]])
  }

  /// Everything the library holds, as `export` writes it (watches, follows, ratings, the
  /// watchlist), and The Lighthouse Keepers' page: what must not change.
  func everythingElse() throws -> [String] {
    let export = try tvmaze.library.run("export")
    #expect(export.status == 0, "\(export.errors)")
    let show = try tvmaze.library.run("show", "The Lighthouse Keepers", "--json")
    return [export.output, show.output, try tvmaze.library.run("undo", "--list").output]
  }

  /// Imports a Trakt watchlist of one show, Harbour Lights (2015), with `ids` (JSON), and
  /// rates it 7.
  func saveFromTrakt(ids: String, title: String = "Harbour Lights", year: Int = 2015) throws {
    let file = try tvmaze.library.file(
      "watchlist.json",
      """
      [{"rank": 1, "id": 1, "listed_at": "2023-04-01T12:00:00.000Z", "type": "show",
        "show": {"title": "\(title)", "year": \(year), "ids": \(ids)}}]
      """)
    let imported = try tvmaze.library.run("import", "trakt", file)
    #expect(imported.output.contains("1 saved to the watchlist"), "\(imported.output)")
    #expect(try tvmaze.library.run("rate", title, "7").status == 0)
    #expect(try watchlist().first?["inLibrary"] as? Bool == false)
  }

  /// That the show saved from Trakt is now Harbour Lights as TVMaze has it, the same show of
  /// the library (`id`), still on the watchlist and rated.
  func expectResolved(id: Any?) throws {
    let saved = try #require(try watchlist().first)
    #expect(saved["showId"] as? Int == id as? Int)
    #expect(saved["inLibrary"] as? Bool == true, "\(saved)")
    #expect(saved["episodes"] as? Int == 3)
    #expect(saved["network"] as? String == "Coast TV")
    let show = try tvmaze.library.json("show", "Harbour Lights", "--json")
    #expect((show["show"] as? [String: Any])?["rating"] as? Int == 7, "\(show)")
    #expect((show["show"] as? [String: Any])?["watchlisted"] as? Bool == true)
    #expect(try tvmaze.library.run("show", "Harbour Lights").output.contains("0/3 watched"))
  }

  // MARK: - watchlist add

  @Test func aTitleTheLibraryLacksIsAddedFromTVMazeUnfollowedInOneUndoStep() throws {
    try tvmaze.library.importFixtures()
    let before = try everythingElse()
    tvmaze.server.route("/search/shows?q=Harbour%20Lights", .json(TVMazeCommandTests.search))
    tvmaze.server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let added = try tvmaze.run("watchlist", "add", "Harbour Lights")
    #expect(added.status == 0, "\(added.errors)")
    #expect(
      added.output
        == "Harbour Lights: added to the library from TVMaze (not followed) and saved to the "
        + "watchlist\nData from TVMaze.com, licensed CC BY-SA 4.0\n")
    let saved = try #require(try watchlist().first)
    #expect(saved["title"] as? String == "Harbour Lights")
    #expect(saved["inLibrary"] as? Bool == true)
    #expect(saved["episodes"] as? Int == 3)
    let opened = try tvmaze.library.json("show", "Harbour Lights", "--json")
    #expect((opened["show"] as? [String: Any])?["followed"] as? Bool == false, "\(opened)")
    // Again: the library has it now, TVMaze is not asked.
    #expect(
      try tvmaze.run("watchlist", "add", "Harbour Lights").output
        == "Harbour Lights: already on the watchlist\n")
    #expect(tvmaze.server.count(of: "/search/shows?q=Harbour%20Lights") == 1)
    // One undo step takes the show and its entry back; nothing else changed.
    let undone = try tvmaze.library.run("undo")
    #expect(undone.output.contains("adding Harbour Lights from TVMaze"), "\(undone.output)")
    #expect(try watchlist().isEmpty)
    #expect(try tvmaze.library.run("show", "Harbour Lights").status != 0)
    #expect(try everythingElse().dropLast() == before.dropLast())
  }

  @Test func asJSONTheChangeSaysTheShowWasAddedFromTVMaze() throws {
    tvmaze.server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let document = try JSONSerialization.jsonObject(
      with: Data(try tvmaze.run("watchlist", "add", "tvmaze:700001", "--json").output.utf8))
    let change = try #require((document as? [String: Any])?["change"] as? [String: Any])
    #expect(change["title"] as? String == "Harbour Lights")
    #expect(change["addedFromTVMaze"] as? Bool == true)
    #expect(change["watchlisted"] as? Bool == true)
    #expect(change["changed"] as? Bool == true)
    // A show the library has: no such key.
    let again = try tvmaze.library.json("watchlist", "remove", "Harbour Lights", "--json")
    #expect((again["change"] as? [String: Any])?["addedFromTVMaze"] == nil)
  }

  @Test func anAmbiguousTitleIsRefusedNamingTheChoicesAndNothingIsSaved() throws {
    try tvmaze.library.importFixtures()
    let before = try everythingElse()
    tvmaze.server.route("/search/shows?q=Harbour", .json(TVMazeCommandTests.search))
    let refused = try tvmaze.run("watchlist", "add", "Harbour")
    #expect(refused.status == 1)
    #expect(
      refused.errors
        == "showtracker: no show called 'Harbour' in the library, and it matches 2 shows on "
        + "TVMaze; save one by its id (showtracker watchlist add tvmaze:ID): tvmaze:700001 "
        + "Harbour Lights (2015, Coast TV), tvmaze:700002 Harbour Master (2019, Streamly)\n",
      "\(refused.errors)")
    #expect(refused.output.isEmpty)
    tvmaze.server.route("/search/shows?q=Nothing%20Like%20It", .json("[]"))
    let none = try tvmaze.run("watchlist", "add", "Nothing Like It")
    #expect(none.status == 1)
    #expect(
      none.errors.hasSuffix(
        "no show called 'Nothing Like It' in the library, and none on TVMaze matches it\n"),
      "\(none.errors)")
    #expect(try everythingElse() == before)
    #expect(tvmaze.server.count(of: "/shows/700001?embed=episodes") == 0)
  }

  // MARK: - refresh of a show known by ids alone

  @Test func aRefreshFindsAShowByItsIMDbIDAndKeepsItsEntryAndRating() throws {
    try saveFromTrakt(ids: #"{"trakt": 9, "imdb": "tt8800001"}"#)
    let id = try watchlist().first?["showId"]
    tvmaze.server.lookUp(
      "/lookup/shows?imdb=tt8800001", status: 302, show: 700001, TVMazeCommandTests.show())
    // The whole refresh (`r` in the app), with nothing followed.
    let refreshed = try tvmaze.run("refresh")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    #expect(
      refreshed.output.hasPrefix("Refreshed Harbour Lights from TVMaze: 3 new episodes"),
      "\(refreshed.output)")
    #expect(tvmaze.server.count(of: "/search/shows?q=Harbour%20Lights") == 0)
    try expectResolved(id: id)
  }

  @Test func aShowNamedIsFoundByItsTheTVDBID() throws {
    try saveFromTrakt(ids: #"{"trakt": 9, "tvdb": 880001}"#)
    let id = try watchlist().first?["showId"]
    tvmaze.server.lookUp(
      "/lookup/shows?thetvdb=880001", status: 301, show: 700001, TVMazeCommandTests.show())
    let refreshed = try tvmaze.run("refresh", "Harbour Lights")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    try expectResolved(id: id)
  }

  @Test func withoutIDsTVMazeKnowsTheOneShowOfItsTitleAndYearIsTaken() throws {
    // Its Trakt id alone; TVMaze has two shows of the title, one from its year.
    try saveFromTrakt(ids: #"{"trakt": 9}"#)
    let id = try watchlist().first?["showId"]
    tvmaze.server.route(
      "/search/shows?q=Harbour%20Lights",
      .json(
        """
        [{"score": 0.9, "show": {"id": 700003, "name": "Harbour Lights", "premiered": "1999-01-01"}},
         {"score": 0.8, "show": {"id": 700001, "name": "harbour lights", "premiered": "2015-03-01"}},
         {"score": 0.5, "show": {"id": 700002, "name": "Harbour Master", "premiered": "2015-01-01"}}]
        """))
    tvmaze.server.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let refreshed = try tvmaze.run("refresh")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    #expect(tvmaze.server.count(of: "/shows/700003?embed=episodes") == 0)
    try expectResolved(id: id)
    // It is the same show, not a second one of the title.
    #expect(try tvmaze.library.run("show", "Harbour").status == 0)
  }

  @Test func aShowTVMazeCannotTellIsLeftAsItWasAndTheSummaryNamesItWithTheReason() throws {
    try tvmaze.library.importFixtures()
    try saveFromTrakt(ids: #"{"trakt": 9, "tvdb": 880001}"#)
    let before = try everythingElse()
    // TheTVDB id unknown (404), and two shows of its title and year.
    tvmaze.server.route(
      "/search/shows?q=Harbour%20Lights",
      .json(
        """
        [{"score": 0.9, "show": {"id": 700003, "name": "Harbour Lights", "premiered": "2015-01-01"}},
         {"score": 0.8, "show": {"id": 700001, "name": "Harbour Lights", "premiered": "2015-03-01"}}]
        """))
    tvmaze.server.route("/updates/shows?since=month", .json("{}"))
    let refreshed = try tvmaze.run("refresh")
    #expect(refreshed.status == 0, "\(refreshed.errors)")
    #expect(
      refreshed.output.contains(
        "not found on TVMaze, left as they were: Harbour Lights (TVMaze does not know its "
          + "TheTVDB id 880001, and 2 shows on TVMaze have its title and year (2015))"),
      "\(refreshed.output)")
    #expect(try watchlist().first?["inLibrary"] as? Bool == false)
    #expect(tvmaze.server.requests.allSatisfy { !$0.target.hasSuffix("?embed=episodes") })
    // Named on its own, it is an error with the same reason, and changes nothing either.
    let named = try tvmaze.run("refresh", "Harbour Lights")
    #expect(named.status == 1)
    #expect(
      named.errors.contains(
        "cannot find Harbour Lights on TVMaze, so it cannot be refreshed: TVMaze does not "
          + "know its TheTVDB id 880001, and 2 shows"), "\(named.errors)")
    #expect(try everythingElse() == before)
  }
}
