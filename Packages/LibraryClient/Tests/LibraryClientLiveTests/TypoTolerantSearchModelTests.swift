import Foundation
import Identifiers
import LibraryClient
import LibraryClientLive
import LibraryDatabase
import SeededRandom
import Testing

/// The search that forgives typos compares the query with the search index's distinct words
/// and fetches only the shows holding close ones; on random libraries and typed-wrong queries it
/// finds what comparing the query with every title finds, in the same order.
struct TypoTolerantSearchModelTests {
  /// Words titles are made of: plain ones that differ by a letter or two, and ones search
  /// folds (accents, ø, ß, æ, capitals).
  static let lexicon = [
    "harbor", "harbour", "harp", "lantern", "lanterns", "meridian", "meridien", "breaking",
    "braking", "bad", "bead", "krøniken", "kroniken", "straße", "strasse", "æon", "aeon",
    "carnivàle", "carnival", "amélie", "Émile", "the", "of", "a", "sea", "seas", "saul", "soul",
    "café", "cafe", "night", "knight", "Nights", "Zephyr", "zephir", "ember", "embers", "x",
    "grey's", "greys", "2001", "24",
  ]

  @Test(arguments: 0..<12 as Range<UInt64>)
  func findsWhatComparingEveryTitleFinds(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let database = try LibraryDatabase.inMemory()
    let titles = (0..<Int.random(in: 20...60, using: &random)).map { _ in
      (0..<Int.random(in: 1...4, using: &random)).map { _ in
        Self.lexicon[Int.random(in: 0..<Self.lexicon.count, using: &random)]
      }.joined(separator: " ")
    }
    let shows = titles.enumerated().map { index, title in
      "{\"id\": \(900 + index), \"name\": \"\(title)\", \"premiered\": \"2001-01-01\", "
        + "\"genres\": []}"
    }
    _ = try database.importData(
      Data("[\(shows.joined(separator: ","))]".utf8), format: .tvmaze, source: "shows.json")
    let library = LibraryClient.live(database: database)
    for step in 0..<25 {
      let query = Self.typo(
        of: titles[Int.random(in: 0..<titles.count, using: &random)], using: &random)
      let page = try await library.search(query, 500)
      let expected = try Self.reference(query, database)
      let found = page.results.filter(\.isApproximate).map(\.show.id.rawValue)
      #expect(
        found == expected.near,
        "seed \(seed) step \(step): \"\(query)\" in \(titles)")
      #expect(page.totalCount == expected.exact + expected.near.count, "seed \(seed) \(query)")
    }
  }

  /// What search found before it used the index's words: every title compared with the query,
  /// the fewest edits first, then A to Z, leaving out what plain search finds.
  static func reference(
    _ query: String, _ database: LibraryDatabase
  ) throws -> (exact: Int, near: [Int64]) {
    let exact = Set(try database.searchShows(matching: query, limit: 500).map(\.show.id))
    let tolerance = TypoTolerance(query: query)
    guard tolerance.forgivesTypos else { return (exact.count, []) }
    let near = try database.showTitles().enumerated().compactMap {
      index, title -> (edits: Int, index: Int, id: Int64)? in
      guard !exact.contains(title.id), let edits = tolerance.edits(toTitle: title.title),
        edits > 0
      else { return nil }
      return (edits, index, title.id)
    }.sorted { ($0.edits, $0.index) < ($1.edits, $1.index) }
    return (exact.count, near.map(\.id))
  }

  /// Some words of `title`, each maybe cut short, with up to two random edits (a letter
  /// changed, added, dropped or two swapped).
  static func typo(of title: String, using random: inout SeededGenerator) -> String {
    let words = title.split(separator: " ")
    let first = Int.random(in: 0..<words.count, using: &random)
    let last = Int.random(in: first..<min(words.count, first + 2), using: &random)
    var letters = Array(
      words[first...last].map { word in
        String(word.prefix(Int.random(in: max(1, word.count - 2)...word.count, using: &random)))
      }.joined(separator: " "))
    let alphabet = Array("abcdeilnorsuæø")
    for _ in 0..<Int.random(in: 0...2, using: &random) where !letters.isEmpty {
      let at = Int.random(in: 0..<letters.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: letters[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      case 1: letters.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: at)
      case 2: letters.remove(at: at)
      default:
        if at + 1 < letters.count { letters.swapAt(at, at + 1) }
      }
    }
    return String(letters)
  }
}
