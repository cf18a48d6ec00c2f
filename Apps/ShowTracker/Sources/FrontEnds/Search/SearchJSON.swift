import Search

/// The search as JSON, for `showtracker search --json`: the same view state the terminal
/// draws, encoded.
public struct SearchJSON: SearchRendering, JSONFrontEnd {
  /// The store the front end reads.
  public let viewModel: SearchView.ViewModel

  /// Creates the front end on `viewModel`.
  public init(viewModel: SearchView.ViewModel) {
    self.viewModel = viewModel
  }

  public static func document(for state: SearchView.State) -> any Encodable {
    Document(state)
  }

  struct Document: Encodable {
    var query: String
    var status: String
    var error: String?
    var totalCount: Int
    var results: [Result]

    init(_ state: SearchView.State) {
      query = state.query
      totalCount = state.totalCount
      results = state.results.map(Result.init)
      switch state.phase {
      case .idle: status = "idle"
      case .searching: status = "searching"
      case .results: status = "results"
      case .noResults: status = "no-results"
      case .failed(let message):
        status = "failed"
        error = message
      }
    }
  }

  struct Result: Encodable {
    var id: Int64
    var title: String
    var years: String
    var channel: String
    var status: String
    var progress: String
    var progressFraction: Double
    var watched: Int
    var aired: Int
    var followed: Bool
    /// Present when the library holds only part of the episode list: what to do about it.
    var incomplete: String?

    init(_ result: SearchView.State.Result) {
      id = result.show.rawValue
      title = result.title
      years = result.years
      channel = result.channel
      status = result.status
      progress = result.progress
      progressFraction = result.progressFraction
      watched = result.watchedCount
      aired = result.airedCount
      followed = result.isFollowed
      incomplete = result.incomplete
    }
  }
}
