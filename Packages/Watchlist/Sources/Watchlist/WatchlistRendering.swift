/// A front end for Watchlist: draws ``WatchlistView/State``, sends ``WatchlistView/Action``s.
@MainActor
public protocol WatchlistRendering {
  /// Creates the front end on `viewModel`.
  init(viewModel: WatchlistView.ViewModel)
}
