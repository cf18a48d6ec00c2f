import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Redux
import ReduxTesting
import ShowDetail
import Testing

/// Specials are kept apart (issue #43, item 1): an episode of season 0, or one with no number
/// (TVMaze files some specials in a regular season with `number: null`), counts in no
/// progress, is never the next episode, is marked by a season or `--all` only when asked for,
/// and is listed under Specials with the season it belongs to.
@MainActor
struct SpecialsTests {
  static let show = Show(id: 5, title: "Quay Street", status: "Ended")

  static func ids(_ episode: Int64) -> Ids { Fixtures.ids(episode, show: 5) }

  /// Two regular seasons of two, a numberless special filed in season 1 (aired between
  /// S01E02 and S02E01) and a season-0 special, all aired, in the library's order.
  static let episodes: [Episode] = [
    Episode(ids: ids(11), season: 1, number: 1, title: "Arrival", firstAired: Fixtures.aired(0)),
    Episode(ids: ids(12), season: 1, number: 2, title: "Tides", firstAired: Fixtures.aired(7)),
    Episode(
      ids: ids(19), season: 1, number: nil, title: "Inside Quay Street",
      firstAired: Fixtures.aired(10)),
    Episode(
      ids: ids(21), season: 2, number: 1, title: "Departure", firstAired: Fixtures.aired(400)),
    Episode(ids: ids(22), season: 2, number: 2, title: "Return", firstAired: Fixtures.aired(407)),
    Episode(
      ids: ids(1), season: 0, number: 1, title: "Christmas at the Quay",
      firstAired: Fixtures.aired(360)),
  ]

  static func details(watched: [Int64]) -> ShowDetails {
    var episodes = episodes
    for index in episodes.indices where watched.contains(episodes[index].ids.episode.rawValue) {
      episodes[index].watchedAt = Fixtures.now
    }
    return ShowDetails(show: show, episodes: episodes)
  }

  /// The show open and loaded on the show screen, season 1 selected.
  static func state(watched: [Int64]) -> AppState {
    Fixtures.openShow(details(watched: watched))
  }

