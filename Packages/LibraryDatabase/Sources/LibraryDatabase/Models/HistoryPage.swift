/// One page of the watch history, newest first, and the size of the whole history.
public struct HistoryPage: Sendable, Hashable {
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
