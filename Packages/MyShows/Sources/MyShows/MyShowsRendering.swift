/// A front end for My Shows: anything that can draw ``MyShowsView/State`` and turn the user's
/// input into ``MyShowsView/Action``s.
///
/// ```swift
/// MyShowsScreen(viewModel: store.connect(using: Connectors.MyShowsConnector()))
/// ```
@MainActor
public protocol MyShowsRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: MyShowsView.ViewModel)
}
