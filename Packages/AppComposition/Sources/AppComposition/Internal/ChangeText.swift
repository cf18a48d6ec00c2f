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

  /// A change as undo and redo name it: "marking Breaking Bad S01E01–S01E07 watched",
  /// "marking 12 episodes of Breaking Bad watched" (more than three runs of episodes),
  /// "removing 2 watches of Breaking Bad S01E01", "rating Girls S01E02 as 9/10 (was 7/10)",
  /// "clearing a rating of Girls season 2 (was 8/10)", "following Girls", "the import of
  /// shows.json (1 show, 62 episodes, 0 watches; 2 episodes updated)", "adding Girls from
  /// TVMaze".
  static func summary(_ change: LibraryChange) -> String {
    let show = change.showTitle.map { " of \($0)" } ?? ""
    let title = change.showTitle ?? ChangeText.count(change.shows.count, "show")
    // The show and its episodes' codes, when the library named them and they are few runs.
    let episodes = change.showTitle.flatMap { title in
      codes(change.episodeNumbers).map { "\(title) \($0)" }
    }
    switch change.kind {
    case .watched:
      let server = change.mediaServer.map { " (a play from \($0.displayName))" } ?? ""
      let what = episodes ?? "\(count(change.episodes.count, "episode"))\(show)"
      return "marking \(what) watched" + server
    case .unwatched:
      return "removing \(count(change.watchesRemoved, "watch"))"
        + (episodes.map { " of \($0)" } ?? show)
    case .followed:
      return "following \(title)"
    case .unfollowed:
      return "unfollowing \(title)"
    case .rated:
      let value = change.rating?.new.map { " as \($0)/10" } ?? ""
      return "rating \(rated(change, title))" + value + was(change.rating)
    case .unrated:
      return "clearing a rating of \(rated(change, title))" + was(change.rating)
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

  /// What a rating change rated: "Girls", "Girls season 2", "Girls specials", "Girls S01E02".
  private static func rated(_ change: LibraryChange, _ title: String) -> String {
    if let episode = change.rating?.episode {
      return title + " " + EpisodeText.code(season: episode.season, number: episode.number)
    }
    guard let season = change.rating?.season else { return title }
    return title + (season == 0 ? " specials" : " season \(season)")
  }

  /// " (was 7/10)" when a rating change replaced or cleared a rating; empty otherwise.
  private static func was(_ rating: LibraryChange.Rating?) -> String {
    guard let old = rating?.old else { return "" }
    return " (was \(old)/10)"
  }

  /// Episodes' codes as runs: "S01E03", "S01E01–S01E05", "S01E01–S01E10, S02E01–S02E03",
  /// "S01E02, S01E04"; `nil` when there are none or more than three runs (then a count says
  /// it). A special without a number is a run of its own ("S00").
  static func codes(_ numbers: [LibraryChange.EpisodeNumber]) -> String? {
    var runs: [(first: LibraryChange.EpisodeNumber, last: LibraryChange.EpisodeNumber)] = []
    for number in numbers {
      if let run = runs.last, run.last.season == number.season, let last = run.last.number,
        let next = number.number, next == last + 1
      {
        runs[runs.count - 1].last = number
      } else {
        runs.append((number, number))
      }
    }
    guard !runs.isEmpty, runs.count <= 3 else { return nil }
    return runs.map { run in
      let first = EpisodeText.code(season: run.first.season, number: run.first.number)
      guard run.first != run.last else { return first }
      return first + "–" + EpisodeText.code(season: run.last.season, number: run.last.number)
    }.joined(separator: ", ")
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
