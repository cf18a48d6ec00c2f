/// One page of the watch history, newest first, and the size of the whole history.
///
/// > Note: The app's model of a page is `LibraryClient`'s `HistoryPage`, with typed ids; this one
/// > is the database's own because `LibraryDatabase` depends on no other package
/// > (`ArchitectureRules`), and `LibraryClientLive` maps one to the other.
public struct HistoryEntryPage: Sendable, Hashable {
  /// The entries on this page, newest first.
  public var entries: [HistoryEntry]
  /// The number of entries in the whole (filtered) history, for "21–40 of 312".
  public var totalCount: Int

  /// Creates a page.
  public init(entries: [HistoryEntry], totalCount: Int) {
    self.entries = entries
    self.totalCount = totalCount
  }
}
