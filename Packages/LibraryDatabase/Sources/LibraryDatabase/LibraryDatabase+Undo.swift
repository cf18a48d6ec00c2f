import SQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LibraryDatabase {
  /// Undoes the most recent change that is not undone, in one transaction, and returns it;
  /// `nil` when there is nothing to undo.
  ///
  /// Every method that changes the library records its change in the same transaction
  /// (``markWatched(episodeIDs:at:source:)``, ``unmarkWatched(episodeIDs:)``,
  /// ``removeWatch(episodeID:at:)``, ``setFollowed(_:showID:at:)``,
  /// ``importData(_:format:source:progress:show:)`` and
  /// ``saveTVMazeShow(_:source:added:updated:at:)``); one that changed nothing is not
  /// recorded. The journal holds each row the change wrote as it was before and after, so
  /// undoing puts back exactly what was there: the watches, the follow a first watch made, the
  /// details an import updated and the other ids it added. The journal is in the file, so a
  /// change made by one process can be undone by another (``JournalChange/madeBy`` says which
  /// program made it).
  ///
  /// ```swift
  /// try database.markWatched(episodeIDs: ids, at: Date(), source: "cli")
  /// let undone = try database.undoLastChange()  // kind .watched, eventsAdded ids.count
  /// ```
  ///
  /// > Important: The journal keeps the last 100 changes (``journalLimit``); older ones can no
  /// > longer be undone. Trimming forgets journal rows only, never the library's data.
  ///
  /// - Throws: `SQLiteError` (a constraint violation) if rows written outside this library's
  ///   journal since the change clash with the ones to put back; nothing is changed then.
  @discardableResult
  public func undoLastChange() throws -> JournalChange? {
    try withConnection { connection in
      try connection.transaction(.immediate) { try Journal(connection: connection).undoLast() }
    }
  }

  /// Applies again the most recently undone change, in one transaction, and returns it; `nil`
  /// when nothing is undone.
  ///
  /// Undo and redo are stacks: after undoing the last two changes, redo re-applies the older of
  /// the two (the one undone last), and a second redo the newer. Any new change forgets every
  /// undone change, so they can no longer be redone. Redo writes back exactly what the change
  /// had written, with the same ids.
  ///
  /// - Throws: `SQLiteError` (a constraint violation) if rows written outside this library's
  ///   journal since the undo clash with the ones to put back; nothing is changed then.
  @discardableResult
  public func redoLastUndoneChange() throws -> JournalChange? {
    try withConnection { connection in
      try connection.transaction(.immediate) { try Journal(connection: connection).redoLast() }
    }
  }

  /// The change ``undoLastChange()`` would undo: the most recent one not undone; `nil` when
  /// there is none.
  public func lastChange() throws -> JournalChange? {
    try nextChanges(undone: false, limit: 1).first
  }

  /// The change ``redoLastUndoneChange()`` would redo: the most recently undone one; `nil` when
  /// there is none.
  public func lastUndoneChange() throws -> JournalChange? {
    try nextChanges(undone: true, limit: 1).first
  }

  /// What the next `limit` undos would take back (`undone: false`), the next one first, or
  /// what the next redos would make again: `showtracker undo --list`.
  public func nextChanges(undone: Bool, limit: Int) throws -> [JournalChange] {
    try withConnection { connection in
      try connection.transaction(.deferred) {
        try Journal(connection: connection).upcoming(undone: undone, limit: limit)
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

  /// The name the undo journal gives the changes this program makes (``JournalChange/madeBy``),
  /// so that an undo can say when the change it takes back was made by another program: the
  /// interactive app names itself with its process, the commands leave it empty.
  public var program: String {
    get { programName.withLock { $0 } }
    set { programName.withLock { $0 = newValue } }
  }

  /// Runs `body`, all of one change, inside the caller's transaction, recording what it writes
  /// as one undo step.
  func journaled<Result>(
    _ connection: Connection, _ kind: Journal.Kind, source: String? = nil,
    _ body: () throws -> Result
  ) throws -> Result {
    try Journal(connection: connection).record(
      kind, source: source, madeBy: program, madeAt: Timestamp.milliseconds(Date()), body)
  }
}
