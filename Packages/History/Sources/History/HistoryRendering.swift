/// A front end for the watched history: anything that can draw ``HistoryView/State`` and turn
/// the user's input into ``HistoryView/Action``s.
///
/// The terminal app, the JSON output and a SwiftUI view on an Apple platform each implement it
/// without touching this package. A container binds one to the store:
///
/// ```swift
/// HistoryScreen(viewModel: store.connect(using: Connectors.WatchedHistoryConnector()))
/// ```
@MainActor
public protocol HistoryRendering {
  /// Creates the front end for `viewModel`.
  init(viewModel: HistoryView.ViewModel)
}
