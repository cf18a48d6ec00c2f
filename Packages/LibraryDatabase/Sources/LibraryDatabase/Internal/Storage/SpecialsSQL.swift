/// Which episodes are specials, in SQL: the one place the library spells the rule.
///
/// A special is an episode of season 0, or one with no number: TVMaze files some specials in a
/// regular season with `number: null` ("Inside Game of Thrones" in season 1). Specials are kept
/// apart, as Trakt and TV Time keep them: they count in no progress (a show's watched and aired
/// episodes, the episodes left) and are never the next episode. `LibraryClient`'s
/// `Episode.isSpecial` is the same rule for an episode the app has loaded.
enum SpecialsSQL {
  /// True for an episode of `table` that is not a special: a numbered episode of a regular
  /// season.
  static func isRegular(_ table: String = "episodes") -> String {
    "(\(table).season > 0 AND \(table).number IS NOT NULL)"
  }

  /// True for a special of `table`.
  static func isSpecial(_ table: String = "episodes") -> String {
    "NOT \(isRegular(table))"
  }

  /// How many regular episodes of show `show` (an SQL expression) have aired by `today` (an
  /// SQL expression, `yyyy-MM-dd`) or have no air date (as the library counts them: most come
  /// from a watch history). Two ranges of `episodes_by_show` (show, air date, season, number),
  /// which holds every column read: no episode row is read.
  static func airedRegularCount(show: String, today: String) -> String {
    """
    ((SELECT count(*) FROM episodes
        WHERE episodes.show_id = \(show) AND episodes.airdate <= \(today) AND \(isRegular()))
      + (SELECT count(*) FROM episodes
        WHERE episodes.show_id = \(show) AND episodes.airdate IS NULL AND \(isRegular())))
    """
  }

  /// How many regular episodes of show `show` (an SQL expression) have a watch: the show's
  /// watched episodes the triggers keep (`show_watched_counts`, schema v5), less its watched
  /// specials, so only a show's few specials are looked up in the watch events.
  static func watchedRegularCount(show: String) -> String {
    """
    (coalesce((SELECT show_watched_counts.episodes FROM show_watched_counts
        WHERE show_watched_counts.show_id = \(show)), 0)
      - (SELECT count(*) FROM episodes
        WHERE episodes.show_id = \(show) AND \(isSpecial())
          AND EXISTS (SELECT 1 FROM watch_events WHERE watch_events.episode_id = episodes.id)))
    """
  }
}
