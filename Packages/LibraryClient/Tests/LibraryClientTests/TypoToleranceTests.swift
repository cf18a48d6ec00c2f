import SeededRandom
import Testing

@testable import LibraryClient

/// Which titles a typo-tolerant search finds, and the distance it is built on, against a
/// plain reference.
struct TypoToleranceTests {
  @Test(arguments: [
    ("brakin", "Breaking Bad", 1),
    ("breaking bda", "Breaking Bad", 1),
    ("carnivle", "Carnivàle", 1),
    ("carnivale", "Carnivàle", 0),
    ("brekaing", "Breaking Bad", 1),  // a swap
    ("kronikn", "Krøniken", 1),  // folded as search folds: ø is o
    ("the wire", "The Wire", 0),
    ("wlaking dead", "The Walking Dead", 1),  // any word of the title, not only the first
    ("brakingg", "Breaking Bad", 2),  // eight letters: two edits
    ("breakingg bda", "Breaking Bad", 2),  // one edit in each word: two in all
  ])
  func titlesATypoAwayAreFound(query: String, title: String, edits: Int) {
    #expect(TypoTolerance(query: query).edits(toTitle: title) == edits)
  }

  @Test(arguments: [
    ("bad", "Bat Out of Hell"),  // three letters: no typo forgiven
    ("brkin", "Breaking Bad"),  // five letters, two edits
    ("brakni", "Breaking Bad"),  // six letters: one edit only
    ("breaking bdx", "Breaking Bad"),  // three-letter word: one edit, and this needs two
    ("brakinn bdaa", "Breaking Bad"),  // two edits in a seven-letter word
    ("sopranos", "Breaking Bad"),
  ])
  func titlesTooFarAreNot(query: String, title: String) {
    let edits = TypoTolerance(query: query).edits(toTitle: title)
    #expect(edits == nil, "\(query) → \(title): \(String(describing: edits))")
  }

  @Test func theBudgetFollowsTheQuerysLetters() {
    #expect(TypoTolerance(query: "abc").budget == 0)
    #expect(!TypoTolerance(query: "ab c").forgivesTypos)
    #expect(TypoTolerance(query: "abcd").budget == 1)
    #expect(TypoTolerance(query: "abcdefg").budget == 1)
    #expect(TypoTolerance(query: "abcdefgh").budget == 2)
    #expect(TypoTolerance(query: "  ").budget == 0)
  }

  /// The title words a title must hold: per query word, those whose start is within the
  /// word's limit, with the fewest edits, folded as titles are (the library keeps ø and ß) and
  /// split as the index splits them.
  @Test func closeTermsAreThoseAWordIsWithinItsLimitOf() {
    let terms = [
      "breaking", "bad", "better", "krøniken", "straße", "2001", "breakfast", "foo–bar",
    ]
    #expect(
      TypoTolerance(query: "brakin bad").closeTerms(among: terms)
        == [["breaking": 1], ["bad": 0, "foo–bar": 1]])
    #expect(TypoTolerance(query: "kronike").closeTerms(among: terms) == [["krøniken": 0]])
    #expect(TypoTolerance(query: "strase").closeTerms(among: terms) == [["straße": 1]])
    #expect(
      TypoTolerance(query: "brea").closeTerms(among: terms) == [["breaking": 0, "breakfast": 0]])
    #expect(TypoTolerance(query: "bad").closeTerms(among: terms) == [[:]])
  }

  /// The characters a close ASCII word has among its first ones: each query word's first
  /// `limit` + 1, at each of its first `limit` + 1 positions.
  @Test func termCharactersAreEachWordsFirstOnes() {
    #expect(TypoTolerance(query: "brakin").termCharacters == [["b", "r"], ["b", "r"], []])
    #expect(
      TypoTolerance(query: "breaking bda").termCharacters
        == [["b", "r", "e", "d"], ["b", "r", "e", "d"], ["b", "r", "e"]])
    #expect(TypoTolerance(query: "bad").termCharacters == [[], [], []])
  }

  /// Every close ASCII term has one of ``TypoTolerance/termCharacters`` at one of its first
  /// three positions, so reading only those words misses none. Random queries and terms over
  /// a small alphabet, where near misses are common.
  @Test func everyCloseTermHasOneOfTheTermCharacters() {
    var random = SeededGenerator(seed: 31)
    for step in 0..<2_000 {
      let query = (0..<(1 + Int(random.next() % 2))).map { _ in
        Self.text(random.word(maxLength: 9))
      }.joined(separator: " ")
      let terms = (0..<8).map { _ in Self.text(random.word(maxLength: 10)) }.filter {
        !$0.isEmpty
      }
      let tolerance = TypoTolerance(query: query)
      let characters = tolerance.termCharacters
      for close in tolerance.closeTerms(among: terms) {
        for term in close.keys {
          let start = Array(term.prefix(3))
          #expect(
            start.indices.contains { characters[$0].contains(start[$0]) },
            "seed 31, step \(step): \(query) → \(term), characters \(characters)")
        }
      }
    }
  }

  /// The ways of sharing edits among the query words: a title within `edits` holds, for one
  /// of them, a term of every list.
  @Test func matchesShareTheEditsAmongTheWords() {
    let query = TypoTolerance(query: "breaking bda")
    let close = [["breaking": 0, "breakin": 1], ["bad": 1]]
    #expect(query.matches(within: 0, closeTerms: close) == [])
    #expect(query.matches(within: 1, closeTerms: close) == [[["breaking"], ["bad"]]])
    #expect(
      query.matches(within: 2, closeTerms: close)
        == [[["breaking"], ["bad"]], [["breakin", "breaking"], ["bad"]]])
    #expect(
      TypoTolerance(query: "brakin").matches(
        within: 1, closeTerms: [["breaking": 1, "brakes": 1]]) == [[["brakes", "breaking"]]])
  }

  /// The banded prefix distance equals the plain one: the least optimal-string-alignment
  /// distance from the word to any prefix of the target, computed in full, when it is within
  /// the limit. Random words over a small alphabet, so that near misses are common.
  @Test func thePrefixDistanceIsTheLeastDistanceToAPrefix() {
    var random = SeededGenerator(seed: 30)
    for step in 0..<3_000 {
      let word = random.word(maxLength: 7)
      let target = random.word(maxLength: 9)
      let limit = Int(random.next() % 3)
      let expected = (0...target.count).map { Self.osa(word, Array(target.prefix($0))) }.min()!
      let banded = TypoTolerance.prefixDistance(word, target, limit: limit)
      #expect(
        banded == (expected <= limit ? expected : nil),
        "seed 30, step \(step): \(Self.text(word)) → \(Self.text(target)), limit \(limit)")
    }
  }

  /// Optimal string alignment, the whole table: the reference.
  static func osa(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }

  static func text(_ scalars: [UInt32]) -> String {
    String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
  }
}

extension SeededGenerator {
  /// A word of up to `maxLength` letters from "abc".
  mutating func word(maxLength: Int) -> [UInt32] {
    let length = Int(next() % UInt64(maxLength + 1))
    return (0..<length).map { _ in 97 + UInt32(next() % 3) }
  }
}
