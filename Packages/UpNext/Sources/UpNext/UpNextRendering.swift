/// A front end for Up Next: anything that can draw ``UpNextView/State`` and turn the user's
/// input into ``UpNextView/Action``s.
///
/// ```swift
/// UpNextScreen(viewModel: store.connect(using: Connectors.UpNextConnector()))
/// ```
@MainActor
public protocol UpNextRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: UpNextView.ViewModel)
}
