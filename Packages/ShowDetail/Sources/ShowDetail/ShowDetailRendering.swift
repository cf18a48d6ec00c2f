/// A front end for the show screen: anything that can draw ``ShowDetailView/State`` and turn
/// the user's input into ``ShowDetailView/Action``s.
///
/// ```swift
/// ShowDetailScreen(viewModel: store.connect(using: Connectors.ShowDetailConnector()))
/// ```
@MainActor
public protocol ShowDetailRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: ShowDetailView.ViewModel)
}
