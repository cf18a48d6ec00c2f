import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// Records that these episodes were watched at `date`, in one transaction, and returns how
  /// many watch events were added.
  ///
  /// An episode that already has an event at the same time (to the millisecond) gets no second
  /// one; an episode listed twice counts once. `source` says where the event came from
  /// (`"cli"`, `"tui"`), and comes back in ``HistoryEntry/source``. The change is recorded in the
  /// undo journal (``undoLastChange()``) unless it added nothing.
  ///
  /// - Throws: ``LibraryDatabaseError/unknownEpisode(_:)`` (and nothing is recorded) when an id
  ///   is not an episode.
  @discardableResult
  public func markWatched(episodeIDs: [Int64], at date: Date, source: String) throws -> Int {
    let milliseconds = Timestamp.milliseconds(date)
    return try withConnection { connection in
      try connection.transaction(.immediate) {
        try journaled(connection, .watched) {
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
  }

  /// Removes every watch event of these episodes, in one transaction, and returns how many
  /// events were removed. Unknown ids remove nothing. The change is recorded in the undo
  /// journal (``undoLastChange()`` puts the events back) unless it removed nothing.
  ///
  /// To remove one event (one row of the history), use ``removeWatch(episodeID:at:)``.
  @discardableResult
  public func unmarkWatched(episodeIDs: [Int64]) throws -> Int {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        try journaled(connection, .unwatched) {
          let writer = CatalogWriter(connection: connection)
          return try Self.unique(episodeIDs).reduce(0) { removed, episodeID in
            removed + (try writer.removeWatches(episodeID: episodeID, at: nil))
          }
        }
      }
    }
  }

  /// Removes the one watch event of `episodeID` at `date` (to the millisecond, as stored; see
  /// ``HistoryEntry/watchedAt``), in one transaction, and returns how many were removed: 1, or
  /// 0 when there is no such event. The episode's other events stay.
  ///
  /// ```swift
  /// // The History screen removes the row the user swiped.
  /// try database.removeWatch(episodeID: entry.episode.id, at: entry.watchedAt)
  /// ```
  ///
  /// The change is recorded in the undo journal as ``JournalChange/Kind/unwatched``.
  @discardableResult
  public func removeWatch(episodeID: Int64, at date: Date) throws -> Int {
    let milliseconds = Timestamp.milliseconds(date)
    return try withConnection { connection in
      try connection.transaction(.immediate) {
        try journaled(connection, .unwatched) {
          try CatalogWriter(connection: connection)
            .removeWatches(episodeID: episodeID, at: milliseconds)
        }
      }
    }
  }

  private static func unique(_ ids: [Int64]) -> [Int64] {
    var seen = Set<Int64>()
    return ids.filter { seen.insert($0).inserted }
  }
}
