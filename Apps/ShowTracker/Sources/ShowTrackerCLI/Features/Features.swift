import AppComposition
import FrontEnds
import History
import Search
import ShowDetail

/// The app's features: one list, in tab order. Adding a feature is a file with its entry and
/// one line here.
enum Features {
  /// Every feature, in the order of the tabs and of the commands in the help.
  static let all: [Feature] = [
    .upNext,
    .history,
    .search,
    .showDetail,
    .upcoming,
    .myShows,
    .stats,
    // new-feature: features above this line
  ]

  /// The feature `preview` calls `name` ("show-detail" is also "show").
  static func named(_ name: String) -> Feature? {
    let name = name.lowercased() == "show-detail" ? "show" : name.lowercased()
    return all.first { $0.name == name }
  }

  /// The tabs, in order.
  static var tabs: [Connectors.AppChromeConnector.Tab] { all.compactMap(\.tab) }
}

extension Feature {
  /// The watched history: a tab, `showtracker history`.
  static let history = Feature(
    name: "history", tab: .init(screen: .history, title: "History"),
    connector: Connectors.WatchedHistoryConnector(),
    fixtures: HistoryView.State.previewFixtures,
    screen: HistoryScreen.init, json: { try HistoryJSON(viewModel: $0).render() },
    command: .history, load: [.history(.pageRequested(1))])

  /// The search: a tab, `showtracker search`.
  static let search = Feature(
    name: "search", tab: .init(screen: .search, title: "Search"),
    connector: Connectors.SearchConnector(),
    fixtures: SearchView.State.previewFixtures,
    screen: SearchScreen.init, json: { try SearchJSON(viewModel: $0).render() },
    command: .search, load: [])

  /// The open show: a tab, `showtracker show`.
  static let showDetail = Feature(
    name: "show", tab: .init(screen: .showDetail, title: "Show"),
    connector: Connectors.ShowDetailConnector(),
    fixtures: ShowDetailView.State.previewFixtures,
    screen: ShowDetailScreen.init, json: { try ShowDetailJSON(viewModel: $0).render() },
    command: .show, load: [])
}
