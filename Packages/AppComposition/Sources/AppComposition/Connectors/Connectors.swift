/// Every connector of ShowTracker: the only place that maps ``AppState`` to a feature's view
/// state and a feature's actions to ``AppAction``.
///
/// ```swift
/// HistoryScreen(viewModel: store.connect(using: Connectors.WatchedHistoryConnector()))
/// ```
public enum Connectors {}
