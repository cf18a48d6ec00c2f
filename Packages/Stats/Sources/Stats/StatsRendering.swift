/// A front end for Stats: anything that can draw ``StatsView/State`` and turn the user's
/// input into ``StatsView/Action``s.
///
/// ```swift
/// StatsScreen(viewModel: store.connect(using: Connectors.StatsConnector()))
/// ```
@MainActor
public protocol StatsRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: StatsView.ViewModel)
}
