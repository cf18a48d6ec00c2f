import Foundation
import SQLite
import Testing

@testable import LibraryDatabase

struct FollowingTests {
  private func library() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    _ = try database.importData(
      Data(UpNextTests.lantern.utf8), format: .tvmaze, source: "lantern.json")
    return database
  }

  private func show(_ database: LibraryDatabase, _ title: String) throws -> Int64 {
    try #require(try database.shows(titled: title).first).id
  }

  @Test func watchingAnEpisodeFollowsItsShow() throws {
    let database = try library()
    let breaking = try show(database, "Breaking Bad")
    #expect(try database.isFollowed(showID: breaking) == false)
    let pilot = try database.episodes(ofShow: breaking)[0]
    try database.markWatched(episodeIDs: [pilot.id], at: Date(), source: "test")
    #expect(try database.isFollowed(showID: breaking))
    #expect(try database.followedShowCount() == 1)
  }

  @Test func followAndUnfollowSayWhetherTheyChangedAnythingAndKeepTheHistory() throws {
    let database = try library()
    let breaking = try show(database, "Breaking Bad")
    let pilot = try database.episodes(ofShow: breaking)[0]
    try database.markWatched(episodeIDs: [pilot.id], at: Date(), source: "test")
    #expect(try database.follow(showID: breaking) == false)
    #expect(try database.unfollow(showID: breaking))
    #expect(try database.unfollow(showID: breaking) == false)
    #expect(try database.isFollowed(showID: breaking) == false)
    #expect(try database.history(showID: breaking, limit: 5, offset: 0).totalCount == 1)
    // An unfollowed show leaves Up Next; following it again brings it back.
    #expect(try database.upNext(today: "2026-12-01", limit: 25).isEmpty)
    #expect(try database.follow(showID: breaking))
    #expect(try database.upNext(today: "2026-12-01", limit: 25).map(\.showID) == [breaking])
  }

  @Test func followingAShowThatIsNotThereIsAnError() throws {
    let database = try library()
    #expect(throws: LibraryDatabaseError.unknownShow(999_999)) {
      try database.follow(showID: 999_999)
    }
  }

  @Test func searchMarksFollowedShows() throws {
    let database = try library()
    try database.follow(showID: try show(database, "Lantern Row"))
    let hits = try database.searchShows(matching: "lantern", limit: 5)
    #expect(hits.map(\.isFollowed) == [true])
    #expect(try database.searchShows(matching: "breaking", limit: 5).map(\.isFollowed) == [false])
  }

  @Test func followingTravelsThroughExportAndImport() throws {
    let database = try library()
    let breaking = try show(database, "Breaking Bad")
    let wire = try show(database, "The Wire")
    try database.markWatched(
      episodeIDs: [try database.episodes(ofShow: breaking)[0].id], at: Date(), source: "test")
    try database.markWatched(
      episodeIDs: [try database.episodes(ofShow: wire)[0].id], at: Date(), source: "test")
    try database.unfollow(showID: wire)  // watched, but not followed
    try database.follow(showID: try show(database, "Lantern Row"))  // followed, never watched
    let export = try database.exportHistory()

    let other = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    _ = try other.importData(export, format: .trakt, source: "export.json")
    let followed = try Set(
      other.myShows(today: "2026-12-01", filter: .following, order: .title, limit: 50)
        .map(\.title))
    #expect(followed == ["Breaking Bad", "Lantern Row"])
  }

  @Test func aTraktWatchedShowIsFollowed() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: false)
    _ = try database.importData(
      Data(Fixtures.traktWatchedShows.utf8), format: .trakt, source: "watched.json")
    #expect(try database.followedShowCount() > 0)
    #expect(try database.followedShowCount() == database.counts().shows)
  }

  @Test func aVersionSixLibraryFollowsEveryShowItWatched() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("v6.sqlite")
    do {
      let old = try Connection(path: path)
      try old.setForeignKeys(true)
      try Migrator.migrate(old, upTo: 6)
      for (id, title) in [(Int64(1), "Watched"), (2, "Never Watched")] {
        try old.run("INSERT INTO shows (id, title) VALUES (?, ?)", [id, title])
        try old.run("INSERT INTO seasons (show_id, number) VALUES (?, 1)", [id])
        try old.run(
          "INSERT INTO episodes (id, show_id, season, number, title) VALUES (?, ?, 1, 1, 'One')",
          [id * 10, id])
      }
      try old.run(
        "INSERT INTO watch_events (episode_id, watched_at, source) VALUES (10, 5000, 'cli')")
    }
    let database = try LibraryDatabase(path: path, seedStarterCatalog: true)
    #expect(try Connection(path: path).userVersion() == Migrations.latestVersion)
    #expect(try database.isFollowed(showID: 1))
    #expect(try database.isFollowed(showID: 2) == false)
    let entry = try #require(
      try database.myShows(today: "2026-12-01", filter: .following, order: .activity, limit: 5)
        .first)
    #expect(entry.activeAt == Date(timeIntervalSince1970: 5))
  }
}
