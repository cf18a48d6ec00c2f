/// A front end for the app's chrome: anything that can draw ``AppChromeView/State`` around a
/// screen and turn the user's keys into ``AppChromeView/Action``s.
///
/// ```swift
/// AppFrame(viewModel: store.connect(using: Connectors.AppChromeConnector()))
/// ```
@MainActor
public protocol AppChromeRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: AppChromeView.ViewModel)
}
