import Redux

extension WatchlistView.State {
  /// Nothing to show.
  public static let empty = Self(rows: [])
  /// The rows while they load.
  public static let loading = Self(rows: [], status: .loading)
  /// A few rows.
  public static let populated = Self(rows: Array(sampleRows.prefix(3)))
  /// Rows that could not be read.
  public static let failed = Self(
    rows: [], status: .failed(message: "another program is using the library; try again"))
  /// More rows than fit on a screen, with long titles.
  public static let long = Self(rows: sampleRows)

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty), PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated), PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  private static let sampleRows: [WatchlistView.Row] = (0..<30).map { index in
    let titles = [
      "Northern Lights", "The Harbour",
      "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
    ]
    return WatchlistView.Row(id: "\(index + 1)", title: titles[index % titles.count])
  }
}
