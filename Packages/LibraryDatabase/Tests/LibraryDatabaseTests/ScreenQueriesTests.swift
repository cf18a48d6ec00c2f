import Foundation
import Testing

@testable import LibraryDatabase

/// The queries of Upcoming, My Shows and Stats.
struct ScreenQueriesTests {
  /// Lantern Row (UpNextTests.lantern) and a second show airing on the same days.
  static let ember = """
    {"id": 9200, "name": "Ember Lane", "status": "Ended", "premiered": "2026-11-20",
     "network": {"id": 3, "name": "Coast"},
     "_embedded": {"episodes": [
       {"id": 92001, "name": "First", "season": 1, "number": 1, "airdate": "2026-11-20",
        "runtime": 30},
       {"id": 92002, "name": "Second", "season": 1, "number": 2, "airdate": "2026-12-01",
        "runtime": 30},
       {"id": 92003, "name": "Third", "season": 1, "number": 3, "airdate": "2026-12-15",
        "runtime": null},
       {"id": 92004, "name": "Fourth", "season": 1, "number": 4, "airdate": "2027-01-14"}
     ]}}
    """

  private func library() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    _ = try database.importData(
      Data(UpNextTests.lantern.utf8), format: .tvmaze, source: "lantern.json")
    _ = try database.importData(Data(Self.ember.utf8), format: .tvmaze, source: "ember.json")
    return database
  }

  private func show(_ database: LibraryDatabase, _ title: String) throws -> Int64 {
    try #require(try database.shows(titled: title).first).id
  }

  // MARK: - Upcoming

  @Test func upcomingListsFollowedShowsEpisodesInTheDaysAskedForByDayThenTitle() throws {
    let database = try library()
    #expect(try database.upcoming(from: "2026-12-01", through: "2027-01-31", limit: 50).isEmpty)
    try database.follow(showID: try show(database, "Ember Lane"))
    try database.follow(showID: try show(database, "Lantern Row"))
    let entries = try database.upcoming(from: "2026-12-01", through: "2027-01-14", limit: 50)
    #expect(
      entries.map { "\($0.episode.airdate ?? "") \($0.showTitle) \($0.episode.title)" } == [
        "2026-12-01 Ember Lane Second", "2026-12-15 Ember Lane Third",
        "2027-01-14 Ember Lane Fourth", "2027-01-14 Lantern Row Four",
      ])
    #expect(entries[0].network == "Coast")
    // Both ends are included; outside them, nothing.
    #expect(try database.upcoming(from: "2026-12-02", through: "2026-12-14", limit: 50).isEmpty)
    #expect(try database.upcoming(from: "2026-12-01", through: "2027-01-14", limit: 2).count == 2)
  }

  @Test func upcomingReadsOneRangeOfTheAirDateIndex() throws {
    let database = try library()
    let plan = try database.withConnection { connection in
      try connection.query(
        """
        EXPLAIN QUERY PLAN SELECT episodes.id FROM episodes
          CROSS JOIN followed_shows ON followed_shows.show_id = episodes.show_id
        WHERE episodes.airdate >= '2026-12-01' AND episodes.airdate <= '2026-12-14'
        """
      ).map { try $0.get(3, as: String.self) }
    }
    #expect(plan.contains { $0.contains("episodes_by_airdate") })
  }

  // MARK: - My Shows

  @Test func myShowsHasProgressNextEpisodeAndNextAirDate() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    let first = try database.episodes(ofShow: ember)[0]
    try database.markWatched(
      episodeIDs: [first.id], at: Date(timeIntervalSince1970: 1_700_000_000), source: "test")
    let entry = try #require(
      try database.myShows(today: "2026-12-01", filter: .following, order: .activity, limit: 5)
        .first)
    #expect(entry.title == "Ember Lane")
    #expect(entry.watched == 1)
    #expect(entry.aired == 2)  // First and Second; Third and Fourth are still to come
    #expect(entry.next?.title == "Second")
    #expect(entry.nextAirDate == "2026-12-01")
    #expect(entry.status == "Ended")
    #expect(entry.network == "Coast")
    #expect(entry.isFollowed)
    #expect(entry.isBehind)
  }

  @Test func myShowsFiltersAndSorts() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    let lantern = try show(database, "Lantern Row")
    let breaking = try show(database, "Breaking Bad")
    try database.markWatched(
      episodeIDs: try database.episodes(ofShow: lantern).filter { $0.season == 1 }.map(\.id),
      at: Date(timeIntervalSince1970: 1_000), source: "test")
    try database.markWatched(
      episodeIDs: [try database.episodes(ofShow: breaking)[0].id],
      at: Date(timeIntervalSince1970: 2_000), source: "test")
    try database.follow(showID: ember, at: Date(timeIntervalSince1970: 3_000))
    func titles(_ filter: ShowListFilter, _ order: ShowListOrder, limit: Int = 50) throws
      -> [String]
    {
      try database.myShows(today: "2026-12-01", filter: filter, order: order, limit: limit)
        .map(\.title)
    }
    #expect(try titles(.following, .activity) == ["Ember Lane", "Breaking Bad", "Lantern Row"])
    #expect(try titles(.following, .title) == ["Breaking Bad", "Ember Lane", "Lantern Row"])
    // Lantern Row: 3 of 4 aired (the special); Breaking Bad 1 of 62; Ember Lane 0 of 2.
    #expect(try titles(.following, .progress) == ["Lantern Row", "Breaking Bad", "Ember Lane"])
    #expect(try titles(.following, .progress, limit: 1) == ["Lantern Row"])
    #expect(try titles(.ended, .activity) == ["Ember Lane", "Breaking Bad"])
    #expect(try titles(.behind, .activity, limit: 2) == ["Ember Lane", "Breaking Bad"])
    let all = try titles(.all, .activity)
    #expect(Array(all.prefix(3)) == ["Ember Lane", "Breaking Bad", "Lantern Row"])
    #expect(all.count == (try database.counts().shows))
    let unfollowed = try #require(
      try database.myShows(today: "2026-12-01", filter: .all, order: .activity, limit: 50).last)
    #expect(!unfollowed.isFollowed)
    #expect(unfollowed.activeAt == nil)
  }

  // MARK: - Stats

  @Test func everyWatchIsReadOnceWithItsRuntimePlaysAndShow() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    let episodes = try database.episodes(ofShow: ember)
    try database.markWatched(
      episodeIDs: [episodes[0].id, episodes[2].id], at: Date(timeIntervalSince1970: 10),
      source: "test")
    try database.markWatched(
      episodeIDs: [episodes[0].id], at: Date(timeIntervalSince1970: 20), source: "test")
    var facts: [WatchFact] = []
    try database.forEachWatch { facts.append($0) }
    #expect(facts.count == 3)
    #expect(facts.filter { $0.runtime == 30 }.count == 2)
    #expect(facts.filter { $0.runtime == nil }.count == 1)
    #expect(Set(facts.map(\.showID)) == [ember])
    #expect(Set(facts.map(\.watchedAtMilliseconds)) == [10_000, 20_000])
    #expect(try database.showTitles([ember, 999_999]) == [ember: "Ember Lane"])
  }
}
