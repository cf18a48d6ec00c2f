import Watchlist

/// Watchlist as JSON, for `showtracker watchlist --json`.
public struct WatchlistJSON: WatchlistRendering, JSONFrontEnd {
  /// The store the front end reads.
  public let viewModel: WatchlistView.ViewModel

  /// Creates the front end on `viewModel`.
  public init(viewModel: WatchlistView.ViewModel) {
    self.viewModel = viewModel
  }

  public static func document(for state: WatchlistView.State) -> any Encodable {
    Document(state)
  }

  struct Document: Encodable {
    var status: String
    var error: String?
    var rows: [Row]

    init(_ state: WatchlistView.State) {
      (status, error) = state.status.json
      rows = state.rows.map { Row(id: $0.id, title: $0.title) }
    }
  }

  struct Row: Encodable {
    var id: String
    var title: String
  }
}
