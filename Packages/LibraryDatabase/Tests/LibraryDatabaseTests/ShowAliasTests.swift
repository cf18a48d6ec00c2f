import Foundation
import LibraryDatabase
import Testing

/// A show's other ids (schema v12's `show_aliases`): an id is matched with its kind, never by
/// its number alone.
@Suite struct ShowAliasTests {
  func file(_ items: String...) -> Data { Data(("[" + items.joined(separator: ",") + "]").utf8) }

  /// Harbour Lights holds TheTVDB 700001; seen again by its Trakt id with TheTVDB 1399, it
  /// keeps 1399 as its other TheTVDB id.
  func harbourLightsWithAnOtherTVDBID() throws -> LibraryDatabase {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      file(
        Fixtures.traktEpisode(id: 1, showIDs: #"{"trakt": 50, "tvdb": 700001}"#, number: 1),
        Fixtures.traktEpisode(id: 2, showIDs: #"{"trakt": 50, "tvdb": 1399}"#, number: 2)),
      format: .trakt, source: "a.json")
    return database
  }

  /// TMDB 1399 is another show's id, of another kind than Harbour Lights' other id 1399.
  @Test func anOtherIDIsMatchedOnlyWithItsKind() throws {
    let database = try harbourLightsWithAnOtherTVDBID()
    let other = try database.importData(
      file(
        Fixtures.traktEpisode(
          id: 3, show: "Quiet Orchard", year: 2019, showIDs: #"{"tmdb": 1399}"#, number: 1)),
      format: .trakt, source: "b.json")
    #expect(other.showsAdded == 1)
    let orchard = try #require(try database.shows(titled: "Quiet Orchard").first)
    #expect(orchard.externalIDs.tmdb == 1399)
    #expect(try database.episodes(ofShow: orchard.id).count == 1)
    let harbour = try #require(try database.shows(titled: "Harbour Lights").first)
    #expect(try database.episodes(ofShow: harbour.id).count == 2)
    #expect(harbour.externalIDs.tvdb == 700001)
    #expect(harbour.externalIDs.tmdb == nil)
  }

  /// The same number of its own kind does find the show, under any title.
  @Test func anOtherIDOfItsOwnKindFindsTheShow() throws {
    let database = try harbourLightsWithAnOtherTVDBID()
    let again = try database.importData(
      file(
        Fixtures.traktEpisode(
          id: 3, show: "Harbour Lights (2015)", year: nil, showIDs: #"{"tvdb": 1399}"#,
          number: 3)),
      format: .trakt, source: "b.json")
    #expect(again.showsAdded == 0 && again.eventsAdded == 1)
    #expect(try database.counts() == (shows: 1, episodes: 3, watchEvents: 3))
  }
}
