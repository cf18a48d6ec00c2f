import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show on My Shows: the user's progress in it and what comes next.
public struct MyShowEntry: Sendable, Hashable {
  /// The show's id.
  public var showID: Int64
  /// The show's title.
  public var title: String
  /// The show's poster (`shows.poster_url`), when the library has one.
  public var posterURL: String?
  /// The show's network, or its web channel.
  public var network: String?
  /// "Running", "Ended", ….
  public var status: String?
  /// Regular episodes with at least one watch event; specials are not counted.
  public var watched: Int
  /// Regular episodes that have aired: an air date by today, or none known (as search counts
  /// them). Specials are not counted.
  public var aired: Int
  /// The first aired, numbered episode of the regular seasons not watched; `nil` when caught
  /// up.
  public var next: EpisodeRecord?
  /// The next air date of an episode, today or later (`yyyy-MM-dd`).
  public var nextAirDate: String?
  /// The latest watch of the show, or when it was followed, whichever is later; `nil` for a
  /// show not followed.
  public var activeAt: Date?
  /// Whether the user follows the show.
  public var isFollowed: Bool
  /// The user's rating of the show itself, 1–10; `nil` when not rated.
  public var rating: Int?

  /// Creates an entry.
  public init(
    showID: Int64, title: String, network: String?, status: String?, watched: Int, aired: Int,
    next: EpisodeRecord?, nextAirDate: String?, activeAt: Date?, isFollowed: Bool,
    rating: Int? = nil, posterURL: String? = nil
  ) {
    self.posterURL = posterURL
    self.showID = showID
    self.title = title
    self.network = network
    self.status = status
    self.watched = watched
    self.aired = aired
    self.next = next
    self.nextAirDate = nextAirDate
    self.activeAt = activeAt
    self.isFollowed = isFollowed
    self.rating = rating
  }

  /// Whether aired episodes are left to watch.
  public var isBehind: Bool { aired > watched }

  /// The share of aired episodes watched, 0 to 1 (0 when nothing aired).
  public var progress: Double { aired == 0 ? 0 : min(1, Double(watched) / Double(aired)) }
}

/// Which shows My Shows lists.
///
/// > Note: `LibraryClient`'s `MyShowsFilter` and the feature's `MyShowsView.Filter` say the same;
/// > each package has its own because none of the three may depend on another
/// > (`ArchitectureRules`), and the modules that see two map them case by case.
public enum ShowListFilter: String, Sendable, Hashable, CaseIterable {
  /// The followed shows.
  case following
  /// The followed shows with aired episodes left to watch.
  case behind
  /// The followed shows that ended.
  case ended
  /// Every show in the library, followed or not.
  case all
}

/// The order of My Shows.
///
/// > Note: `LibraryClient`'s `MyShowsOrder` and the feature's `MyShowsView.Order` say the same;
/// > each package has its own because none of the three may depend on another
/// > (`ArchitectureRules`), and the modules that see two map them case by case.
public enum ShowListOrder: String, Sendable, Hashable, CaseIterable {
  /// The most recently watched or followed first; shows never active last, A to Z.
  case activity
  /// A to Z, ignoring case.
  case title
  /// The largest share of aired episodes watched first; then A to Z.
  case progress
  /// The highest rated first (the show's own rating); then A to Z; shows not rated last, A to
  /// Z.
  case rating
}

extension LibraryDatabase {
  /// The shows of My Shows, in `order`, at most `limit`: each with the user's progress
  /// (watched of aired), the next episode to watch, the next air date, status and network.
  ///
  /// The candidates are read in order from an index (followed shows by activity, shows by
  /// title) and each one's figures are a few index ranges, so the cost follows the page, not
  /// the library; only ``ShowListOrder/progress`` computes every candidate before sorting.
  ///
  /// ```swift
  /// let behind = try database.myShows(
  ///   today: "2026-12-01", filter: .behind, order: .activity, limit: 50)
  /// behind.first?.next?.title  // "Cat's in the Bag..."
  /// ```
  public func myShows(
    today: String, filter: ShowListFilter, order: ShowListOrder, limit: Int
  ) throws -> [MyShowEntry] {
    guard limit > 0 else { return [] }
    return try withConnection { connection in
      try connection.transaction(.deferred) {
        let candidates = try connection.prepare(Self.candidatesSQL(filter: filter, order: order))
        try candidates.bind([])
        var entries: [MyShowEntry] = []
        var ranked = ProgressRanking(limit: limit)
        while order == .progress || entries.count < limit, try candidates.step() {
          let row = candidates.currentRow()
          let activeAt: Int64? = try row.get(4)
          var entry = MyShowEntry(
            showID: try row.get(0), title: try row.get(1), network: try row.get(2),
            status: try row.get(3), watched: 0, aired: 0, next: nil, nextAirDate: nil,
            activeAt: activeAt.map { Timestamp.date(milliseconds: $0) },
            isFollowed: activeAt != nil, rating: try row.get(5), posterURL: try row.get(6))
          try fillCounts(&entry, today: today, connection)
          if filter == .behind, !entry.isBehind { continue }
          // By progress, only the page's entries get their next episode, once sorted.
          if order == .progress {
            ranked.add(entry)
          } else {
            try fillNext(&entry, today: today, connection)
            entries.append(entry)
          }
        }
        guard order == .progress else { return entries }
        var page = ranked.best
        for index in page.indices { try fillNext(&page[index], today: today, connection) }
        return page
      }
    }
  }

