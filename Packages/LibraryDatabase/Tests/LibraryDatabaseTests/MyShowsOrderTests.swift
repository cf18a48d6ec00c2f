import Foundation
import LibraryDatabase
import SeededRandom
import Testing

/// My Shows by progress: the largest share of aired episodes watched first, and equal shares
/// A to Z, ignoring case; by rating: the highest rated first, equal ratings A to Z, the shows
/// not rated last, A to Z.
@Suite struct MyShowsOrderTests {
  /// A followed show with `aired` episodes aired in 2020, the first `watched` of them watched.
  struct Case: CustomStringConvertible {
    var title: String
    var aired: Int
    var watched: Int
    /// The show's own rating, if rated.
    var rating: Int? = nil
    var description: String { "\(title) \(watched)/\(aired) \(rating.map(String.init) ?? "-")" }
  }

  func library(_ cases: [Case]) throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory()
    for (index, show) in cases.enumerated() {
      let id = 5000 + index
      let episodes = (1...show.aired).map { number in
        """
        {"id": \(id * 100 + number), "name": "Part \(number)", "season": 1, "number": \(number),
         "airdate": "2020-01-\(number < 10 ? "0" : "")\(number)", "runtime": 30}
        """
      }
      let json = """
        {"id": \(id), "name": "\(show.title)", "status": "Running", "premiered": "2020-01-01",
         "_embedded": {"episodes": [\(episodes.joined(separator: ","))]}}
        """
      _ = try database.importData(Data(json.utf8), format: .tvmaze, source: "\(id).json")
      let showID = try #require(try database.shows(titled: show.title).first).id
      try database.follow(showID: showID, at: Date(timeIntervalSince1970: Double(index)))
      let watched = try database.episodes(ofShow: showID).prefix(show.watched).map(\.id)
      if !watched.isEmpty {
        try database.markWatched(
          episodeIDs: Array(watched), at: Date(timeIntervalSince1970: 1_000), source: "test")
      }
      if let rating = show.rating { try database.setRating(rating, of: .show(showID)) }
    }
    return database
  }

  func byProgress(_ database: LibraryDatabase, limit: Int = 50) throws -> [String] {
    try database.myShows(today: "2026-12-01", filter: .following, order: .progress, limit: limit)
      .map(\.title)
  }

  @Test func showsAtTheSameProgressAreListedAToZIgnoringCase() throws {
    let database = try library([
      Case(title: "zephyr Bay", aired: 2, watched: 0),
      Case(title: "Atlas Point", aired: 3, watched: 0),
      Case(title: "marble Hill", aired: 1, watched: 0),
    ])
    #expect(try byProgress(database) == ["Atlas Point", "marble Hill", "zephyr Bay"])
    #expect(try byProgress(database, limit: 2) == ["Atlas Point", "marble Hill"])
  }

  @Test func aLargerShareComesFirstWhateverTheTitle() throws {
    let database = try library([
      Case(title: "Atlas Point", aired: 4, watched: 1),
      Case(title: "Zephyr Bay", aired: 2, watched: 1),
      Case(title: "Marble Hill", aired: 4, watched: 2),
      Case(title: "Cobalt Row", aired: 3, watched: 3),
    ])
    // Zephyr Bay and Marble Hill both have half: A to Z between them.
    #expect(try byProgress(database) == ["Cobalt Row", "Marble Hill", "Zephyr Bay", "Atlas Point"])
  }

  /// Random libraries against the rule itself: share descending, then title A to Z ignoring case.
  @Test(arguments: [UInt64(1), 2, 3, 29, 4242])
  func randomLibrariesAreInTheOrderOfTheRule(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let words = ["atlas", "bramble", "cobalt", "delta", "ember", "falcon", "glacier", "harbor"]
    let cases = words.shuffled(using: &random).prefix(Int.random(in: 3...8, using: &random))
      .map { word in
        let aired = Int.random(in: 1...4, using: &random)
        let title = Bool.random(using: &random) ? word.capitalized : word
        return Case(title: title, aired: aired, watched: Int.random(in: 0...aired, using: &random))
      }
    let expected = cases.sorted { left, right in
      let (l, r) = (
        Double(left.watched) / Double(left.aired), Double(right.watched) / Double(right.aired)
      )
      return l != r ? l > r : left.title.lowercased() < right.title.lowercased()
    }
    let database = try library(cases)
    #expect(try byProgress(database) == expected.map(\.title), "seed \(seed): \(cases)")
    // Every page size, the small ones kept while more shows than twice the page go by; each
    // listed show with its next episode, the first one not watched.
    for limit in 1...cases.count {
      let page = try database.myShows(
        today: "2026-12-01", filter: .following, order: .progress, limit: limit)
      let wanted = expected.prefix(limit)
      #expect(page.map(\.title) == wanted.map(\.title), "seed \(seed) limit \(limit): \(cases)")
      #expect(
        page.map { $0.next?.title }
          == wanted.map { $0.watched < $0.aired ? "Part \($0.watched + 1)" : nil },
        "seed \(seed) limit \(limit): \(cases)")
    }
  }

  /// Random libraries by rating against the rule: rating descending, ties and the unrated
  /// (last) A to Z ignoring case; for the followed shows and for every show, whole and cut.
  @Test(arguments: [UInt64(1), 2, 3, 29, 4242])
  func randomLibrariesByRatingAreInTheOrderOfTheRule(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let words = ["atlas", "bramble", "cobalt", "delta", "ember", "falcon", "glacier", "harbor"]
    let cases = words.shuffled(using: &random).prefix(Int.random(in: 3...8, using: &random))
      .map { word in
        Case(
          title: Bool.random(using: &random) ? word.capitalized : word, aired: 2, watched: 0,
          // Few values, so that ties are common.
          rating: Bool.random(using: &random) ? nil : [3, 7, 10].randomElement(using: &random))
      }
    let expected = cases.sorted { left, right in
      switch (left.rating, right.rating) {
      case (let l?, let r?) where l != r: return l > r
      case (.some, nil): return true
      case (nil, .some): return false
      default: return left.title.lowercased() < right.title.lowercased()
      }
    }
    let database = try library(cases)
    for filter in [ShowListFilter.following, .all] {
      let listed = try database.myShows(
        today: "2026-12-01", filter: filter, order: .rating, limit: 50)
      #expect(listed.map(\.title) == expected.map(\.title), "seed \(seed) \(filter): \(cases)")
      #expect(listed.map(\.rating) == expected.map(\.rating), "seed \(seed): \(cases)")
      let cut = try database.myShows(today: "2026-12-01", filter: filter, order: .rating, limit: 2)
      #expect(cut.map(\.title) == Array(expected.prefix(2).map(\.title)), "seed \(seed)")
    }
  }
}
