import Identifiers
import Redux

/// The Stats screen.
///
/// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
/// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
public enum StatsView {}

extension StatsView {
  /// Everything the Stats screen renders, already formatted.
  public struct State: Equatable, Sendable {
    /// The rows, in order.
    public let rows: [Row]
    /// Whether the rows are loading, loaded or failed.
    public let status: Status

    /// A screen of `rows` in `status`.
    public init(rows: [Row], status: Status = .loaded) {
      self.rows = rows
      self.status = status
    }

    /// Whether there is nothing to show: no rows and nothing loading or failed.
    public var isEmpty: Bool { rows.isEmpty && status == .loaded }

    /// Where the rows stand.
    public enum Status: Hashable, Sendable {
      /// The rows are on their way.
      case loading
      /// The rows are all there is.
      case loaded
      /// The rows could not be read: why, in words.
      case failed(message: String)
    }
  }

  /// One row.
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

  /// What the user can do on the Stats screen.
  public enum Action: Equatable, Sendable {
    /// The user opened a row.
    case rowSelected(id: String)
  }

  /// The store a Stats front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
