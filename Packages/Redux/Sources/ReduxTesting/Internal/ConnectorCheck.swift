import Redux
import Testing

/// A connector that a ``TestStore`` follows after every action.
@MainActor
protocol ConnectorChecking<State> {
  associatedtype State

  /// Runs the connector on `state` as a derived store would, and records an issue if the store
  /// would skip it although it now shows something else.
  ///
  /// - Parameter storeLooks: Whether the store would look at its input-tracking derived stores
  ///   after `action` (it mutated or made a tracked value, or came from an effect).
  func follow(_ state: State, after action: Any, storeLooks: Bool, location: SourceLocation)
}

/// The state of one connector that a test store follows: what a derived store made with it would
/// hold (its last inputs and view state).
@MainActor
final class ConnectorCheck<Connector: InputTrackingConnector>: ConnectorChecking {
  private let connector: Connector
  private let checkedAt: SourceLocation
  private var inputs: Connector.Inputs
  private var viewState: Connector.ViewState

  init(_ connector: Connector, state: Connector.State, checkedAt: SourceLocation) {
    self.connector = connector
    self.checkedAt = checkedAt
    self.inputs = connector.inputs(of: state)
    self.viewState = connector.connect(state: state)
  }

  func follow(
    _ state: Connector.State, after action: Any, storeLooks: Bool, location: SourceLocation
  ) {
    let newInputs = connector.inputs(of: state)
    if storeLooks, newInputs != inputs {
      inputs = newInputs
      viewState = connector.connect(state: state)
      return
    }
    let fresh = connector.connect(state: state)
    guard fresh != viewState else { return }
    let why =
      storeLooks
      ? "its inputs did not change (\(newInputs))"
      : "the action mutated and made no @Tracked value, so the store would not even read its "
        + "inputs (\(newInputs))"
    Issue.record(
      """
      After \(action), a store would skip \(String(reflecting: Connector.self)): \(why). But its \
      connect(state:) now returns a different view state, so its screen would stay stale \
      (− what the screen shows, + what connect(state:) returns):
      \(StateDiff(expected: viewState, actual: fresh))
      Every slice connect(state:) reads must be @Tracked and declared by inputs(of:), and a saved \
      copy must be put back with restore(_:). (Checked since \(checkedAt).)
      """,
      sourceLocation: location)
    // Report each stale skip once: from here on, follow what the connector shows.
    inputs = newInputs
    viewState = fresh
  }
}
