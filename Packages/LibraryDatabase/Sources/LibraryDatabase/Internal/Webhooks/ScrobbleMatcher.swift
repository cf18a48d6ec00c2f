import SQLite
import TextFormats

/// Finds the library's episodes a media server's play is of: by the episode's own ids first,
/// then by the show's ids with the season and numbers, then by the show's title (folded,
/// ``TitleFold``; with the year when the play gives one) with the season and numbers. A match by
/// the show is refused when the play's episode id of a kind differs from the episode's own id of
/// that kind: a title alone never outweighs an id.
struct ScrobbleMatcher {
  let connection: Connection

  /// One episode of the library, as matching reads it.
  struct Episode {
    var id: Int64
    var showID: Int64
    var showTitle: String
    var season: Int
    var number: Int?
    var ids: ExternalIDs

    var code: String { EpisodeCode.code(season: season, number: number) }
  }

  /// The episodes of a play, in the play's order; or why there are none, in one line.
  enum Match {
    case episodes([Episode])
    case unmatched(String)
  }

  /// The kinds of the episode's own ids, in the order they are tried.
  static let episodeKinds: [IDKind] = [.tvdb, .imdb, .tmdb, .tvmaze, .trakt]
  /// The kinds of the show's ids, in the order they are tried.
  static let showKinds: [IDKind] = [.tvdb, .imdb, .tmdb, .tvmaze, .trakt]

  private static let episodeColumns = """
    episodes.id, episodes.show_id, shows.title, episodes.season, episodes.number,
    episodes.tvmaze_id, episodes.tvdb_id, episodes.imdb_id, episodes.trakt_id, episodes.tmdb_id
    FROM episodes JOIN shows ON shows.id = episodes.show_id
    """

  func match(_ play: ScrobbledPlay) throws -> Match {
    if let first = try episodeByOwnIDs(play.episodeIDs) {
      // One id naming it is not enough when another of the play's ids says otherwise.
      if let conflict = Self.conflict(play.episodeIDs, first) { return .unmatched(conflict) }
      // The ids name the file's first episode; the others follow it in its season.
      let offset = (first.number ?? play.episodes.first ?? 0) - (play.episodes.first ?? 0)
      var found = [first]
      for number in play.episodes.dropFirst() {
        guard
          let next = try episode(
            show: first.showID, season: first.season, number: number + offset)
        else {
          return .unmatched(
            "\(TitleFold.quoted(first.showTitle)) has no episode "
              + "\(EpisodeCode.code(season: first.season, number: number + offset)) in the library")
        }
        found.append(next)
      }
      return .episodes(found)
    }
    guard !play.episodes.isEmpty else {
      return .unmatched(
        "no episode of the library has the play's ids, and the play names no episode number")
    }
    if let showID = try CatalogWriter(connection: connection).findShow(
      ids: play.showIDs, order: Self.showKinds)
    {
      return try episodes(of: play, show: showID)
    }
    return try matchByTitle(play)
  }

  /// The play's episodes in show `showID`, when each is there and none has another id of a
  /// kind the play gives.
  private func episodes(of play: ScrobbledPlay, show showID: Int64) throws -> Match {
    var found: [Episode] = []
    for number in play.episodes {
      guard let episode = try episode(show: showID, season: play.season, number: number) else {
        let title =
          try connection.scalar("SELECT title FROM shows WHERE id = ?", [showID], as: String.self)
          ?? play.showTitle
        return .unmatched(
          "\(TitleFold.quoted(title)) has no episode "
            + "\(EpisodeCode.code(season: play.season, number: number)) in the library")
      }
      found.append(episode)
    }
    if let first = found.first, let conflict = Self.conflict(play.episodeIDs, first) {
      return .unmatched(conflict)
    }
    return .episodes(found)
  }

  /// By the show's folded title (the year, when the play gives one, picks among shows of the
  /// same title), then season and numbers.
  private func matchByTitle(_ play: ScrobbledPlay) throws -> Match {
    var title = play.showTitle.trimmingWhitespace()
    var year = play.showYear
    var candidates = try shows(titled: title)
    if candidates.isEmpty, let split = TitleFold.splitYear(title) {
      // "Doctor Who (2005)": the library may have "Doctor Who" of 2005.
      title = split.title
      year = year ?? split.year
      candidates = try shows(titled: title)
    }
    let named = TitleFold.quoted(title) + (year.map { " (\($0))" } ?? "")
    guard !candidates.isEmpty else { return .unmatched("no show titled \(named) in the library") }
    // A show with another id of a kind the play gives is another show of the same title.
    let compatible = candidates.filter { Self.conflictingKind(play.showIDs, $0.ids) == nil }
    guard !compatible.isEmpty else {
      return .unmatched(
        "the library's show titled \(TitleFold.quoted(title)) has other ids than the play's show")
    }
    let chosen: [TitledShow]
    if let year {
      let exact = compatible.filter { $0.year == year }
      chosen = exact.isEmpty ? compatible.filter { $0.year == nil } : exact
      guard !chosen.isEmpty else {
        return .unmatched("no show titled \(named) in the library")
      }
    } else {
      chosen = compatible
    }
    guard chosen.count == 1 else {
      return .unmatched(
        "\(chosen.count) shows in the library are titled \(named), and the play gives no year "
          + "that tells them apart")
    }
    return try episodes(of: play, show: chosen[0].id)
  }

