import SQLite

// Recording watch events.
extension CatalogWriter {
  /// Records that episode `episodeID` was watched at `milliseconds` (and played `plays`
  /// times); returns `false` when that event was already recorded (keeping the larger plays).
  func recordWatch(episodeID: Int64, at milliseconds: Int64, source: String, plays: Int = 1)
    throws -> Bool
  {
    if let row = try connection.queryFirst(
      "SELECT id, plays FROM watch_events WHERE episode_id = ? AND watched_at = ?",
      [episodeID, milliseconds])
    {
      let eventID: Int64 = try row.get(0)
      let storedPlays: Int = try row.get(1)
      if plays > storedPlays {
        try connection.run("UPDATE watch_events SET plays = ? WHERE id = ?", [plays, eventID])
      }
      return false
    }
    try connection.run(
      "INSERT INTO watch_events (episode_id, watched_at, source, plays) VALUES (?, ?, ?, ?)",
      [episodeID, milliseconds, source, max(plays, 1)])
    return true
  }
}

extension CatalogWriter {
  /// How many plays the events of `episodeID` before `milliseconds` hold.
  func plays(ofEpisode episodeID: Int64, before milliseconds: Int64) throws -> Int {
    try connection.scalar(
      "SELECT coalesce(sum(plays), 0) FROM watch_events WHERE episode_id = ? AND watched_at < ?",
      [episodeID, milliseconds], as: Int.self) ?? 0
  }

  /// Deletes the watch events of `episodeID` (only the one at `milliseconds`, when given) and
  /// returns how many there were. The undo journal's triggers record them.
  func removeWatches(episodeID: Int64, at milliseconds: Int64?) throws -> Int {
    let filter = milliseconds == nil ? "" : "AND watched_at = ?"
    let parameters: [any SQLiteBindable] = [episodeID] + (milliseconds.map { [$0] } ?? [])
    return try connection.run(
      "DELETE FROM watch_events WHERE episode_id = ? \(filter)", parameters)
  }
}
