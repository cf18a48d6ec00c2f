import LibraryClient
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which followed shows a refresh fetches: pure functions, so the choice is tested without a
/// network.
///
/// A show never fetched (imported from a file) is always fetched. For the others, the refresh
/// asks `/updates/shows` for the shortest period (a day, a week, a month) that reaches back to
/// the oldest of their last fetches, and fetches only the shows TVMaze changed since it last
/// saw them. When the oldest fetch is older than a month, it fetches every show.
public enum RefreshPlan {
  /// TVMaze caches its answers for up to an hour: a period must reach this much further back.
  public static let cacheMargin: TimeInterval = 3600

  /// The period to ask `/updates/shows` for, or `nil` when asking would not spare a fetch:
  /// no show was fetched before, or the oldest fetch is older than a month.
  public static func period(for links: [TVMazeLink], now: Date) -> TVMazeUpdatePeriod? {
    let fetched = links.filter { $0.updated != nil }.compactMap(\.fetchedAt)
    guard let oldest = fetched.min() else { return nil }
    let age = now.timeIntervalSince(oldest) + cacheMargin
    return TVMazeUpdatePeriod.allCases.first { age <= $0.seconds }
  }

  /// The shows to fetch: those never fetched, and those whose TVMaze `updated` time moved
  /// since their last fetch. `updates` is `nil` when TVMaze was not asked: then every show.
  public static func showsToFetch(
    _ links: [TVMazeLink], updates: [Int: TVMazeTimestamp]?
  ) -> [TVMazeLink] {
    guard let updates else { return links }
    return links.filter { link in
      guard link.fetchedAt != nil, let known = link.updated else { return true }
      guard let latest = updates[link.tvmazeID] else { return false }
      return latest > known
    }
  }

  /// Of a search's results for `query`, the one to add: the only result, or the only one whose
  /// title is `query` (ignoring case and accents); `nil` when the user must choose.
  public static func choice(
    of results: [TVMazeShowSummary], for query: String
  ) -> TVMazeShowSummary? {
    if results.count == 1 { return results[0] }
    let written = TitleFolding.trimmed(query)
    let wanted = TitleFolding.folded(written)
    let exact = results.filter { TitleFolding.folded(TitleFolding.trimmed($0.name)) == wanted }
    if exact.count == 1 { return exact[0] }
    // Titles that differ only in case ("GIRLS", "Girls"): the one written exactly so.
    let verbatim = results.filter { $0.name == written }
    return verbatim.count == 1 ? verbatim[0] : nil
  }

  /// Of a search's results, those titled `title` (ignoring case, accents and the spaces
  /// around it) and, when `year` is given, premiered that year: a show the library knows only
  /// by a Trakt watchlist's ids and title is TVMaze's show only when exactly one is left.
  public static func titleMatches(
    of results: [TVMazeShowSummary], title: String, year: Int?
  ) -> [TVMazeShowSummary] {
    let wanted = TitleFolding.folded(TitleFolding.trimmed(title))
    return results.filter { result in
      TitleFolding.folded(TitleFolding.trimmed(result.name)) == wanted
        && (year == nil || result.year == year)
    }
  }
}
