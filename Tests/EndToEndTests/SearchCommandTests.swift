import Foundation
import Testing

struct SearchCommandTests {
  @Test func aFreshLibraryHasTheStarterCatalog() throws {
    let result = try Library().run("search", "breaking")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("Breaking Bad"))
    #expect(result.errors.isEmpty)
  }

  @Test func resultsShowYearsNetworkStatusAndProgress() throws {
    let library = try Library()
    try library.importFixtures()
    try library.run("watch", "The Lighthouse Keepers", "S01E01")
    let result = try library.run("search", "lighthouse")
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "1 show matches “lighthouse”")
    let row = try #require(lines.first { $0.contains("The Lighthouse Keepers") })
    for cell in ["2010–2011", "North Sea TV", "Ended", "1/6"] {
      #expect(row.contains(cell), "\(cell) missing from \(row)")
    }
  }

  @Test func theBestMatchComesFirst() throws {
    let library = try Library()
    try library.importFixtures()
    let json = try library.json("search", "the light", "--json")
    let titles = (json["results"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
    #expect(titles?.prefix(2).sorted() == ["The Lighthouse Keepers", "The Lightkeeper's Daughter"])
    #expect(json["status"] as? String == "results")
    #expect(json["query"] as? String == "the light")
  }

  /// The frictions of issue 30: a typo or two still finds the show, under "Did you mean",
  /// after whatever matches as typed, and the JSON says which is which.
  @Test(arguments: ["brakin", "breaking bda", "Braeking"])
  func aTypoStillFindsTheShowAsDidYouMean(query: String) throws {
    let library = try Library()
    let result = try library.run("search", query)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(lines.first == "No show in your library matches “\(query)”")
    let heading = try #require(lines.firstIndex { $0.hasPrefix("Did you mean") })
    #expect(lines[heading + 1].contains("Breaking Bad"), "\(result.output)")
    let json = try library.json("search", query, "--json")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.first?["title"] as? String == "Breaking Bad")
    #expect(results.allSatisfy { $0["didYouMean"] as? Bool == true })
  }

  @Test func exactMatchesAreNotDidYouMean() throws {
    let json = try Library().json("search", "breaking", "--json")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.first?["title"] as? String == "Breaking Bad")
    #expect(results.first?["didYouMean"] as? Bool == false)
    #expect(!(try Library().run("search", "breaking").output.contains("Did you mean")))
  }

  @Test func carnivleFindsCarnivale() throws {
    let library = try Library()
    let show = """
      {"id": 2251, "name": "Carnivàle", "premiered": "2003-09-14", "genres": ["Drama"],
       "network": {"id": 8, "name": "HBO"}}
      """
    #expect(try library.run("import", "tvmaze", try library.file("c.json", show)).status == 0)
    let result = try library.run("search", "carnivle")
    #expect(result.output.contains("Did you mean"), "\(result.output)")
    #expect(result.output.contains("Carnivàle"), "\(result.output)")
  }

  @Test func noMatchIsNotAFailure() throws {
    let result = try Library().run("search", "zzyzx")
    #expect(result.status == 0)
    #expect(result.output == "No show in your library matches “zzyzx”\n")
  }

  @Test func hostileTitlesPrintHarmlessly() throws {
    let library = try Library()
    try library.importFixtures()
    let result = try library.run("search", "evil")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("Evil ␛[31mRed␛[0m \u{FFFD}2J Show"))
    #expect(
      !result.output.unicodeScalars.contains { $0 == "\u{1B}" || (0x80...0x9F).contains($0.value) })
    let json = try library.run("search", "evil", "--json")
    #expect(json.output.contains(#"Evil \u001b[31mRed\u001b[0m \u009B2J Show"#))
  }

  @Test func noColourWhenPipedOrAskedNotTo() throws {
    let library = try Library()
    #expect(try !library.run("search", "breaking").output.contains("\u{1B}"))
  }
}
