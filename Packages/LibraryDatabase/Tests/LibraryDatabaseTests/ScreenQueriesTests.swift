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

  /// The air time follows TVMaze: a newer file's time replaces the old one, a file giving the
  /// day only (an empty `airtime`) drops it, a bad `airstamp` is refused naming where it is,
  /// and undoing the import puts the old time back.
  @Test func anEpisodesAirTimeFollowsTVMazeAndUndoPutsItBack() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    try database.follow(showID: ember)
    func episode(airtime: String?, airstamp: String) -> Data {
      let time = airtime.map { "\"airtime\": \"\($0)\", " } ?? ""
      return Data(
        """
        {"id": 92002, "name": "Second", "season": 1, "number": 2, "airdate": "2026-12-01",
         \(time)"airstamp": "\(airstamp)", "runtime": 30}
        """.utf8)
    }
    func airsAt() throws -> Date? {
      try database.upcoming(from: "2026-12-01", through: "2026-12-01", limit: 5).first?.airsAt
    }
    #expect(try airsAt() == nil)
    _ = try database.importData(
      episode(airtime: "21:00", airstamp: "2026-12-01T21:00:00-05:00"), format: .tvmaze,
      source: "e.json", show: ember)
    let nine = Date(timeIntervalSince1970: 1_796_176_800)  // 2026-12-02T02:00:00Z
    #expect(try airsAt() == nine)
    _ = try database.importData(
      episode(airtime: "", airstamp: "2026-12-01T12:00:00+00:00"), format: .tvmaze,
      source: "e.json", show: ember)
    #expect(try airsAt() == nil)
    _ = try database.undoLastChange()
    #expect(try airsAt() == nine)
    let error = try #require(throws: ImportError.self) {
      try database.importData(
        episode(airtime: nil, airstamp: "tomorrow at nine"), format: .tvmaze, source: "e.json",
        show: ember)
    }
    #expect(error.description.contains("airstamp"), "\(error)")
    #expect(error.description.contains("tomorrow at nine"), "\(error)")
    #expect(try airsAt() == nine)
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
    // Lantern Row: 3 of 3 aired (not the special); Breaking Bad 1 of 62; Ember Lane 0 of 2.
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

  /// Noon UTC on the day `days` after 2026-03-01: that day in every zone from UTC-11 to +11.
  private func noon(_ days: Int) -> Date {
    Date(timeIntervalSince1970: 1_772_366_400 + Double(days) * 86_400)
  }

  private func totals(_ episodes: Int, _ minutes: Int, _ unknown: Int = 0) -> WatchTotalsRecord {
    WatchTotalsRecord(episodes: episodes, minutes: minutes, unknownRuntime: unknown)
  }

  @Test func statsAreKeptPerDayAndShowAsWatchesComeAndGo() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    let lantern = try show(database, "Lantern Row")
    let episodes = try database.episodes(ofShow: ember)
    // First and Second: 30 minutes; Third: no runtime.
    try database.markWatched(
      episodeIDs: [episodes[0].id, episodes[2].id], at: noon(0), source: "test")
    try database.markWatched(episodeIDs: [episodes[1].id], at: noon(1), source: "test")
    try database.markWatched(
      episodeIDs: [try database.episodes(ofShow: lantern)[0].id], at: noon(400), source: "test")
    var stats = try database.watchStats(year: nil, top: 5)
    #expect(
      stats.days == [
        WatchDayRecord(day: "2026-03-01", totals: totals(2, 30, 1)),
        WatchDayRecord(day: "2026-03-02", totals: totals(1, 30)),
        WatchDayRecord(day: "2027-04-05", totals: totals(1, 0, 1)),
      ])
    #expect(stats.topShows.map(\.title) == ["Ember Lane", "Lantern Row"])
    #expect(stats.topShows[0].totals == totals(3, 60, 1))
    #expect(try database.watchStats(year: 2027, top: 5).topShows.map(\.title) == ["Lantern Row"])
    #expect(try database.watchStats(year: 2026, top: 1).topShows.map(\.title) == ["Ember Lane"])

    // A removed watch takes its minutes away; the day with nothing left is not listed.
    try database.unmarkWatched(episodeIDs: [episodes[1].id])
    stats = try database.watchStats(year: nil, top: 5)
    #expect(stats.days.map(\.day) == ["2026-03-01", "2027-04-05"])
    #expect(stats.topShows[0].totals == totals(2, 30, 1))
    // Undoing the removal brings it back.
    _ = try database.undoLastChange()
    #expect(try database.watchStats(year: nil, top: 5).topShows[0].totals == totals(3, 60, 1))
  }

  @Test func aRuntimeLearnedLaterMovesTheMinutesAndAShowRemovedTakesItsWatches() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    let third = try database.episodes(ofShow: ember)[2]  // no runtime
    try database.markWatched(episodeIDs: [third.id], at: noon(0), source: "test")
    #expect(try database.watchStats(year: nil, top: 5).days.first?.totals == totals(1, 0, 1))
    let updated = Self.ember.replacingOccurrences(
      of: "\"runtime\": null", with: "\"runtime\": 50")
    _ = try database.importData(Data(updated.utf8), format: .tvmaze, source: "ember.json")
    #expect(try database.watchStats(year: nil, top: 5).days.first?.totals == totals(1, 50))
    _ = try database.withConnection { connection in
      try connection.run("DELETE FROM shows WHERE id = ?", [ember])
    }
    let stats = try database.watchStats(year: nil, top: 5)
    #expect(stats.days.isEmpty)
    #expect(stats.topShows.isEmpty)
  }

  @Test func anotherTimeZoneCountsTheDaysAgain() throws {
    let database = try library()
    let ember = try show(database, "Ember Lane")
    try database.markWatched(
      episodeIDs: [try database.episodes(ofShow: ember)[0].id], at: noon(0), source: "test")
    try database.withConnection { connection in
      try connection.run("UPDATE watch_stats_zone SET signature = 'elsewhere'")
      try connection.run("DELETE FROM watch_days")
    }
    #expect(try database.watchStats(year: nil, top: 5).days.map(\.day) == ["2026-03-01"])
  }
}
