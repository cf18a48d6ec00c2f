import Foundation
import Testing

/// Specials are kept apart on the command line (issue #43, item 1), with TVMaze's two kinds:
/// one filed in season 1 with `"number": null` (as TVMaze files Game of Thrones' "Inside"
/// specials) and two of season 0, one not aired yet.
struct SpecialsCommandTests {
  static let quay = """
    {
      "id": 900077, "name": "Quay Street", "premiered": "2020-01-06", "ended": "2021-01-11",
      "status": "Ended", "genres": ["Drama"], "network": {"name": "Harbour TV"},
      "_embedded": {"episodes": [
        {"id": 977101, "season": 1, "number": 1, "name": "Arrival", "airdate": "2020-01-06", "type": "regular"},
        {"id": 977102, "season": 1, "number": 2, "name": "Tides", "airdate": "2020-01-13", "type": "regular"},
        {"id": 977109, "season": 1, "number": null, "name": "Inside Quay Street", "airdate": "2020-01-20", "type": "significant_special"},
        {"id": 977201, "season": 2, "number": 1, "name": "Departure", "airdate": "2021-01-04", "type": "regular"},
        {"id": 977202, "season": 2, "number": 2, "name": "Return", "airdate": "2021-01-11", "type": "regular"},
        {"id": 977001, "season": 0, "number": 1, "name": "Christmas at the Quay", "airdate": "2020-12-25", "type": "insignificant_special"},
        {"id": 977002, "season": 0, "number": 2, "name": "The Quay Revisited", "airdate": "2099-01-01", "type": "significant_special"}
      ]}
    }
    """

  func library() throws -> Library {
    let library = try Library()
    let result = try library.run("import", "tvmaze", try library.file("quay.json", Self.quay))
    #expect(result.status == 0, "\(result.errors)")
    return library
  }

  func historyTitles(_ library: Library) throws -> [String] {
    let entries =
      try library.json("history", "--json", "--limit", "50")["entries"] as? [[String: Any]]
    return entries?.compactMap { $0["title"] as? String } ?? []
  }

  @Test func showNextAndTheJSONKeepTheSpecialsApart() throws {
    let library = try library()
    let season = try library.run("watch", "Quay Street", "--season", "1")
    #expect(season.status == 0, "\(season.errors)")
    #expect(season.output.contains("marked 2 episodes watched"), "\(season.output)")

    let show = try library.run("show", "Quay Street")
    #expect(show.status == 0, "\(show.errors)")
    let lines = show.output.split(separator: "\n").map(String.init)
    #expect(show.output.contains("2/4 watched · 50%"), "\(show.output)")
    #expect(show.output.contains("Next      S02E01 · Departure"), "\(show.output)")
    #expect(show.output.contains("Season 1 · 2/2 watched"))
    #expect(show.output.contains("Specials · 0/3 watched"))
    let specials = try #require(lines.firstIndex { $0.hasPrefix("Specials") })
    let inside = try #require(lines.firstIndex { $0.contains("Inside Quay Street") })
    #expect(inside > specials)
    #expect(lines[inside].hasPrefix("  · S01 "), "\(lines[inside])")

    let next = try library.run("next")
    #expect(next.status == 0, "\(next.errors)")
    #expect(next.output.contains("S02E01 · Departure"), "\(next.output)")
    #expect(next.output.contains("2 left"), "\(next.output)")

    let json = try #require(
      try library.json("show", "Quay Street", "--json")["show"] as? [String: Any])
    #expect(json["watched"] as? Int == 2)
    #expect(json["aired"] as? Int == 4)
    let seasons = try #require(json["seasons"] as? [[String: Any]])
    #expect(seasons.map { $0["title"] as? String } == ["Season 1", "Season 2", "Specials"])
    let listed = try #require(seasons.last?["episodes"] as? [[String: Any]])
    #expect(
      listed.map { $0["title"] as? String } == [
        "Inside Quay Street", "Christmas at the Quay", "The Quay Revisited",
      ])
    #expect(listed.first?["season"] as? Int == 1)
    #expect(listed.first?["number"] == nil)
  }

  @Test func watchAllLeavesTheSpecialsOutAndSeasonZeroMarksTheAiredOnes() throws {
    let library = try library()
    let all = try library.run("watch", "Quay Street", "--all")
    #expect(all.status == 0, "\(all.errors)")
    #expect(all.output.contains("marked 4 episodes watched"), "\(all.output)")
    #expect(try historyTitles(library).count == 4)
    #expect(
      !(try historyTitles(library)).contains {
        $0.contains("Inside Quay Street") || $0.contains("Christmas at the Quay")
      })

    let specials = try library.run("watch", "Quay Street", "--season", "0")
    #expect(specials.status == 0, "\(specials.errors)")
    #expect(specials.output.contains("marked 2 episodes watched"), "\(specials.output)")
    let titles = try historyTitles(library)
    #expect(titles.count == 6)
    #expect(titles.contains { $0.contains("Inside Quay Street") })
    #expect(!titles.contains { $0.contains("The Quay Revisited") })
  }

  @Test func theWebShowPageAndMyShowsKeepTheSpecialsApart() async throws {
    let library = try library()
    #expect(try library.run("watch", "Quay Street", "--season", "1").status == 0)
    let results =
      try library.json("search", "quay", "--json")["results"] as? [[String: Any]]
    let id = try #require(results?.first?["id"] as? Int)
    let server = try Server(library)
    let page = try await server.request("/shows/\(id)")
    #expect(page.status == 200)
    let html = page.text
    #expect(html.contains("2 of 4 aired episodes watched"))
    #expect(html.contains("Next: S02E01 · Departure"))
    let specials = try #require(html.range(of: ">Specials</h2>"))
    let seasonTwo = try #require(html.range(of: ">Season 2</h2>"))
    let inside = try #require(html.range(of: "Inside Quay Street"))
    #expect(inside.lowerBound > specials.lowerBound)
    #expect(seasonTwo.lowerBound < specials.lowerBound)
    let shows = try await server.request("/my-shows")
    #expect(shows.status == 200)
    #expect(shows.text.contains("2/4"))
  }
}