  private struct TitledShow {
    var id: Int64
    var year: Int?
    var ids: ExternalIDs
  }

  /// The shows whose folded title is `title`'s.
  private func shows(titled title: String) throws -> [TitledShow] {
    let folded = TitleFold.folded(title)
    guard !folded.isEmpty else { return [] }
    // Every title is read through the title index (it holds them all); only the few that fold
    // to the same text cost a row.
    let ids = try connection.query("SELECT id, title FROM shows INDEXED BY shows_by_title")
      .compactMap { row -> Int64? in
        TitleFold.folded(try row.get(1, as: String.self)) == folded ? try row.get(0) : nil
      }
    return try ids.sorted().compactMap { id in
      try connection.queryFirst(
        "SELECT year, tvmaze_id, tvdb_id, imdb_id, trakt_id, tmdb_id FROM shows WHERE id = ?",
        [id]
      ).map { row in
        TitledShow(
          id: id, year: try row.get(0),
          ids: ExternalIDs(
            tvmaze: try row.get(1), tvdb: try row.get(2), imdb: try row.get(3),
            trakt: try row.get(4), tmdb: try row.get(5)))
      }
    }
  }

  /// The one episode holding one of `ids` (tried in ``episodeKinds`` order); an id that
  /// several episodes hold names none of them.
  private func episodeByOwnIDs(_ ids: ExternalIDs) throws -> Episode? {
    for kind in Self.episodeKinds {
      guard let value = kind.value(in: ids) else { continue }
      let found = try connection.query(
        "SELECT \(Self.episodeColumns) WHERE episodes.\(kind.column) = ? ORDER BY episodes.id LIMIT 2",
        [value]
      ).map(Self.episode)
      if found.count == 1 { return found[0] }
    }
    return nil
  }

  func episode(show showID: Int64, season: Int, number: Int) throws -> Episode? {
    try connection.queryFirst(
      """
      SELECT \(Self.episodeColumns)
      WHERE episodes.show_id = ? AND episodes.season = ? AND episodes.number = ?
      """, [showID, season, number]
    ).map(Self.episode)
  }

  func episode(id: Int64) throws -> Episode? {
    try connection.queryFirst("SELECT \(Self.episodeColumns) WHERE episodes.id = ?", [id])
      .map(Self.episode)
  }

  private static func episode(_ row: Row) throws -> Episode {
    Episode(
      id: try row.get(0), showID: try row.get(1), showTitle: try row.get(2),
      season: try row.get(3), number: try row.get(4),
      ids: ExternalIDs(
        tvmaze: try row.get(5), tvdb: try row.get(6), imdb: try row.get(7),
        trakt: try row.get(8), tmdb: try row.get(9)))
  }

  /// Why the play's episode ids refuse `episode`: it holds another id of a kind the play gives.
  private static func conflict(_ ids: ExternalIDs, _ episode: Episode) -> String? {
    guard let kind = conflictingKind(ids, episode.ids),
      let theirs = kind.value(in: episode.ids), let mine = kind.value(in: ids)
    else { return nil }
    return
      "the library's \(TitleFold.quoted(episode.showTitle)) \(episode.code) has \(kind.displayName) id "
      + "\(theirs.text), the play \(TitleFold.oneLine(mine.text))"
  }

  /// The first kind of id both have, with different values.
  private static func conflictingKind(_ mine: ExternalIDs, _ theirs: ExternalIDs) -> IDKind? {
    IDKind.allCases.first { kind in
      guard let a = kind.value(in: mine), let b = kind.value(in: theirs) else { return false }
      return a != b
    }
  }
}

extension IDKind {
  /// The catalog's name, as people write it: `TheTVDB`.
  var displayName: String {
    switch self {
    case .tvmaze: "TVMaze"
    case .tvdb: "TheTVDB"
    case .imdb: "IMDb"
    case .trakt: "Trakt"
    case .tmdb: "TMDB"
    }
  }
}
