import AppComposition

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
    .watchlist,
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
