import Foundation
import SQLite

extension LibraryDatabase {
  /// Records that these episodes were watched at `date`, in one transaction, and returns how
  /// many watch events were added.
  ///
  /// An episode that already has an event at the same time (to the millisecond) gets no second
  /// one; an episode listed twice counts once. `source` says where the event came from
  /// (`"cli"`, `"tui"`), and comes back in ``HistoryEntry/source``.
  ///
  /// - Throws: ``LibraryDatabaseError/unknownEpisode(_:)`` (and nothing is recorded) when an id
  ///   is not an episode.
  @discardableResult
  public func markWatched(episodeIDs: [Int64], at date: Date, source: String) throws -> Int {
    let milliseconds = Timestamp.milliseconds(date)
    return try withConnection { connection in
      try connection.transaction(.immediate) {
        let writer = CatalogWriter(connection: connection)
        var added = 0
        for episodeID in Self.unique(episodeIDs) {
          guard
            try connection.scalar(
              "SELECT 1 FROM episodes WHERE id = ?", [episodeID], as: Int.self) != nil
          else {
            throw LibraryDatabaseError.unknownEpisode(episodeID)
          }
          if try writer.recordWatch(episodeID: episodeID, at: milliseconds, source: source) {
            added += 1
          }
        }
        return added
      }
    }
  }

  /// Removes every watch event of these episodes, in one transaction, and returns how many
  /// were removed. Unknown ids remove nothing.
  @discardableResult
  public func unmarkWatched(episodeIDs: [Int64]) throws -> Int {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        let delete = try connection.prepare("DELETE FROM watch_events WHERE episode_id = ?")
        return try Self.unique(episodeIDs).reduce(0) { removed, episodeID in
          removed + (try delete.run([episodeID]))
        }
      }
    }
  }

  private static func unique(_ ids: [Int64]) -> [Int64] {
    var seen = Set<Int64>()
    return ids.filter { seen.insert($0).inserted }
  }
}
