import AppComposition
import Foundation
import Identifiers
import LibraryClient
import ReduxTesting
import Synchronization
import Testing
import Upcoming

/// Upcoming's reducer and connector.
@MainActor
struct UpcomingTests {
  nonisolated static func item(_ episode: Int64, day offset: Int, show: Show = Fixtures.lighthouse)
    -> UpcomingItem
  {
    let day = CalendarDay(daysSince1970: Fixtures.today.daysSince1970 + offset)
    return UpcomingItem(
      show: show,
      episode: Episode(
        ids: Fixtures.ids(episode, show: show.id), season: 2, number: Int(episode),
        title: "Episode \(episode)", firstAired: day.utcMidnight, runtime: 45),
      airDay: day)
  }

  nonisolated static let items = [
    item(1, day: 0), item(2, day: 0, show: Fixtures.webSeries), item(3, day: 1), item(4, day: 3),
  ]

  @Test func loadingAsksForTheDaysFromTodayAndKeepsTheList() async {
    let asked = Mutex<[String]>([])
    let library = LibraryClient(upcoming: { first, last, limit in
      asked.withLock { $0.append("\(first) \(last) \(limit)") }
      return Self.items
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.upcoming(.loadRequested)) { $0.upcoming.status = .loading }
    await store.receive(.upcoming(.loaded(Self.items))) {
      $0.upcoming.items = Self.items
      $0.upcoming.status = .loaded
    }
    await store.send(.upcoming(.daysChanged(3))) {
      $0.upcoming.days = 3
      $0.upcoming.status = .loading
    }
    await store.receive(.upcoming(.loaded(Self.items))) { $0.upcoming.status = .loaded }
    // Fewer than one day is one day.
    await store.send(.upcoming(.daysChanged(0))) {
      $0.upcoming.days = 1
      $0.upcoming.status = .loading
    }
    await store.receive(.upcoming(.loaded(Self.items))) { $0.upcoming.status = .loaded }
    await store.finish()
    #expect(
      asked.withLock { $0 } == [
        "2023-11-14 2023-11-27 500", "2023-11-14 2023-11-16 500", "2023-11-14 2023-11-14 500",
      ])
  }

  @Test func followingAShowReloadsAListThatWasShownOnly() async {
    let library = LibraryClient(upcoming: { _, _, _ in Self.items })
    let change = FollowChange(
      show: ShowCandidate(id: 1, title: "The Lighthouse Keepers"), isFollowed: true,
      changed: true)
    let idle = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await idle.send(.followSaved(change)) { $0.change = .followed(change) }
    await idle.finish()

    var state = AppState(today: Fixtures.today)
    state.upcoming.status = .loaded
    let shown = TestStore(initialState: state, reducer: appReducer(dependencies: .test(library)))
    await shown.send(.followSaved(change)) { $0.change = .followed(change) }
    await shown.receive(.upcoming(.loaded(Self.items))) { $0.upcoming.items = Self.items }
    await shown.finish()
  }

  @Test func aFailureIsWordedOnTheScreen() async {
    let library = LibraryClient(upcoming: { _, _, _ in throw LibraryError.locked })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    await store.send(.upcoming(.loadRequested)) { $0.upcoming.status = .loading }
    await store.receive(.upcoming(.failed(.library(.locked)))) {
      $0.upcoming.status = .failed(.library(.locked))
    }
    await store.finish()
    let view = Connectors.UpcomingConnector().connect(state: store.state)
    #expect(
      view.status
        == .failed(message: "another program is using the library; try again in a moment"))
  }

  @Test func theConnectorGroupsByDayAndNamesTodayAndTomorrow() {
    let connector = Connectors.UpcomingConnector()
    var state = AppState(today: Fixtures.today)
    #expect(connector.connect(state: state).status == .loading)
    let inputs = connector.inputs(of: state)
    state.upcoming.items = Self.items
    state.upcoming.status = .loaded
    #expect(connector.inputs(of: state) != inputs)
    let view = connector.connect(state: state)
    #expect(view.days.map(\.label) == ["Today", "Tomorrow", "Fri 2023-11-17"])
    #expect(view.days.map(\.date) == ["2023-11-14", "2023-11-15", "2023-11-17"])
    #expect(view.days[0].episodes.map(\.showTitle) == ["The Lighthouse Keepers", "Pixel Street"])
    #expect(view.days[0].episodes[1].network == "Netflix")
    #expect(view.days[2].episodes.map(\.code) == ["S02E04"])
    #expect(view.firstDay == "2023-11-14")
    #expect(view.lastDay == "2023-11-27")
    #expect(view.dayCount == 14)
    #expect(!view.isTruncated)
    // A list that stopped at its limit says so.
    state.upcoming.limit = Self.items.count
    #expect(connector.connect(state: state).isTruncated)
    state.upcoming.limit = 500
    // A new day renames the days: the input changes and today's episodes are yesterday's.
    let before = connector.inputs(of: state)
    state.today = CalendarDay(daysSince1970: Fixtures.today.daysSince1970 + 1)
    #expect(connector.inputs(of: state) != before)
    #expect(connector.connect(state: state).days.map(\.label).prefix(2) == ["Yesterday", "Today"])
  }

  /// An air time is written in the user's time zone and lists the episode on the day it airs
  /// there; the calendar gets the UTC start, the end after the runtime, and the TVMaze page.
  @Test func anAirTimeListsTheEpisodeOnTheUsersDayAtTheUsersTime() {
    var late = Self.item(5, day: 0)
    // 23:30 UTC on the first day: 00:30 the next day an hour east of UTC.
    late.airsAt = Fixtures.today.utcMidnight.addingTimeInterval(23.5 * 3_600)
    late.tvmazeID = 4_242
    var state = AppState(today: Fixtures.today)
    state.upcoming.items = [late, Self.item(3, day: 1)]
    state.upcoming.status = .loaded
    let utc = Connectors.UpcomingConnector(formatting: Formatting(utcOffset: 0)).connect(
      state: state)
    #expect(utc.days.map(\.date) == ["2023-11-14", "2023-11-15"])
    let episode = utc.days[0].episodes[0]
    #expect(episode.airTime == "23:30")
    #expect(episode.startsAt == "2023-11-14T23:30:00Z")
    #expect(episode.endsAt == "2023-11-15T00:15:00Z")
    #expect(episode.url == "https://www.tvmaze.com/episodes/4242")
    let east = Connectors.UpcomingConnector(formatting: Formatting(utcOffset: 3_600))
      .connect(state: state)
    #expect(east.days.map(\.date) == ["2023-11-15"])
    // On that day the all-day episode first, then the timed one.
    #expect(east.days[0].episodes.map(\.code) == ["S02E03", "S02E05"])
    #expect(east.days[0].episodes[1].airTime == "00:30")
    #expect(east.days[0].episodes[1].startsAt == "2023-11-14T23:30:00Z")
    // Only a day: no time, no start.
    #expect(east.days[0].episodes[0].airTime == nil)
    #expect(east.days[0].episodes[0].startsAt == nil)
  }

  @Test func everyViewActionMapsToItsAppAction() {
    #expect(
      Connectors.UpcomingConnector().connect(action: .showSelected(2))
        == .showDetail(.opened(2)))
  }
}
