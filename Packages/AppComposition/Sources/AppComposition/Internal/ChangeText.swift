import LibraryClient

/// The words for a change to the library, for the status line and the commands that print it.
enum ChangeText {
  /// What marking did: "Breaking Bad: marked 3 episodes watched",
  /// "Breaking Bad: removed 3 watches of S01E01", "Breaking Bad: nothing to mark watched".
  static func marked(_ change: LibraryChange, in state: AppState) -> String {
    let prefix = change.showTitle.map { "\($0): " } ?? ""
    switch change.kind {
    case .watched:
      guard change.watchesAdded > 0 else { return prefix + "nothing to mark watched" }
      let left =
        change.leftWatchlist.isEmpty
        ? ""
        : change.leftWatchlist == [change.showTitle]
          ? "; it left the watchlist"
          : "; \(change.leftWatchlist.joined(separator: ", ")) left the watchlist"
      return prefix + "marked \(count(change.watchesAdded, "episode")) watched" + left
    case .unwatched:
      guard change.watchesRemoved > 0 else { return prefix + "nothing to mark not watched" }
      return prefix + removal(change, in: state)
    case .imported, .followed, .unfollowed, .added, .refreshed, .rated, .unrated, .watchlisted,
      .unwatchlisted:
      return prefix + summary(change)
    }
  }

  /// A change as undo and redo name it: "marking 7 episodes of Breaking Bad watched",
  /// "removing 2 watches of Breaking Bad", "following Girls", "the import of shows.json
  /// (1 show, 62 episodes, 0 watches; 2 episodes updated)", "adding Girls from TVMaze".
  static func summary(_ change: LibraryChange) -> String {
    let show = change.showTitle.map { " of \($0)" } ?? ""
    let title = change.showTitle ?? ChangeText.count(change.shows.count, "show")
    switch change.kind {
    case .watched:
      let server = change.mediaServer.map { " (a play from \($0.displayName))" } ?? ""
      return "marking \(count(change.episodes.count, "episode"))\(show) watched" + server
    case .unwatched:
      return "removing \(count(change.watchesRemoved, "watch"))\(show)"
    case .followed:
      return "following \(title)"
    case .unfollowed:
      return "unfollowing \(title)"
    case .rated:
      return "rating \(title)"
    case .unrated:
      return "clearing a rating of \(title)"
    case .watchlisted:
      return "saving \(title) to the watchlist"
    case .unwatchlisted:
      return "removing \(title) from the watchlist"
    case .added:
      return "adding \(title) from TVMaze"
    case .refreshed:
      return "the refresh of \(title) from TVMaze" + updated(change, prefix: " (", suffix: ")")
    case .imported(let source):
      let name = source == "-" ? "standard input" : source
      return "the import of \(name) (\(count(change.showsAdded, "show")), "
        + "\(count(change.episodesAdded, "episode")), \(count(change.watchesAdded, "watch"))"
        + updated(change, prefix: "; ", suffix: "") + ")"
    }
  }

  /// "2 shows and 5 episodes updated", between `prefix` and `suffix`; empty when the change
  /// updated no details.
  private static func updated(_ change: LibraryChange, prefix: String, suffix: String) -> String {
    let parts = [
      change.showsUpdated > 0 ? count(change.showsUpdated, "show") : nil,
      change.episodesUpdated > 0 ? count(change.episodesUpdated, "episode") : nil,
    ].compactMap(\.self)
    guard !parts.isEmpty else { return "" }
    return prefix + parts.joined(separator: " and ") + " updated" + suffix
  }

  /// The one line naming a change undo (`verb` "Undid") or redo took back or made again, with
  /// the program that made it, first so that a narrow status line keeps it, when that was
  /// another: "Undid (made by another program: the command line): marking 1 episode of Girls
  /// watched".
  static func done(_ verb: String, _ change: LibraryChange) -> String {
    guard let program = change.madeElsewhere else { return verb + ": " + summary(change) }
    return verb + " (made by another program: \(program)): " + summary(change)
  }

