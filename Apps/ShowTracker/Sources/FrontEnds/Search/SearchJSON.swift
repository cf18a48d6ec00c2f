import Search

/// The search as JSON, for `showtracker search --json`: the same view state the terminal
/// draws, encoded.
public struct SearchJSON: JSONDocument {
  var query: String
  var totalCount: Int
  var results: [Result]

  public init(_ state: SearchView.State) {
    query = state.query
    totalCount = state.totalCount
    results = state.results.map(Result.init)
  }

  /// The search's phase in its own words: `idle`, `searching`, `results`, `no-results`,
  /// `failed`.
  public static func status(of state: SearchView.State) -> JSONStatus {
    switch state.phase {
    case .idle: JSONStatus("idle")
    case .searching: JSONStatus("searching")
    case .results: JSONStatus("results")
    case .noResults: JSONStatus("no-results")
    case .failed(let message): JSONStatus("failed", error: message)
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
    /// Whether the title matches only with a typo forgiven ("did you mean").
    var didYouMean: Bool

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
      didYouMean = result.isDidYouMean
    }
  }
}

extension JSONFrontEnd: SearchRendering
where Document == SearchJSON, ViewAction == SearchView.Action {}
