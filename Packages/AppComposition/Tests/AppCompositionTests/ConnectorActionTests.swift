import AppChrome
import AppComposition
import Foundation
import History
import Identifiers
import LibraryClient
import Search
import ShowDetail
import Testing
import UpNext

/// Every view action of every connector, with the app action it must become.
///
/// Each table is checked for completeness against a `switch` with no `default`: a view action
/// added to a feature fails to compile here until the table names it.
struct ConnectorActionTests {
  static let ids = Fixtures.ids(12)
  static let watchedAt = Date(timeIntervalSince1970: 1_699_999_123.5)

  // MARK: - History

  static let history: [(HistoryView.Action, AppAction)] = [
    (.markAsWatched(episode: ids), .markAsWatched(episode: ids, watched: true)),
    (.unmarkAsWatched(episode: ids), .markAsWatched(episode: ids, watched: false)),
    (
      .watchRemoved(episode: ids, watchedAt: watchedAt),
      .watchRemoved(episode: ids, watchedAt: watchedAt)
    ),
    (.nextPageTapped, .history(.pageMoved(by: 1))),
    (.previousPageTapped, .history(.pageMoved(by: -1))),
    (.posterSelected(ids), .showDetail(.episodeOpened(ids))),
    (.visibleRowsChanged(30), .history(.pageSizeChanged(30))),
  ]

  static func name(_ action: HistoryView.Action) -> String {
    switch action {
    case .markAsWatched: "markAsWatched"
    case .unmarkAsWatched: "unmarkAsWatched"
    case .watchRemoved: "watchRemoved"
    case .nextPageTapped: "nextPageTapped"
    case .previousPageTapped: "previousPageTapped"
    case .posterSelected: "posterSelected"
    case .visibleRowsChanged: "visibleRowsChanged"
    }
  }

  @Test(arguments: history)
  func historyActions(_ viewAction: HistoryView.Action, _ appAction: AppAction) {
    let connector = Connectors.WatchedHistoryConnector(formatting: Fixtures.formatting)
    #expect(connector.connect(action: viewAction) == appAction)
  }

  @Test func theHistoryTableNamesEveryAction() {
    #expect(Set(Self.history.map { Self.name($0.0) }).count == 7)
  }

  // MARK: - Search

  static let search: [(SearchView.Action, AppAction)] = [
    (.queryChanged("fo"), .search(.queryChanged("fo"))),
    (.querySubmitted, .search(.submitted)),
    (.resultSelected(2), .showDetail(.opened(2))),
    (.tvmazeRequested, .search(.tvmazeRequested)),
    (.addRequested(tvmazeID: 44778), .search(.addRequested(tvmazeID: 44778))),
  ]

  static func name(_ action: SearchView.Action) -> String {
    switch action {
    case .queryChanged: "queryChanged"
    case .querySubmitted: "querySubmitted"
    case .resultSelected: "resultSelected"
    case .tvmazeRequested: "tvmazeRequested"
    case .addRequested: "addRequested"
    }
  }

  @Test(arguments: search)
  func searchActions(_ viewAction: SearchView.Action, _ appAction: AppAction) {
    #expect(Connectors.SearchConnector().connect(action: viewAction) == appAction)
  }

  @Test func theSearchTableNamesEveryAction() {
    #expect(Set(Self.search.map { Self.name($0.0) }).count == 5)
  }

  // MARK: - Show detail

  static let showDetail: [(ShowDetailView.Action, AppAction)] = [
    (.episodeWatchedToggled(ids), .watchedToggled(episode: ids)),
    (.seasonMarkedWatched(show: 1, season: 2), .markSeasonAsWatched(show: 1, season: 2)),
    (.seasonMarkedNotWatched(show: 1, season: 2), .markSeasonAsNotWatched(show: 1, season: 2)),
    (.seasonSelected(2), .showDetail(.seasonSelected(2))),
    (.backTapped, .showDetail(.closed)),
    (.followToggled(show: 1, follow: false), .followChanged(show: 1, follow: false)),
    (
      .watchlistToggled(show: 1, watchlisted: true),
      .watchlist(.changed(show: 1, watchlisted: true))
    ),
    (
      .ratingChosen(show: 1, item: .show, rating: 8),
      .ratingChanged(show: 1, item: .show, rating: 8)
    ),
    (
      .ratingChosen(show: 1, item: .season(2), rating: nil),
      .ratingChanged(show: 1, item: .season(2), rating: nil)
    ),
    (
      .ratingChosen(show: 1, item: .episode(season: 2, number: 3), rating: 10),
      .ratingChanged(show: 1, item: .episode(season: 2, number: 3), rating: 10)
    ),
  ]

