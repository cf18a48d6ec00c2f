import Identifiers
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WatchlistView.State: Previewable {
  /// Nothing saved yet.
  public static let empty = Self(rows: [])
  /// The list while it loads.
  public static let loading = Self(rows: [], status: .loading)
  /// Three shows, one of them saved from a Trakt watchlist and not in the library yet.
  public static let populated = Self(rows: Array(sampleRows.prefix(3)))
  /// A list that could not be read.
  public static let failed = Self(
    rows: [], status: .failed(message: "another program is using the library; try again"))
  /// More shows than fit on a screen, with long titles.
  public static let long = Self(rows: sampleRows)

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("empty", .empty), PreviewFixture("loading", .loading),
    PreviewFixture("populated", .populated), PreviewFixture("error", .failed),
    PreviewFixture("long", .long),
  ]

  /// Row `index` (0 to 29) was saved on 2026-11-30 at 20:00 UTC, less a day a row.
  private static func day(_ index: Int) -> (String, Date) {
    let date = Date(timeIntervalSince1970: 1_796_068_800 - Double(index) * 86_400)
    let day = 30 - index
    return ("2026-11-\(day < 10 ? "0" : "")\(day)", date)
  }

  private static let sampleRows: [WatchlistView.Row] = (0..<30).map { index in
    let (added, addedAt) = day(index)
    switch index % 3 {
    case 0:
      return WatchlistView.Row(
        show: ShowID(rawValue: Int64(index + 1)), title: "Severance", year: 2022,
        yearText: "2022", network: "Apple TV+", episodes: 19, episodesText: "19 episodes",
        added: added, addedAt: addedAt)
    case 1:
      return WatchlistView.Row(
        show: ShowID(rawValue: Int64(index + 1)), title: "Velvet Static", year: 2024,
        yearText: "2024", network: "", episodes: 0, episodesText: "not in the library yet",
        added: added, addedAt: addedAt,
        notInLibrary:
          "not in the library yet: `showtracker refresh \"Velvet Static\"` fetches it")
    default:
      return WatchlistView.Row(
        show: ShowID(rawValue: Int64(index + 1)),
        title: "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
        year: nil, yearText: "", network: "BBC One", episodes: 1, episodesText: "1 episode",
        added: added, addedAt: addedAt)
    }
  }
}
