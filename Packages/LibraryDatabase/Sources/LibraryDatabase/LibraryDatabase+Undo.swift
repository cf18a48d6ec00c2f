import SQLite

extension LibraryDatabase {
  /// Undoes the most recent change that is not undone, in one transaction, and returns it
  /// (described as it was made); `nil` when there is nothing to undo.
  ///
  /// The changes recorded are ``markWatched(episodeIDs:at:source:)``,
  /// ``unmarkWatched(episodeIDs:)``, ``removeWatch(episodeID:at:)`` and
  /// ``importData(_:format:source:progress:)``, each in the same transaction as the change;
  /// one that changed nothing is not recorded. The journal is in the file, so a change made by
  /// one process can be undone by another.
  ///
  /// - Undoing a watch deletes exactly the events it added.
  /// - Undoing an unwatch re-inserts exactly the events it removed: same episode, time, source
  ///   and plays (with new event ids).
  /// - Undoing an import deletes the watch events it added and the shows, seasons and episodes
  ///   it *created*. Shows and episodes it merely updated keep their new details, and events
  ///   that were already there keep the larger plays count it gave them.
  ///
  /// Nothing else is ever removed: a created episode that still has other watch events, or a
  /// created show that still has other episodes, stays.
  ///
  /// ```swift
  /// try database.markWatched(episodeIDs: ids, at: Date(), source: "cli")
  /// let undone = try database.undoLastChange()  // kind .watched, eventsAdded ids.count
  /// ```
  ///
  /// > Important: The journal keeps the last 100 changes (``journalLimit``); older ones can no
  /// > longer be undone. Trimming forgets journal rows only, never the library's data.
  @discardableResult
  public func undoLastChange() throws -> LibraryChange? {
    try withConnection { connection in
      try connection.transaction(.immediate) { try Journal(connection: connection).undoLast() }
    }
  }

  /// Applies again the most recently undone change, in one transaction, and returns it; `nil`
  /// when nothing is undone.
  ///
  /// Undo and redo are stacks: after undoing the last two changes, redo re-applies the older of
  /// the two (the one undone last), and a second redo the newer. Any new change (a watch, an unwatch, an import that
  /// adds or updates something) forgets every undone change, so they can no longer be redone.
  ///
  /// Redoing an import needs no file: undoing it kept the shows, seasons and episodes it
  /// deleted in the journal, and redo puts them back with their ids, then its watch events.
  ///
  /// - Throws: `SQLiteError` (a constraint violation) if rows written outside this library since
  ///   the undo clash with the ones to put back; nothing is changed then.
  @discardableResult
  public func redoLastUndoneChange() throws -> LibraryChange? {
    try withConnection { connection in
      try connection.transaction(.immediate) { try Journal(connection: connection).redoLast() }
    }
  }

  /// The change ``undoLastChange()`` would undo: the most recent one not undone; `nil` when
  /// there is none.
  public func lastChange() throws -> LibraryChange? {
    try withConnection { connection in
      try connection.transaction(.deferred) {
        try Journal(connection: connection).last(undone: false)
      }
    }
  }

  /// The change ``redoLastUndoneChange()`` would redo: the most recently undone one; `nil` when
  /// there is none.
  public func lastUndoneChange() throws -> LibraryChange? {
    try withConnection { connection in
      try connection.transaction(.deferred) {
        try Journal(connection: connection).last(undone: true)
      }
    }
  }

  /// How many changes can be undone, one after another (at most ``journalLimit``).
  public func undoableChangeCount() throws -> Int {
    try withConnection { try Journal(connection: $0).count(undone: false) }
  }

  /// How many undone changes can be redone, one after another.
  public func redoableChangeCount() throws -> Int {
    try withConnection { try Journal(connection: $0).count(undone: true) }
  }

  /// How many changes the undo journal keeps; recording one more forgets the oldest (its
  /// journal rows only, never the library's data).
  public static var journalLimit: Int { Journal.limit }
}
