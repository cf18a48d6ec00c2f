/// A front end for search: anything that can draw ``SearchView/State`` and turn the user's
/// input into ``SearchView/Action``s.
///
/// ```swift
/// SearchScreen(viewModel: store.connect(using: Connectors.SearchConnector()))
/// ```
@MainActor
public protocol SearchRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: SearchView.ViewModel)
}
