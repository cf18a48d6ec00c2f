import AppChrome
import AppComposition
import Foundation
import Identifiers
import LibraryClient
import Testing

struct AppChromeConnectorTests {
  static let title = "The Lighthouse Keepers"
  static let season1 = [Fixtures.ids(11), Fixtures.ids(12), Fixtures.ids(13)]
  static var connector: Connectors.AppChromeConnector { Connectors.AppChromeConnector.threeTabs }

  /// The catalog loaded, and `change` where the last change stands.
  static func state(_ change: ChangeStatus) -> AppState {
    var state = AppState(today: Fixtures.today)
    state.shows[1] = Fixtures.lighthouse
    for episode in Fixtures.episodes { state.episodes[episode.ids] = episode }
    state.change = change
    return state
  }

  static func watched(_ episodes: [Ids], added: Int, title: String? = title) -> LibraryChange {
    LibraryChange(kind: .watched, showTitle: title, episodes: episodes, watchesAdded: added)
  }

  static func unwatched(_ episodes: [Ids], removed: Int) -> LibraryChange {
    LibraryChange(kind: .unwatched, showTitle: title, episodes: episodes, watchesRemoved: removed)
  }

  static let imported = LibraryChange(
    kind: .imported(source: "history.json"), watchesAdded: 30, showsAdded: 2, episodesAdded: 10)

  static let wordings: [(ChangeStatus, String)] = [
    (.marked(watched(season1, added: 3)), "The Lighthouse Keepers: marked 3 episodes watched"),
    (
      .marked(watched([Fixtures.ids(11)], added: 1)),
      "The Lighthouse Keepers: marked 1 episode watched"
    ),
    (.marked(watched(season1, added: 3, title: nil)), "marked 3 episodes watched"),
    (
      .marked(unwatched([Fixtures.ids(11)], removed: 3)),
      "The Lighthouse Keepers: removed 3 watches of S01E01"
    ),
    (
      .marked(unwatched([Fixtures.ids(11)], removed: 1)),
      "The Lighthouse Keepers: removed 1 watch of S01E01"
    ),
    (
      .marked(unwatched([Fixtures.ids(11), Fixtures.ids(12)], removed: 2)),
      "The Lighthouse Keepers: marked 2 episodes not watched"
    ),
    (
      .marked(unwatched([Fixtures.ids(11), Fixtures.ids(12)], removed: 3)),
      "The Lighthouse Keepers: marked 2 episodes not watched (3 watches removed)"
    ),
    (.marked(watched([], added: 0)), "The Lighthouse Keepers: nothing to mark watched"),
    (.marked(unwatched([], removed: 0)), "The Lighthouse Keepers: nothing to mark not watched"),
    (.marked(imported), "the import of history.json (2 shows, 10 episodes, 30 watches)"),
    (
      .undone(watched(season1, added: 3)),
      "Undid: marking 3 episodes of The Lighthouse Keepers watched"
    ),
    (
      .undone(unwatched([Fixtures.ids(11)], removed: 1)),
      "Undid: removing 1 watch of The Lighthouse Keepers"
    ),
    (.undone(imported), "Undid: the import of history.json (2 shows, 10 episodes, 30 watches)"),
    (
      .undone(
        LibraryChange(
          kind: .imported(source: "-"), watchesAdded: 1, showsAdded: 1, episodesAdded: 1)),
      "Undid: the import of standard input (1 show, 1 episode, 1 watch)"
    ),
    (
      .undone(
        LibraryChange(
          kind: .watched, showTitle: "Girls", episodes: [Fixtures.ids(11)], watchesAdded: 5,
          episodeNumbers: (1...5).map { .init(season: 1, number: $0) })),
      "Undid: marking Girls S01E01–S01E05 watched"
    ),
    (
      .undone(
        LibraryChange(
          kind: .watched, showTitle: "Girls", watchesAdded: 3,
          episodeNumbers: [
            .init(season: 1, number: 2), .init(season: 1, number: 4), .init(season: 0, number: nil),
          ])),
      "Undid: marking Girls S01E02, S01E04, S00 watched"
    ),
    (
      .undone(
        LibraryChange(
          kind: .watched, showTitle: "Girls", episodes: (1...7).map { Fixtures.ids($0) },
          watchesAdded: 7, episodeNumbers: (1...7).map { .init(season: 1, number: $0 * 2) })),
      "Undid: marking 7 episodes of Girls watched"
    ),
    (
      .undone(
        LibraryChange(
          kind: .unwatched, showTitle: "Girls", watchesRemoved: 3,
          episodeNumbers: [.init(season: 2, number: 1)])),
      "Undid: removing 3 watches of Girls S02E01"
    ),
    (
      .redone(
        LibraryChange(
          kind: .rated, showTitle: "Girls",
          rating: .init(episode: .init(season: 1, number: 2), old: 7, new: 9))),
      "Redid: rating Girls S01E02 as 9/10 (was 7/10)"
    ),
    (
      .undone(LibraryChange(kind: .rated, showTitle: "Girls", rating: .init(old: nil, new: 10))),
      "Undid: rating Girls as 10/10"
    ),
    (
      .undone(
        LibraryChange(
          kind: .unrated, showTitle: "Girls", rating: .init(season: 0, old: 8, new: nil))),
      "Undid: clearing a rating of Girls specials (was 8/10)"
    ),
    (.undone(nil), "Nothing to undo"),
    (
      .redone(watched(season1, added: 3)),
      "Redid: marking 3 episodes of The Lighthouse Keepers watched"
    ),
    (.redone(nil), "Nothing to redo"),
  ]