  static func name(_ action: ShowDetailView.Action) -> String {
    switch action {
    case .episodeWatchedToggled: "episodeWatchedToggled"
    case .seasonMarkedWatched: "seasonMarkedWatched"
    case .seasonMarkedNotWatched: "seasonMarkedNotWatched"
    case .seasonSelected: "seasonSelected"
    case .backTapped: "backTapped"
    case .followToggled: "followToggled"
    case .watchlistToggled: "watchlistToggled"
    case .ratingChosen: "ratingChosen"
    }
  }

  @Test(arguments: showDetail)
  func showDetailActions(_ viewAction: ShowDetailView.Action, _ appAction: AppAction) {
    let connector = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
    #expect(connector.connect(action: viewAction) == appAction)
  }

  @Test func theShowDetailTableNamesEveryAction() {
    #expect(Set(Self.showDetail.map { Self.name($0.0) }).count == 8)
  }

  // MARK: - Up Next

  static let upNext: [(UpNextView.Action, AppAction)] = [
    (.markWatched(episode: ids), .markAsWatched(episode: ids, watched: true)),
    (.markNextWatched(show: 1), .markNextAsWatched(show: 1)),
    (.showSelected(1), .showDetail(.opened(1))),
    (.episodeOpened(ids), .showDetail(.episodeOpened(ids))),
  ]

  static func name(_ action: UpNextView.Action) -> String {
    switch action {
    case .markWatched: "markWatched"
    case .markNextWatched: "markNextWatched"
    case .showSelected: "showSelected"
    case .episodeOpened: "episodeOpened"
    }
  }

  @Test(arguments: upNext)
  func upNextActions(_ viewAction: UpNextView.Action, _ appAction: AppAction) {
    let connector = Connectors.UpNextConnector(formatting: Fixtures.formatting)
    #expect(connector.connect(action: viewAction) == appAction)
  }

  @Test func theUpNextTableNamesEveryAction() {
    #expect(Set(Self.upNext.map { Self.name($0.0) }).count == 4)
  }

  // MARK: - App chrome

  static let chrome: [(AppChromeView.Action, AppAction)] = [
    (.tabSelected(0), .screenSelected(.history)),
    (.tabSelected(1), .screenSelected(.search)),
    (.tabSelected(2), .screenSelected(.showDetail)),
    // An index out of range selects the nearest tab.
    (.tabSelected(-1), .screenSelected(.history)),
    (.tabSelected(9), .screenSelected(.showDetail)),
    (.searchTapped, .screenSelected(.search)),
    (.helpToggled, .helpToggled),
    (.undoTapped, .undoRequested),
    (.redoTapped, .redoRequested),
    (.statusDismissed, .changeAcknowledged),
    (.refreshTapped, .tvmaze(.refreshRequested(show: nil))),
  ]

  static func name(_ action: AppChromeView.Action) -> String {
    switch action {
    case .tabSelected: "tabSelected"
    case .searchTapped: "searchTapped"
    case .helpToggled: "helpToggled"
    case .undoTapped: "undoTapped"
    case .redoTapped: "redoTapped"
    case .statusDismissed: "statusDismissed"
    case .refreshTapped: "refreshTapped"
    }
  }

  @Test(arguments: chrome)
  func chromeActions(_ viewAction: AppChromeView.Action, _ appAction: AppAction) {
    #expect(Connectors.AppChromeConnector.threeTabs.connect(action: viewAction) == appAction)
  }

  @Test func theChromeTableNamesEveryAction() {
    #expect(Set(Self.chrome.map { Self.name($0.0) }).count == 7)
  }

  @Test func theTabIndexTheChromeShowsIsTheOneItSelects() {
    let connector = Connectors.AppChromeConnector.threeTabs
    for screen in Screen.builtIn {
      var state = AppState(today: Fixtures.today)
      state.navigation.screen = screen
      let index = connector.connect(state: state).selectedTab
      #expect(connector.connect(action: .tabSelected(index)) == .screenSelected(screen))
    }
  }

  // MARK: - Commands

  static let request = ImportRequest(format: .tvmaze, source: "shows.json", data: Data("[]".utf8))

  static func name(_ action: ExportOutputAction) -> String {
    switch action {
    case .exportRequested: "exportRequested"
    case .traktFilesRequested: "traktFilesRequested"
    }
  }

  static func name(_ action: ImportOutputAction) -> String {
    switch action {
    case .importRequested: "importRequested"
    }
  }

  @Test func exportAndImportActions() {
    #expect(Self.name(.exportRequested) == "exportRequested")
    #expect(Connectors.ExportConnector().connect(action: .exportRequested) == .exporting(.started))
    #expect(Self.name(.traktFilesRequested) == "traktFilesRequested")
    #expect(
      Connectors.ExportConnector().connect(action: .traktFilesRequested)
        == .exporting(.traktFilesStarted))
    #expect(Self.name(.importRequested(Self.request)) == "importRequested")
    #expect(
      Connectors.ImportConnector().connect(action: .importRequested(Self.request))
        == .importing(.started(Self.request)))
  }
}
