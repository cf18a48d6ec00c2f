/// Which titles a search that forgives typos finds: those whose words are within a small edit
/// distance of the query's words, as search reads them (folded by ``TitleFolding``, each
/// query word a prefix of a title word).
///
/// The distance is Damerau–Levenshtein (optimal string alignment: an insertion, a deletion, a
/// substitution or two neighbouring letters swapped is one edit), between a query word and the
/// closest start of a title word, so "brakin" is one edit from "breakin", the start of
/// "breaking". How many edits a query may hold follows its length in letters:
///
/// | letters in the query | edits in all | edits in one word                        |
/// |----------------------|--------------|------------------------------------------|
/// | 1–3                  | 0            | –                                        |
/// | 4–7                  | 1            | 1 (none in a word of 1–2 letters)        |
/// | 8 or more            | 2            | 1 in a word of 3–7 letters, 2 in longer  |
///
/// So "carnivle" finds "Carnivàle" (one edit in eight letters) and "breaking bda" finds
/// "Breaking Bad" (a swap in a three-letter word of an eleven-letter query), while "bad" finds
/// only what starts with "bad".
///
/// ```swift
/// let query = TypoTolerance(query: "breaking bda")
/// query.edits(toTitle: "Breaking Bad")     // 1
/// query.edits(toTitle: "Better Call Saul") // nil
/// ```
public struct TypoTolerance: Sendable {
  /// The query's words, folded, as Unicode scalar values.
  let words: [[UInt32]]
  /// How many edits each word may hold.
  let allowances: [Int]
  /// How many edits the whole query may hold.
  public let budget: Int

  /// The rules for `query`, as typed.
  public init(query: String) {
    let words = Self.words(of: TitleFolding.folded(query))
    let letters = words.reduce(0) { $0 + $1.count }
    let budget = letters < 4 ? 0 : letters < 8 ? 1 : 2
    self.words = words
    self.budget = budget
    allowances = words.map { word in
      Swift.min(budget, word.count <= 2 ? 0 : word.count < 8 ? 1 : 2)
    }
  }

  /// Whether any title can be a typo away: the query has four letters or more.
  public var forgivesTypos: Bool { budget > 0 }

  /// The fewest edits that make each query word the start of a word of `title`, in all; `nil`
  /// when the query's rules allow no such edits (a word too far from every title word, or more
  /// edits in all than the budget). 0 is a title that plain search finds.
  public func edits(toTitle title: String) -> Int? {
    guard budget > 0 else { return nil }
    let titleWords = Self.words(
      of: Self.isASCII(title) ? title.lowercased() : TitleFolding.folded(title))
    var total = 0
    for (index, word) in words.enumerated() {
      let allowed = Swift.min(allowances[index], budget - total)
      var best: Int?
      for titleWord in titleWords {
        if let distance = Self.prefixDistance(word, titleWord, limit: allowed) {
          best = Swift.min(best ?? distance, distance)
          if distance == 0 { break }
        }
      }
      guard let best else { return nil }
      total += best
    }
    return total
  }

  /// For each of a title word's first three positions, the characters one of which a title
  /// word of plain ASCII must have there to be close to a query word: a word within `k` edits
  /// of a query word has one of its first `k` + 1 characters among its own first `k` + 1 (each
  /// edit takes at most one of those out of what the two share). What a search reads of the
  /// library's title words (``closeTerms(among:)`` then compares each exactly).
  ///
  /// ```swift
  /// TypoTolerance(query: "brakin").termCharacters  // [["b", "r"], ["b", "r"], []]
  /// ```
  public var termCharacters: [Set<Character>] {
    var characters = [Set<Character>](repeating: [], count: 3)
    guard budget > 0 else { return characters }
    for (word, limit) in zip(words, allowances) {
      let window = word.prefix(limit + 1).compactMap(Unicode.Scalar.init).map(Character.init)
      for position in 0..<Swift.min(limit + 1, characters.count) {
        characters[position].formUnion(window)
      }
    }
    return characters
  }