  private func shown(watched: [Int64]) throws -> ShowDetailView.Show {
    try #require(
      Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
        .connect(state: Self.state(watched: watched)).show)
  }

  @Test func anEpisodeIsASpecialInSeasonZeroOrWithoutANumber() {
    #expect(Self.episodes.map(\.isSpecial) == [false, false, true, false, false, true])
    #expect(Self.episodes.map(\.listedSeason) == [1, 1, 0, 2, 2, 0])
  }

  @Test func bothKindsOfSpecialAreListedUnderSpecialsWithTheirSeason() throws {
    let show = try shown(watched: [])
    #expect(show.seasons.map(\.title) == ["Season 1", "Season 2", "Specials"])
    #expect(show.seasons.map(\.number) == [1, 2, 0])
    #expect(show.seasons[0].episodes.map(\.code) == ["S01E01", "S01E02"])
    #expect(show.seasons[2].episodes.map(\.code) == ["S01", "S00E01"])
    #expect(show.seasons[2].episodes.map(\.season) == [1, 0])
    #expect(show.seasons[0].progress == "0/2")
    #expect(show.seasons[2].progress == "0/2")
  }

  @Test func progressAndTheNextEpisodeLeaveTheSpecialsOut() throws {
    let show = try shown(watched: [11, 12])
    #expect(show.progress == ShowDetailView.Progress(watched: 2, aired: 4))
    #expect(show.nextEpisode?.code == "S02E01")
    // Watching the specials changes neither.
    let withSpecials = try shown(watched: [11, 12, 19, 1])
    #expect(withSpecials.progress == ShowDetailView.Progress(watched: 2, aired: 4))
    #expect(withSpecials.nextEpisode?.code == "S02E01")
    #expect(withSpecials.seasons[2].progress == "2/2")
  }

  @Test func theShowOpensOnTheSeasonOfTheNextRegularEpisodeAndASpecialOnSpecials() {
    var initial = AppState(today: Fixtures.today)
    initial.showDetail.selectedShow = 5
    let store = Store(initialState: initial, reducer: appReducer(dependencies: .test))
    store.send(.showDetail(.loaded(Self.details(watched: [11, 12]))))
    #expect(store.state.showDetail.selectedSeason == 2)
    // An episode opened from another screen lists its section: Specials for a special.
    store.send(.showDetail(.episodeOpened(Self.ids(19))))
    #expect(store.state.showDetail.selectedSeason == 0)
  }

  @Test func aSeasonAllOrUpToMarkNoSpecialButSeasonZeroMarksThemAll() throws {
    let details = Self.details(watched: [])
    func marked(_ selection: EpisodeSelection, watched: Bool = true) throws -> [Int64] {
      try selection.episodes(of: details, watched: watched, airedBy: Fixtures.today)
        .map(\.episode.rawValue)
    }
    #expect(try marked(.all) == [11, 12, 21, 22])
    #expect(try marked(.season(1)) == [11, 12])
    #expect(try marked(.season(0)) == [19, 1])
    #expect(try marked(.upTo(season: 2, number: 1)) == [11, 12, 21])
    #expect(try marked(.upTo(season: 0, number: 1)) == [1])
    let all = Self.details(watched: [11, 19, 1])
    #expect(
      try EpisodeSelection.all.episodes(of: all, watched: false, airedBy: Fixtures.today)
        .map(\.episode.rawValue) == [11])
    #expect(
      try EpisodeSelection.season(0).episodes(of: all, watched: false, airedBy: Fixtures.today)
        .map(\.episode.rawValue) == [19, 1])
  }

  @Test func theShowScreensSeasonMarkTakesItsOwnRowsOnly() {
    let store = Store(
      initialState: Self.state(watched: []), reducer: appReducer(dependencies: .test))
    func watched() -> [Int64] {
      Self.episodes.map(\.ids).filter { store.state.episodes[$0]?.isWatched == true }
        .map(\.episode.rawValue)
    }
    store.send(.markSeasonAsWatched(show: 5, season: 1))
    #expect(watched() == [11, 12])
    store.send(.markSeasonAsWatched(show: 5, season: 0))
    #expect(watched() == [11, 12, 19, 1])
    store.send(.markSeasonAsNotWatched(show: 5, season: 1))
    #expect(watched() == [19, 1])
  }

  @Test func watchingASpecialLeavesSearchProgressAlone() {
    var initial = Self.state(watched: [])
    initial.search.results = [
      ShowSearchResult(show: Self.show, progress: ShowProgress(watched: 0, aired: 4))
    ]
    let store = Store(initialState: initial, reducer: appReducer(dependencies: .test))
    store.send(.markAsWatched(episode: Self.ids(19), watched: true))
    store.send(.markAsWatched(episode: Self.ids(1), watched: true))
    #expect(store.state.search.results[0].progress == ShowProgress(watched: 0, aired: 4))
    store.send(.markAsWatched(episode: Self.ids(11), watched: true))
    #expect(store.state.search.results[0].progress == ShowProgress(watched: 1, aired: 4))
  }

  @Test func theSpecialsOfAShowWithNoSeasonZeroCanBeRated() async {
    // Only the numberless special: no episode of season 0, yet a Specials section to rate.
    let details = ShowDetails(
      show: Self.show, episodes: Self.episodes.filter { $0.ids.episode.rawValue != 1 })
    let change = RatingChange(
      show: ShowCandidate(id: 5, title: "Quay Street"), item: .season(0), rating: 8,
      changed: true)
    let library = LibraryClient(
      resolveShow: { _ in ShowCandidate(id: 5, title: "Quay Street") },
      loadShow: { _ in details },
      setRating: { _, _, _ in change })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    let request = RatingRequest(show: "Quay Street", item: .season(0), rating: 8)
    await store.send(.ratingRequested(request)) { $0.change = .working }
    await store.receive(.ratingSaved(change)) { $0.change = .rated(change) }
    await store.finish()
  }
}
