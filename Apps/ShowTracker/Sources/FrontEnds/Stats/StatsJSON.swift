import Stats

/// Stats as JSON, for `showtracker stats --json`.
public struct StatsJSON: StatsRendering {
  /// The store the front end reads.
  public let viewModel: StatsView.ViewModel

  /// Creates the front end on `viewModel`.
  public init(viewModel: StatsView.ViewModel) {
    self.viewModel = viewModel
  }

  /// The view state as pretty-printed JSON with sorted keys.
  public func render() throws -> String {
    try JSONText.encode(Document(viewModel.state))
  }

  struct Document: Encodable {
    var status: String
    var error: String?
    var rows: [Row]

    init(_ state: StatsView.State) {
      switch state.status {
      case .loading: status = "loading"
      case .loaded: status = "loaded"
      case .failed(let message):
        status = "failed"
        error = message
      }
      rows = state.rows.map { Row(id: $0.id, title: $0.title) }
    }
  }

  struct Row: Encodable {
    var id: String
    var title: String
  }
}
