import SQLite

/// Records the user's changes in the undo journal (schema v13, ``JournalSchema``). Every
/// method runs inside the caller's transaction, so a change and its journal entry are written
/// together or not at all.
///
/// The journal is two stacks in one table: changes not undone (the undo stack, newest on top)
/// and undone changes (the redo stack, the most recently undone on top). Undone changes always
/// have higher ids than the others, because recording a new change forgets them.
struct Journal {
  let connection: Connection

  /// How many changes the journal keeps. Recording one more forgets the oldest (its journal
  /// rows only; the library's data stays).
  static let limit = 100

  /// What kind of change an entry records, as stored in `journal_changes.kind`.
  enum Kind: String {
    case watched, unwatched, followed, unfollowed, imported, added, refreshed
    /// Ratings given or cleared, and shows saved to or removed from the watchlist (v15).
    case rated, unrated, watchlisted, unwatchlisted
  }

  /// Runs `body`, the whole of one change, recording every row it writes (and every row the
  /// triggers write for it) as one journal entry. A change that wrote nothing, or only
  /// bookkeeping (``JournalSchema/Table/bookkeeping``: a refresh that found nothing new still
  /// notes when it fetched), is no entry and forgets nothing; one that wrote something forgets the undone changes (they can no longer
  /// be redone) and the changes beyond ``limit``.
  ///
  /// - Parameters:
  ///   - source: What the change came from: the file of an import, "TVMaze show 169".
  ///   - madeBy: The program making it (``LibraryDatabase/program``).
  func record<Result>(
    _ kind: Kind, source: String? = nil, madeBy: String, madeAt: Int64,
    _ body: () throws -> Result
  ) throws -> Result {
    try connection.run(
      "INSERT INTO journal_changes (kind, source, made_at, made_by) VALUES (?, ?, ?, ?)",
      [kind.rawValue, source, madeAt, madeBy])
    let changeID = connection.lastInsertRowID
    try JournalSchema.installTriggers(on: connection)
    try setRecording(changeID)
    let result: Result
    do {
      result = try body()
    } catch {
      try? setRecording(nil)
      throw error
    }
    try setRecording(nil)
    let wrote =
      try connection.scalar(
        """
        SELECT EXISTS (SELECT 1 FROM journal_rows WHERE change_id = ?1
          AND NOT (\(JournalSchema.tables.map(\.onlyBookkeeping).joined(separator: " OR "))))
        """, [changeID], as: Bool.self) ?? false
    if wrote {
      try connection.run("DELETE FROM journal_changes WHERE undone = 1")
      try trim()
    } else {
      try connection.run("DELETE FROM journal_changes WHERE id = ?", [changeID])
    }
    return result
  }

  private func setRecording(_ changeID: Int64?) throws {
    try connection.run("UPDATE journal_recording SET change_id = ? WHERE id = 1", [changeID])
  }

  /// Forgets the changes older than the newest ``limit``.
  private func trim() throws {
    try connection.run(
      """
      DELETE FROM journal_changes
      WHERE id <= (SELECT id FROM journal_changes ORDER BY id DESC LIMIT 1 OFFSET ?)
      """, [Self.limit])
  }
}
