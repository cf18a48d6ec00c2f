import Redux

/// The Watchlist screen: ``State`` (what it renders), ``Action`` (what it can ask for) and
/// ``ViewModel``.
public enum WatchlistView {
  /// Everything the Watchlist screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The rows, in order.
    public let rows: [Row]
    /// Whether the rows are loading, loaded or failed.
    public let status: LoadPhase

    /// A screen of `rows` in `status`.
    public init(rows: [Row], status: LoadPhase = .loaded) {
      self.rows = rows
      self.status = status
    }
  }

  /// One row: what an action names it by, and what it says.
  public struct Row: Hashable, Sendable {
    /// Which row: what an action names.
    public let id: String
    /// What the row says.
    public let title: String

    /// A row called `title`.
    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }

  /// What the user can do on the Watchlist screen.
  public enum Action: Equatable, Sendable {
    /// The user opened a row.
    case rowSelected(id: String)
  }

  /// The store a Watchlist front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
