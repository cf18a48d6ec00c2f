import Foundation
import SQLite
import SeededRandom
import Testing

@testable import LibraryDatabase

/// The titles' distinct words (`show_title_words`, schema v16), kept by triggers, and the
/// queries a search forgiving typos makes of them and of the index.
@Suite struct TitleWordsTests {
  /// Title pieces with repeats, capitals, punctuation, digits and letters that are not ASCII.
  static let pieces = [
    "Breaking", "bad", "BAD", "Grey's", "9-1-1:", "Lone", "Star", "Carnivàle", "Straße",
    "Foo–Bar", "the", "The", "24", "x", "Æon", "ÉCOLE", "a.b.c", "  ", "Bad-Bad",
  ]

  /// The words v16 counts in `title`: runs of ASCII letters and digits (lower case) and of
  /// characters that are not ASCII, each once per title. The reference of the model test.
  static func words(of title: String) -> Set<String> {
    var words: Set<String> = []
    var current = ""
    for scalar in title.unicodeScalars {
      if !scalar.isASCII {
        current.unicodeScalars.append(scalar)
      } else if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current += String(scalar).lowercased()
      } else {
        if !current.isEmpty { words.insert(current) }
        current = ""
      }
    }
    if !current.isEmpty { words.insert(current) }
    return words
  }

  static func table(_ connection: Connection) throws -> [String: Int] {
    Dictionary(
      uniqueKeysWithValues: try connection.query("SELECT word, shows FROM show_title_words").map {
        (try $0.get(0, as: String.self), try $0.get(1, as: Int.self))
      })
  }

  static func expected(_ titles: [Int: String]) -> [String: Int] {
    titles.values.reduce(into: [:]) { counts, title in
      for word in words(of: title) { counts[word, default: 0] += 1 }
    }
  }

  /// Whatever shows are added, renamed and removed, the table holds each word of the titles
  /// with how many titles hold it, and no other word. Seeded random sequences against the
  /// titles kept in a dictionary; a failure prints the seed, the step and the titles.
  @Test(arguments: 0..<6 as Range<UInt64>)
  func theWordsFollowTheTitles(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let connection = try Connection(path: ":memory:")
    try Migrator.migrate(connection)
    var titles: [Int: String] = [:]
    var nextID = 1
    for step in 0..<60 {
      let title = (0..<(1 + Int(random.next() % 4))).map { _ in
        Self.pieces[Int(random.next() % UInt64(Self.pieces.count))]
      }.joined(separator: " ")
      let existing = titles.keys.sorted()
      switch random.next() % 4 {
      case 0 where !existing.isEmpty:
        let id = existing[Int(random.next() % UInt64(existing.count))]
        _ = try connection.run("DELETE FROM shows WHERE id = ?1", [id])
        titles[id] = nil
      case 1 where !existing.isEmpty:
        let id = existing[Int(random.next() % UInt64(existing.count))]
        _ = try connection.run("UPDATE shows SET title = ?1 WHERE id = ?2", [title, id])
        titles[id] = title
      default:
        _ = try connection.run("INSERT INTO shows (id, title) VALUES (?1, ?2)", [nextID, title])
        titles[nextID] = title
        nextID += 1
      }
      let table = try Self.table(connection)
      #expect(
        table == Self.expected(titles),
        "seed \(seed), step \(step): titles \(titles.sorted { $0.key < $1.key })")
      if table != Self.expected(titles) { return }
    }
  }

  /// An older library's titles are counted when it is upgraded.
  @Test func anUpgradedLibraryCountsItsTitlesWords() throws {
    let connection = try Connection(path: ":memory:")
    try Migrator.migrate(connection, upTo: TitleWordsSchema.version - 1)
    try connection.execute(
      "INSERT INTO shows (id, title) VALUES (1, 'Breaking Bad'), (2, 'Bad Bad Bad'), "
        + "(3, 'Carnivàle'), (4, 'Grey''s Anatomy')")
    try Migrator.migrate(connection)
    #expect(
      try Self.table(connection)
        == ["breaking": 1, "bad": 2, "carnivàle": 1, "grey": 1, "s": 1, "anatomy": 1])
  }

  /// Undoing an import removes its titles' words, as it removes the shows.
  @Test func undoingAnImportRemovesItsWords() throws {
    let database = try LibraryDatabase.inMemory()
    let page = #"[{"id": 1, "name": "Zephyr Falls", "genres": []}]"#
    _ = try database.importData(page.utf8Data, format: .tvmaze, source: "page.json")
    #expect(try database.titleWords(withCharacters: [["z"]]) == ["zephyr"])
    #expect(try database.undoLastChange() != nil)
    #expect(try database.titleWords(withCharacters: [["z"]]) == [])
  }

  /// The words read are those with one of the characters at its position, and every word
  /// that is not ASCII.
  @Test func titleWordsAreThoseWithACharacterAtItsPosition() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      #"[{"id": 1, "name": "Breaking Bad", "genres": []}, {"id": 2, "name": "Abba Rules", "genres": []}, {"id": 3, "name": "Carnivàle", "genres": []}, {"id": 4, "name": "Zed 24", "genres": []}]"#
        .utf8Data, format: .tvmaze, source: "page.json")
    #expect(
      Set(try database.titleWords(withCharacters: [["b"]])) == ["breaking", "bad", "carnivàle"])
    #expect(
      Set(try database.titleWords(withCharacters: [[], ["b", "4"]]))
        == ["abba", "24", "carnivàle"])
    #expect(Set(try database.titleWords(withCharacters: [[], [], ["'"]])) == ["carnivàle"])
  }

  /// A match finds the titles holding a word of each list of one alternative and of no
  /// exception's, in title order, other than those excluded; a word of several index words is
  /// those words in a row.
  @Test func aMatchFindsTitlesByTheirWords() throws {
    let database = try LibraryDatabase.inMemory()
    let titles = ["Breaking Bad", "Breakin' Bad", "Breaking Bread", "Foo–Bar", "Bar Foo"]
    _ = try database.importData(
      ("["
        + titles.enumerated().map { #"{"id": \#($0 + 1), "name": "\#($1)", "genres": []}"# }
        .joined(separator: ",") + "]").utf8Data, format: .tvmaze, source: "page.json")
    func found(_ match: TitleWordMatch, excluding: [Int64] = [], limit: Int = 10) throws
      -> [String]
    {
      let titles = try database.showTitles(match, excluding: excluding, limit: limit).map(\.title)
      #expect(try database.countShows(match, excluding: excluding) == min(titles.count, 10))
      return titles
    }
    #expect(
      try found(TitleWordMatch(alternatives: [[["breaking", "breakin"], ["bad"]]]))
        == ["Breakin' Bad", "Breaking Bad"])
    #expect(
      try found(
        TitleWordMatch(alternatives: [[["breaking"]]], exceptions: [[["bread"]]]))
        == ["Breaking Bad"])
    #expect(try found(TitleWordMatch(alternatives: [[["bread"]], [["breakin"]]])).count == 2)
    #expect(try found(TitleWordMatch(alternatives: [[["foo–bar"]]])) == ["Foo–Bar"])
    #expect(
      try found(TitleWordMatch(alternatives: [[["bad"]]]), excluding: [1]) == ["Breakin' Bad"])
    #expect(try database.showTitles(TitleWordMatch(alternatives: [[["bad"]]]), limit: 1).count == 1)
    #expect(try found(TitleWordMatch(alternatives: [[["bad"], []]])) == [])
    #expect(try found(TitleWordMatch(alternatives: [])) == [])
    #expect(try found(TitleWordMatch(alternatives: [[["quote\"d"]]])) == [])
  }

  /// On libraries large enough for either way of finding a match's first titles (walking the
  /// title index, or reading the matches' rows), the first `limit` matching titles in title
  /// order are the reference's: the library's titles in order, filtered by their words. Words
  /// common and rare, and one held only by titles at the end of the order, so that a walk
  /// that does not fill the page hands over to reading the rows.
  @Test func aMatchFindsTheFirstTitlesInOrderOnALargeLibrary() throws {
    let common = ["harbor", "lantern", "orchard", "meridian", "falcon", "cinder"]
    for seed in 1...UInt64(4) {
      var random = SeededGenerator(seed: seed)
      let database = try LibraryDatabase.inMemory()
      let count = 1_200
      let titles = (1...count).map { id -> String in
        if id > count - 90 { return "Zulu \(common[random.next(below: 6)]) late \(id)" }
        let first = common[random.next(below: 6)].capitalized
        let second =
          random.next(below: 3) == 0
          ? "Rare\(random.next(below: 40))" : common[random.next(below: 6)]
        return "\(first) \(second) \(id)"
      }
      _ = try database.importData(
        ("["
          + titles.enumerated().map { #"{"id": \#($0 + 1), "name": "\#($1)", "genres": []}"# }
          .joined(separator: ",") + "]").utf8Data, format: .tvmaze, source: "page.json")
      let ordered = try database.showTitles()
      for _ in 0..<30 {
        let word = ["late", "rare\(random.next(below: 40))", common[random.next(below: 6)]][
          random.next(below: 3)]
        let excluded = (0..<random.next(below: 4)).map { _ in Int64(1 + random.next(below: count)) }
        let limit = [1, 5, 25, 60][random.next(below: 4)]
        let expected = ordered.filter {
          Self.words(of: $0.title).contains(word) && !excluded.contains($0.id)
        }.prefix(limit).map(\.id)
        let found = try database.showTitles(
          TitleWordMatch(alternatives: [[[word]]]), excluding: excluded, limit: limit)
        #expect(
          found.map(\.id) == Array(expected),
          "seed \(seed): \(word), excluding \(excluded), limit \(limit)")
      }
    }
  }

  /// The walk of the title index is tried only when the matches are many against the page, and
  /// goes ten entries per match.
  @Test func theTitleWalkIsBoundedByTheMatches() {
    #expect(LibraryDatabase.titleWalkBound(matches: 25, shows: 10_000, limit: 25) == nil)
    #expect(LibraryDatabase.titleWalkBound(matches: 30, shows: 10_000, limit: 25) == nil)
    #expect(LibraryDatabase.titleWalkBound(matches: 777, shows: 10_000, limit: 25) == 7_770)
    #expect(LibraryDatabase.titleWalkBound(matches: 7_743, shows: 100_000, limit: 25) == 77_430)
  }
}
