import Foundation
import Testing

/// `showtracker rate`, and Trakt ratings, watchlists and collections through `import trakt`.
struct RateAndWatchlistCommandTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  @Test func ratingAShowASeasonAndAnEpisodeSaysWhatItDidAndIsUndone() throws {
    let library = try library()
    let episode = try library.run("rate", show, "S01E02", "9")
    #expect(episode.status == 0, "\(episode.errors)")
    #expect(episode.output == "\(show) S01E02: rated 9/10\n")
    #expect(try library.run("rate", show, "S01E02", "9").output.contains("already rated 9/10"))
    #expect(
      try library.run("rate", show, "--season", "2", "7").output.contains("season 2: rated 7/10"))
    #expect(try library.run("rate", show, "10").output == "\(show): rated 10/10\n")
    #expect(try library.run("rate", show, "--clear").output == "\(show): rating cleared\n")
    let undo = try library.run("undo")
    #expect(undo.output.contains("clearing a rating of \(show)"), "\(undo.output)")
    #expect(try library.run("rate", show, "--clear").output.contains("rating cleared"))
  }

  @Test func undoListNamesTheShowTheEpisodesAndTheRatingsValues() throws {
    let library = try library()
    try library.run("rate", show, "S01E02", "7")
    try library.run("rate", show, "S01E02", "9")
    try library.run("rate", show, "--season", "1", "6")
    try library.run("rate", show, "--season", "1", "--clear")
    try library.run("watch", show, "--up-to", "S01E03")
    try library.run("unwatch", show, "S01E02")
    let list = try library.run("undo", "--list")
    #expect(list.status == 0, "\(list.errors)")
    // The fixtures' imports follow, each naming its file.
    #expect(
      list.output.hasPrefix(
        """
        Next to undo, the next first:
        1. removing 1 watch of \(show) S01E02
        2. marking \(show) S01E01–S01E03 watched
        3. clearing a rating of \(show) season 1 (was 6/10)
        4. rating \(show) season 1 as 6/10
        5. rating \(show) S01E02 as 9/10 (was 7/10)
        6. rating \(show) S01E02 as 7/10
        7. the import of

        """.dropLast()))
    #expect(try library.run("undo").output == "Undid: removing 1 watch of \(show) S01E02\n")
    #expect(try library.run("redo").output == "Redid: removing 1 watch of \(show) S01E02\n")
  }

  @Test func aBadRatingOrAMissingEpisodeIsOneLineAndChangesNothing() throws {
    let library = try library()
    let cases: [([String], Int32, String)] = [
      (["rate", show, "11"], 2, "a rating is a whole number from 1 to 10, not '11'"),
      (["rate", show], 2, "missing RATING (1 to 10) or --clear"),
      (["rate", show, "S09E01", "5"], 1, "\(show) has no episode S09E01"),
      (["rate", show, "--season", "8", "5"], 1, "\(show) has no season 8"),
      (["rate", show, "S01E01", "--season", "1", "5"], 2, "not both"),
    ]
    for (arguments, status, message) in cases {
      let result = try library.run(arguments)
      #expect(result.status == status, "\(arguments): \(result.errors)")
      #expect(result.errors.contains(message), "\(arguments): \(result.errors)")
      #expect(result.errors.split(separator: "\n").first?.contains(message) == true)
    }
    #expect(try library.run("undo", "--list").output.contains("rating") == false)
  }

  @Test func traktRatingsAndAWatchlistImportAndACollectionIsRefusedByName() throws {
    let library = try library()
    let ratings = try library.file(
      "ratings.json",
      """
      [{"rated_at": "2022-03-01T10:00:00.000Z", "rating": 8, "type": "episode",
        "episode": {"season": 1, "number": 1, "title": "First Light", "ids": {"tvmaze": 910101}},
        "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}}},
       {"rated_at": "2022-03-01T10:00:00.000Z", "rating": 5, "type": "movie",
        "movie": {"title": "A Film", "year": 2001, "ids": {"trakt": 77}}}]
      """)
    let imported = try library.run("import", "trakt", ratings)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(imported.output.contains("1 rating given or changed"))
    #expect(!imported.output.contains("watchlist"))
    #expect(imported.output.contains("skipped: 1 movie"))
    #expect(try library.run("rate", show, "S01E01", "8").output.contains("already rated 8/10"))

    let watchlist = try library.file(
      "watchlist.json",
      """
      [{"rank": 1, "id": 5, "listed_at": "2023-01-01T00:00:00.000Z", "type": "show",
        "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}}}]
      """)
    #expect(
      try library.run("import", "trakt", watchlist).output.contains("1 saved to the watchlist"))
    // The show's first watch takes it off the watchlist, and the message says so.
    let watched = try library.run("watch", show, "S01E01")
    #expect(watched.output.hasPrefix("\(show): marked 1 episode watched; it left the watchlist"))

    let collection = try library.file(
      "collection.json",
      """
      [{"last_collected_at": "2014-09-01T09:10:11.000Z",
        "show": {"title": "The Lighthouse Keepers", "year": 2010, "ids": {"tvmaze": 900001}},
        "seasons": [{"number": 1, "episodes": [{"number": 1, "collected_at": "2014-09-01T09:10:11.000Z"}]}]}]
      """)
    let refused = try library.run("import", "trakt", collection)
    #expect(refused.status != 0)
    #expect(
      refused.errors.contains("a Trakt collection: it lists what you own, not what you watched"))
  }
}