  /// The `limit` entries of most progress, ties by title without case, kept while every
  /// followed show goes by: at most twice `limit` are held at once (each title folded once), so
  /// memory follows the page, not the library.
  private struct ProgressRanking {
    let limit: Int
    private var kept: [(entry: MyShowEntry, progress: Double, title: String)] = []

    init(limit: Int) { self.limit = limit }

    mutating func add(_ entry: MyShowEntry) {
      kept.append((entry, entry.progress, entry.title.lowercased()))
      if kept.count >= 2 * limit { trim() }
    }

    /// The kept entries in order, at most `limit`.
    var best: [MyShowEntry] {
      var ranking = self
      ranking.trim()
      return ranking.kept.map(\.entry)
    }

    private mutating func trim() {
      kept.sort { left, right in
        if left.progress != right.progress { return left.progress > right.progress }
        return left.title < right.title
      }
      kept.removeSubrange(min(limit, kept.count)...)
    }
  }

  /// Candidates in order: id, title, network, status, active_at (null when not followed), the
  /// show's own rating (null when not rated), the poster.
  private static func candidatesSQL(filter: ShowListFilter, order: ShowListOrder) -> String {
    let columns = """
      shows.id, shows.title, coalesce(shows.network, shows.web_channel), shows.status,
      followed_shows.active_at, show_ratings.rating, shows.poster_url
      """
    // The show's own rating: the one row of its ratings with no season and no episode.
    let rating = """
      LEFT JOIN ratings AS show_ratings ON show_ratings.show_id = shows.id
        AND show_ratings.season IS NULL AND show_ratings.episode_id IS NULL
      """
    let ended = filter == .ended ? "WHERE shows.status = 'Ended'" : ""
    if filter == .all {
      let orderBy =
        switch order {
        case .activity:
          "followed_shows.active_at IS NULL, followed_shows.active_at DESC, "
            + "shows.title COLLATE NOCASE, shows.id"
        case .rating:
          "show_ratings.rating IS NULL, show_ratings.rating DESC, shows.title COLLATE NOCASE, "
            + "shows.id"
        case .title, .progress: "shows.title COLLATE NOCASE, shows.id"
        }
      return """
        SELECT \(columns) FROM shows
          LEFT JOIN followed_shows ON followed_shows.show_id = shows.id
          \(rating)
        ORDER BY \(orderBy)
        """
    }
    switch order {
    case .activity, .progress:
      return """
        SELECT \(columns) FROM followed_shows
          CROSS JOIN shows ON shows.id = followed_shows.show_id
          \(rating)
        \(ended)
        ORDER BY followed_shows.active_at DESC, followed_shows.show_id DESC
        """
    case .rating:
      return """
        SELECT \(columns) FROM followed_shows
          CROSS JOIN shows ON shows.id = followed_shows.show_id
          \(rating)
        \(ended)
        ORDER BY show_ratings.rating IS NULL, show_ratings.rating DESC,
          shows.title COLLATE NOCASE, shows.id
        """
    case .title:
      return """
        SELECT \(columns) FROM shows
          JOIN followed_shows ON followed_shows.show_id = shows.id
          \(rating)
        \(ended)
        ORDER BY shows.title COLLATE NOCASE, shows.id
        """
    }
  }

  /// The entry's counts and next air date: index ranges of the show's episodes. Specials
  /// (``SpecialsSQL``) count in neither the watched nor the aired episodes.
  private func fillCounts(
    _ entry: inout MyShowEntry, today: String, _ connection: Connection
  ) throws {
    let showID = entry.showID
    if let counts = try connection.queryFirst(
      """
      SELECT
        \(SpecialsSQL.airedRegularCount(show: "?1", today: "?2")),
        \(SpecialsSQL.watchedRegularCount(show: "?1")),
        (SELECT min(airdate) FROM episodes WHERE show_id = ?1 AND airdate >= ?2)
      """, [showID, today])
    {
      entry.aired = try counts.get(0)
      entry.watched = try counts.get(1)
      entry.nextAirDate = try counts.get(2)
    }
  }

  /// The entry's next episode to watch, once its counts are in: none when it is not behind.
  /// Specials are never the next one.
  private func fillNext(_ entry: inout MyShowEntry, today: String, _ connection: Connection) throws
  {
    let showID = entry.showID
    guard entry.watched < entry.aired else { return }
    // Numbered episodes in order, from the (show, season, number) index: the walk stops at the
    // first unwatched aired one, with no sort.
    entry.next = try connection.queryFirst(
      """
      SELECT id, season, number, title, airdate, runtime FROM episodes
      WHERE show_id = ?1 AND \(SpecialsSQL.isRegular()) AND airdate <= ?2
        AND NOT EXISTS (SELECT 1 FROM watch_events WHERE watch_events.episode_id = episodes.id)
      ORDER BY season, number LIMIT 1
      """, [showID, today]
    ).map { row in
      EpisodeRecord(
        id: try row.get(0), showID: showID, season: try row.get(1), number: try row.get(2),
        title: try row.get(3), airdate: try row.get(4), runtime: try row.get(5))
    }
  }
}
