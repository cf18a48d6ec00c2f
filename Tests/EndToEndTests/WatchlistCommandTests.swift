import Foundation
import Testing

/// `showtracker watchlist`, `watchlist add SHOW` and `watchlist remove SHOW`, with `--json`,
/// as undo steps, and a show's first watch taking it off.
struct WatchlistCommandTests {
  let show = "The Lighthouse Keepers"

  func library() throws -> Library {
    let library = try Library()
    try library.importFixtures()
    return library
  }

  /// The `shows` of `watchlist --json`.
  func shows(_ library: Library) throws -> [[String: Any]] {
    let document = try library.json("watchlist", "--json")
    #expect(document["status"] as? String == "loaded")
    return try #require(document["shows"] as? [[String: Any]])
  }

  @Test func addingListingAndRemovingSayWhatTheyDidAndAreUndoSteps() throws {
    let library = try library()
    let empty = try library.run("watchlist")
    #expect(empty.status == 0, "\(empty.errors)")
    #expect(empty.output.contains("No shows saved yet"))
    #expect(try shows(library).isEmpty)

    let added = try library.run("watchlist", "add", show)
    #expect(added.status == 0, "\(added.errors)")
    #expect(added.output == "\(show): saved to the watchlist\n")
    #expect(
      try library.run("watchlist", "add", show).output == "\(show): already on the watchlist\n")
    let listed = try library.run("watchlist")
    #expect(listed.output.contains("Watchlist · 1 show"), "\(listed.output)")
    let row = listed.output.split(separator: "\n").first { $0.contains(show) } ?? ""
    #expect(row.contains("North Sea TV"), "\(row)")
    #expect(row.contains("episodes"), "\(row)")
    #expect(row.contains("added 20"), "\(row)")
    let saved = try #require(try shows(library).first)
    #expect(saved["title"] as? String == show)
    #expect(saved["inLibrary"] as? Bool == true)
    #expect((saved["episodes"] as? Int ?? 0) > 0)
    #expect(saved["showId"] is Int)
    #expect(saved["addedAt"] is String)

    // Removing, as JSON: what it did and the list after it.
    let removed = try library.json("watchlist", "remove", show, "--json")
    let change = try #require(removed["change"] as? [String: Any])
    #expect(change["title"] as? String == show)
    #expect(change["watchlisted"] as? Bool == false)
    #expect(change["changed"] as? Bool == true)
    #expect((removed["shows"] as? [Any])?.isEmpty == true)
    #expect(
      try library.run("watchlist", "remove", show).output == "\(show): was not on the watchlist\n")

    // Each is one undo step; the one that changed nothing is none.
    #expect(
      try library.run("undo", "--list").output.contains("removing \(show) from the watchlist"))
    let undone = try library.run("undo")
    #expect(undone.output.contains("removing \(show) from the watchlist"), "\(undone.output)")
    #expect(try shows(library).map { $0["title"] as? String } == [show])
    #expect(try library.run("undo").output.contains("saving \(show) to the watchlist"))
    #expect(try shows(library).isEmpty)
    #expect(try library.run("redo").status == 0)
    #expect(try shows(library).count == 1)
    #expect(try library.run("redo").status == 0)
    #expect(try shows(library).isEmpty)
  }

  @Test func aShowsFirstWatchTakesItOffAndTheShowSaysItIsOnTheList() throws {
    let library = try library()
    #expect(try library.run("watchlist", "add", show).status == 0)
    let opened = try library.json("show", show, "--json")
    #expect((opened["show"] as? [String: Any])?["watchlisted"] as? Bool == true, "\(opened)")
    let watched = try library.run("watch", show, "S01E01")
    #expect(watched.output.hasPrefix("\(show): marked 1 episode watched; it left the watchlist"))
    #expect(try shows(library).isEmpty)
    // Undoing the watch puts it back on.
    #expect(try library.run("undo").status == 0)
    #expect(try shows(library).count == 1)
  }

  @Test func aShowSavedFromATraktWatchlistByItsIDsAloneIsListedAsNotInTheLibrary() throws {
    let library = try library()
    let file = try library.file(
      "watchlist.json",
      """
      [{"rank": 1, "id": 1, "listed_at": "2023-04-01T12:00:00.000Z", "type": "show",
        "show": {"title": "Velvet Static", "year": 2024,
                 "ids": {"trakt": 90, "tvdb": 700090, "imdb": "tt9000090"}}}]
      """)
    #expect(try library.run("import", "trakt", file).output.contains("1 saved to the watchlist"))
    let listed = try library.run("watchlist")
    #expect(listed.output.contains("Velvet Static"))
    #expect(listed.output.contains("not in the library yet"))
    #expect(listed.output.contains("`showtracker refresh \"Velvet Static\"` fetches it"))
    let saved = try #require(try shows(library).first)
    #expect(saved["title"] as? String == "Velvet Static")
    #expect(saved["year"] as? Int == 2024)
    #expect(saved["inLibrary"] as? Bool == false)
    #expect(saved["episodes"] as? Int == 0)
    #expect(saved["addedAt"] as? String == "2023-04-01T12:00:00Z")
    // It is named like any show.
    #expect(
      try library.run("watchlist", "remove", "Velvet Static").output
        == "Velvet Static: removed from the watchlist\n")
  }

  /// (A title the library lacks is looked up on TVMaze: `WatchlistTVMazeTests`.)
  @Test func badArgumentsAndUnknownShowsAreOneLineAndChangeNothing() throws {
    let library = try library()
    #expect(try library.run("watchlist", "add", show).status == 0)
    let cases: [([String], Int32, String)] = [
      (["watchlist", "add"], 2, "missing SHOW after add"),
      (["watchlist", "remove"], 2, "missing SHOW after remove"),
      (["watchlist", "frob"], 2, "unknown subcommand 'frob'"),
      (["watchlist", "add", "The", "Lighthouse"], 2, "unexpected argument 'Lighthouse'"),
      (["watchlist", "remove", "nothing"], 1, "no show called 'nothing' in the library"),
    ]
    for (arguments, status, message) in cases {
      let result = try library.run(arguments)
      #expect(result.status == status, "\(arguments): \(result.errors)")
      #expect(
        result.errors.split(separator: "\n").first?.contains(message) == true,
        "\(arguments): \(result.errors)")
      #expect(result.output.isEmpty, "\(arguments): \(result.output)")
    }
    #expect(try shows(library).map { $0["title"] as? String } == [show])
  }
}