  /// For each query word, the library's title words among `terms` that a title word must be
  /// for ``edits(toTitle:)`` to forgive that query word, each with the fewest edits it takes:
  /// those whose start is within the word's edit limit. A title the tolerance finds holds one
  /// of them for every query word, so a search fetches only the shows holding them
  /// (``matches(within:closeTerms:)``) instead of comparing every title.
  ///
  /// Each term is folded as titles are (``TitleFolding``) when it is not plain ASCII, and split
  /// into words as the index splits it ("foo–bar" is two; the closer counts); a word is compared
  /// only with a term's first letters, as many as the word has plus its limit: terms that share
  /// those letters are compared once.
  ///
  /// ```swift
  /// TypoTolerance(query: "brakin bad").closeTerms(among: ["breaking", "bad", "better"])
  /// // [["breaking": 1], ["bad": 0]]
  /// ```
  public func closeTerms(among terms: [String]) -> [[String: Int]] {
    var close = words.map { _ in [String: Int]() }
    guard budget > 0 else { return close }
    // Per query word, the edits to a start of a term (as many letters as the word plus its
    // limit), nil when too many: terms sharing it are compared once.
    var known = words.map { _ in [[UInt32]: Int?]() }
    for term in terms {
      let termWords =
        Self.isASCII(term)
        ? [term.utf8.map(UInt32.init)] : Self.words(of: TitleFolding.folded(term))
      for (index, word) in words.enumerated() {
        let limit = allowances[index]
        let edits = termWords.compactMap { termWord -> Int? in
          // A word more letters shorter than the limit is too far (numbers, mostly).
          guard termWord.count + limit >= word.count else { return nil }
          let start = Array(termWord.prefix(word.count + limit))
          if let edits = known[index][start] { return edits }
          let edits = Self.prefixDistance(word, start, limit: limit)
          known[index][start] = edits
          return edits
        }.min()
        if let edits { close[index][term] = edits }
      }
    }
    return close
  }

  /// The titles at most `edits` from the query, by their words: for one way of sharing the
  /// edits among the query words (each within its limit, no more than `edits` in all), a title
  /// holding, for every query word, one of `closeTerms` (``closeTerms(among:)``) with no more
  /// than its share. So a title whose edits are exactly `e` is in `matches(within: e)` and not
  /// in `matches(within: e - 1)`, and search takes the titles one edit away, then two, each in
  /// title order, without comparing the rest.
  ///
  /// ```swift
  /// let query = TypoTolerance(query: "brakin")
  /// query.matches(within: 1, closeTerms: [["breaking": 1, "brakes": 1]])
  /// // [[["brakes", "breaking"]]]
  /// ```
  public func matches(within edits: Int, closeTerms: [[String: Int]]) -> [[[String]]] {
    guard edits >= 0, closeTerms.count == words.count else { return [] }
    var result: [[[String]]] = []
    func share(_ index: Int, left: Int, lists: [[String]]) {
      guard index < words.count else {
        result.append(lists)
        return
      }
      for own in 0...Swift.min(left, allowances[index]) {
        let terms = closeTerms[index].filter { $0.value <= own }.keys.sorted()
        guard !terms.isEmpty else { continue }
        // A word that needs no more edits than it has shares nothing more with the others.
        share(index + 1, left: left - own, lists: lists + [terms])
        if closeTerms[index].allSatisfy({ $0.value <= own }) { break }
      }
    }
    share(0, left: Swift.min(edits, budget), lists: [])
    return result
  }

  // MARK: - Internal

  /// The words of folded `text`: runs of letters and digits, as the search index's tokenizer
  /// splits it.
  static func words(of text: String) -> [[UInt32]] {
    var words: [[UInt32]] = []
    var current: [UInt32] = []
    for scalar in text.unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        current.append(scalar.value)
      } else if !current.isEmpty {
        words.append(current)
        current = []
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  private static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The optimal-string-alignment distance between `word` and the closest prefix of `target`,
  /// or `nil` when it is more than `limit`.
  static func prefixDistance(_ word: [UInt32], _ target: [UInt32], limit: Int) -> Int? {
    let n = word.count
    // A prefix longer than the word plus the limit costs more than the limit.
    let m = Swift.min(target.count, n + limit)
    guard n - limit <= m else { return nil }
    if n == 0 { return 0 }
    // Rows of the table over word[..<i] against target[..<j].
    var before = [Int](repeating: 0, count: m + 1)
    var previous = Array(0...m)
    var current = [Int](repeating: 0, count: m + 1)
    for i in 1...n {
      current[0] = i
      var rowBest = current[0]
      if m > 0 {
        for j in 1...m {
          let cost = word[i - 1] == target[j - 1] ? 0 : 1
          var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, word[i - 1] == target[j - 2], word[i - 2] == target[j - 1] {
            value = Swift.min(value, before[j - 2] + 1)
          }
          current[j] = value
          rowBest = Swift.min(rowBest, value)
        }
      }
      // Every later row is at least this row's least value.
      if rowBest > limit { return nil }
      (before, previous, current) = (previous, current, before)
    }
    // `previous` is the last row: the word against each prefix of the target.
    let best = previous.min() ?? limit + 1
    return best <= limit ? best : nil
  }
}