  @Test(arguments: wordings)
  func theStatusLineSaysWhatChanged(_ change: ChangeStatus, _ message: String) throws {
    let status = try #require(Self.connector.connect(state: Self.state(change)).status)
    #expect(status.message == message)
    #expect(!status.isError)
  }

  @Test func theStatusLineNamesTheEpisodesItIsAbout() {
    let marked = Self.connector.connect(
      state: Self.state(.marked(Self.watched(Self.season1, added: 3))))
    #expect(marked.status?.episodes == Self.season1)
    let undone = Self.connector.connect(
      state: Self.state(.undone(Self.unwatched([Fixtures.ids(11)], removed: 1))))
    #expect(undone.status?.episodes == [Fixtures.ids(11)])
    #expect(Self.connector.connect(state: Self.state(.undone(nil))).status?.episodes == [])
  }

  @Test func nothingIsSaidBeforeAChangeSettles() {
    #expect(Self.connector.connect(state: Self.state(.idle)).status == nil)
    #expect(Self.connector.connect(state: Self.state(.working)).status == nil)
  }

  @Test func aFailureIsOneLineOfPlainWordsMarkedAsAnError() throws {
    let status = try #require(
      Self.connector.connect(state: Self.state(.failed(.library(.locked)))).status)
    #expect(status.isError)
    #expect(status.message == "another program is using the library; try again in a moment")
    #expect(status.episodes == [])
  }

  @Test func theTabsFollowTheScreenInFront() {
    var state = AppState(today: Fixtures.today)
    let chrome = Self.connector.connect(state: state)
    #expect(chrome.tabs.map(\.id) == ["history", "search", "show"])
    #expect(chrome.tabs.map(\.title) == ["History", "Search", "Show"])
    #expect(chrome.selected?.id == "history")
    for (index, screen) in Screen.builtIn.enumerated() {
      state.navigation.screen = screen
      #expect(Self.connector.connect(state: state).selectedTab == index)
    }
    state.navigation.screen = .showDetail
    #expect(Self.connector.connect(state: state).selected?.title == "Show")
  }

  @Test func theHelpFollowsNavigation() {
    var state = AppState(today: Fixtures.today)
    #expect(!Self.connector.connect(state: state).isShowingHelp)
    state.navigation.isShowingHelp = true
    #expect(Self.connector.connect(state: state).isShowingHelp)
  }
}