  /// A change as `undo --list` names it, with the other program that made it.
  static func named(_ change: LibraryChange) -> String {
    guard let program = change.madeElsewhere else { return summary(change) }
    return summary(change) + " (made by another program: \(program))"
  }

  /// What `undo --list` prints: "Next to undo:" and a numbered line per change, or
  /// "Nothing to undo".
  static func list(_ changes: [LibraryChange], redo: Bool) -> String {
    let verb = redo ? "redo" : "undo"
    guard !changes.isEmpty else { return "Nothing to \(verb)" }
    return
      (["Next to \(verb), the next first:"]
      + changes.enumerated().map { "\($0.offset + 1). " + named($0.element) })
      .joined(separator: "\n")
  }

  /// "removed 3 watches of S01E01", or "marked 2 episodes not watched (3 watches removed)".
  private static func removal(_ change: LibraryChange, in state: AppState) -> String {
    let removed = count(change.watchesRemoved, "watch")
    if change.episodes.count == 1, let episode = state.episodes[change.episodes[0]] {
      return "removed \(removed) of \(EpisodeText.code(episode))"
    }
    let episodes = count(change.episodes.count, "episode")
    return change.watchesRemoved == change.episodes.count
      ? "marked \(episodes) not watched"
      : "marked \(episodes) not watched (\(removed) removed)"
  }

  /// What following did: "Breaking Bad: following", "Breaking Bad: already followed",
  /// "Breaking Bad: no longer followed (its history stays)", "Breaking Bad: was not followed".
  static func followed(_ change: FollowChange) -> String {
    let prefix = change.show.title + ": "
    switch (change.isFollowed, change.changed) {
    case (true, true): return prefix + "following"
    case (true, false): return prefix + "already followed"
    case (false, true): return prefix + "no longer followed (its history stays)"
    case (false, false): return prefix + "was not followed"
    }
  }

  /// What saving to the watchlist or removing from it did: "Severance: saved to the
  /// watchlist", "Severance: already on the watchlist", "Severance: removed from the
  /// watchlist", "Severance: was not on the watchlist", "Severance: added to the library from
  /// TVMaze (not followed) and saved to the watchlist".
  static func watchlisted(_ change: WatchlistChange) -> String {
    let prefix = change.show.title + ": "
    if change.addedFromTVMaze {
      return prefix + "added to the library from TVMaze (not followed) and saved to the watchlist"
    }
    switch (change.isWatchlisted, change.changed) {
    case (true, true): return prefix + "saved to the watchlist"
    case (true, false): return prefix + "already on the watchlist"
    case (false, true): return prefix + "removed from the watchlist"
    case (false, false): return prefix + "was not on the watchlist"
    }
  }

  /// What rating did: "Breaking Bad S01E02: rated 9/10", "Breaking Bad season 2: rating
  /// cleared", "Breaking Bad: already rated 9/10".
  static func rated(_ change: RatingChange) -> String {
    let item =
      switch change.item {
      case .show: ""
      case .season(let season): season == 0 ? " specials" : " season \(season)"
      case .episode(let season, let number): " " + EpisodeText.code(season: season, number: number)
      }
    let prefix = change.show.title + item + ": "
    switch (change.rating, change.changed) {
    case (let rating?, true): return prefix + "rated \(rating)/10"
    case (let rating?, false): return prefix + "already rated \(rating)/10"
    case (nil, true): return prefix + "rating cleared"
    case (nil, false): return prefix + "was not rated"
    }
  }

  /// "1 episode", "3 episodes", "1 watch", "2 watches".
  static func count(_ value: Int, _ noun: String) -> String {
    guard value != 1 else { return "1 \(noun)" }
    return "\(value) \(noun)" + (noun.hasSuffix("ch") ? "es" : "s")
  }
}
