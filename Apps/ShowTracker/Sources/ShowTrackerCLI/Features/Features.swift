import AppComposition
import FrontEnds
import WebFrontEnds

/// The app's features: the registry, one ``Feature`` entry each, in tab order. Each entry names
/// the feature's screen and tab, its command and load, its connector and page, and its front
/// ends; its command (and its page's route, unless the page is kept) is in its own file,
/// `{Name}Feature.swift`. Adding a feature is that file and an entry here.
enum Features {
  /// Every feature, in the order of the tabs and of the commands in the help.
  static let all: [Feature] = [
    Feature(
      .upNext, tab: "Up Next", command: .next, load: [.upNext(.loadRequested)],
      connector: Connectors.UpNextConnector(), web: .kept(at: WebPaths.upNext, phase: \.status),
      screen: UpNextScreen.self, json: UpNextJSON.self, html: UpNextHTML.self),
    Feature(
      .history, tab: "History", command: .history, load: [.history(.pageRequested(1))],
      connector: Connectors.WatchedHistoryConnector(), web: .history,
      screen: HistoryScreen.self, json: HistoryJSON.self, html: HistoryHTML.self),
    Feature(
      .search, tab: "Search", command: .search, load: [],
      connector: Connectors.SearchConnector(), web: .search,
      screen: SearchScreen.self, json: SearchJSON.self, html: SearchHTML.self),
    Feature(
      .showDetail, tab: "Show", command: .show, load: [],
      connector: Connectors.ShowDetailConnector(), web: .showDetail,
      screen: ShowDetailScreen.self, json: ShowDetailJSON.self, html: ShowDetailHTML.self),
    Feature(
      .upcoming, tab: "Upcoming", command: .upcoming, load: [.upcoming(.loadRequested)],
      connector: Connectors.UpcomingConnector(), web: .kept(at: WebPaths.upcoming, phase: \.status),
      screen: UpcomingScreen.self, json: UpcomingJSON.self, html: UpcomingHTML.self),
    Feature(
      .myShows, tab: "My Shows", command: .shows, load: [.myShows(.loadRequested)],
      connector: Connectors.MyShowsConnector(), web: .kept(at: WebPaths.myShows, phase: \.status),
      screen: MyShowsScreen.self, json: MyShowsJSON.self, html: MyShowsHTML.self),
    Feature(
      .stats, tab: "Stats", command: .stats, load: [.stats(.loadRequested)],
      connector: Connectors.StatsConnector(), web: .stats,
      screen: StatsScreen.self, json: StatsJSON.self, html: StatsHTML.self),
    Feature(
      .watchlist, tab: "Watchlist", command: .watchlist, load: [.watchlist(.loadRequested)],
      connector: Connectors.WatchlistConnector(),
      web: .kept(at: WebPaths.watchlist, phase: \.status),
      screen: WatchlistScreen.self, json: WatchlistJSON.self, html: WatchlistHTML.self),
    // new-feature: features above this line
  ]

  /// The feature `preview` calls `name` ("show-detail" is also "show").
  static func named(_ name: String) -> Feature? {
    let name = name.lowercased() == "show-detail" ? "show" : name.lowercased()
    return all.first { $0.name == name }
  }

  /// The tabs, in order.
  static var tabs: [Connectors.AppChromeConnector.Tab] { all.map(\.tab) }
}
