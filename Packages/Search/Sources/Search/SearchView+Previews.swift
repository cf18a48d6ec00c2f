import Identifiers
import Redux

extension SearchView.State: Previewable {
  /// Nothing typed yet.
  public static let empty = Self(query: "", phase: .idle)

  /// Waiting for results.
  public static let loading = Self(query: "nor", phase: .searching)

  /// A few results, one partly watched.
  public static let populated = Self(query: "nor", phase: .results(Array(sampleResults.prefix(3))))

  /// A query that matched nothing.
  public static let noResults = Self(query: "zzyzx", phase: .noResults)

  /// A search that failed.
  public static let failed = Self(
    query: "nor", phase: .failed(message: "The library database is locked by another process."))

  /// No show of the library matches, and TVMaze has two to add.
  public static let tvmaze = Self(
    query: "severance", phase: .noResults,
    tvmaze: .results([
      TVMazeResult(tvmazeID: 44778, title: "Severance", year: "2022", channel: "Apple TV+"),
      TVMazeResult(tvmazeID: 61234, title: "Severance Pay", year: "2019", channel: ""),
    ]))

  /// Many results with long titles.
  public static let long = Self(query: "the", phase: .results(sampleResults))

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty),
    PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated),
    PreviewFixture("no-results", .noResults),
    PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
    PreviewFixture("tvmaze", .tvmaze),
  ]

  private static let sampleResults: [Result] = (0..<15).map { index in
    let titles = [
      "Northern Lights", "The Northman Chronicles",
      "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
    ]
    let watched = index % 4 * 3
    return Result(
      show: ShowID(rawValue: Int64(index + 1)),
      title: titles[index % titles.count],
      years: index % 2 == 0 ? "2015–2019" : "2021–",
      channel: index % 2 == 0 ? "BBC One" : "Netflix",
      status: index % 2 == 0 ? "Ended" : "Running",
      progress: "\(watched)/12",
      progressFraction: Double(watched) / 12,
      watchedCount: watched,
      airedCount: 12,
      isFollowed: watched > 0)
  }
}
