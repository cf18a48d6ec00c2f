import AppComposition
import Identifiers
import LibraryClient
import Redux
import ReduxTesting
import ShowDetail
import Testing

/// Rating from the show screen: the key's action, the library's answer, and the screen taking
/// the new ratings when the open show reloads.
@MainActor
struct RatingTests {
  nonisolated static let candidate = ShowCandidate(id: 1, title: "The Lighthouse Keepers")

  @Test func aRatingFromTheShowScreenReloadsTheOpenShowWithIt() async {
    let change = RatingChange(
      show: Self.candidate, item: .episode(season: 1, number: 2), rating: 7, changed: true)
    var rated = Fixtures.details
    rated.ratings = ShowRatings(show: 9, seasons: [1: 6], episodes: [12: 7])
    let library = LibraryClient(
      loadShow: { [rated] _ in rated },
      setRating: { show, item, rating in
        #expect(show == 1 && item == .episode(season: 1, number: 2) && rating == 7)
        return change
      })
    let store = TestStore(
      initialState: Fixtures.openShow(), reducer: appReducer(dependencies: .test(library)))
    let connector = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
    #expect(connector.connect(state: store.state).show?.rating == nil)
    let action = connector.connect(
      action: .ratingChosen(show: 1, item: .episode(season: 1, number: 2), rating: 7))
    await store.send(action) { $0.change = .working }
    await store.receive(.ratingSaved(change)) { $0.change = .rated(change) }
    await store.receive(.showDetail(.reloadRequested))
    await store.receive(.showDetail(.loaded(rated))) { $0.showDetail.ratings = rated.ratings }
    await store.finish()
    let show = connector.connect(state: store.state).show
    #expect(show?.rating == 9)
    #expect(show?.seasons.first { $0.number == 1 }?.rating == 6)
    let rows = show?.seasons.flatMap(\.episodes) ?? []
    #expect(rows.first { $0.ids.episode == 12 }?.rating == 7)
    #expect(rows.count(where: { $0.rating != nil }) == 1)
    #expect(
      Connectors.AppChromeConnector().connect(state: store.state).status?.message
        == "The Lighthouse Keepers S01E02: rated 7/10")
  }

  @Test func aRatingThatChangedNothingReloadsNothing() async {
    let change = RatingChange(show: Self.candidate, item: .show, rating: 8, changed: false)
    let store = TestStore(
      initialState: Fixtures.openShow(),
      reducer: appReducer(dependencies: .test(LibraryClient(setRating: { _, _, _ in change }))))
    await store.send(.ratingChanged(show: 1, item: .show, rating: 8)) { $0.change = .working }
    await store.receive(.ratingSaved(change)) { $0.change = .rated(change) }
    await store.finish()
  }
}
