/// A front end for Upcoming: anything that can draw ``UpcomingView/State`` and turn the user's
/// input into ``UpcomingView/Action``s.
///
/// ```swift
/// UpcomingScreen(viewModel: store.connect(using: Connectors.UpcomingConnector()))
/// ```
@MainActor
public protocol UpcomingRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: UpcomingView.ViewModel)
}
