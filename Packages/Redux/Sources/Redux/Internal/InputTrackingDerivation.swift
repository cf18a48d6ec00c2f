/// What an input-tracking derived store runs: its inputs, and the derivation they guard.
///
/// The store's link is generic over it rather than holding two closures, so that in the app's
/// module a connector's `inputs(of:)` and `connect(state:)` are direct calls (often inlined): a
/// call through a closure is most of what skipping a derived store would otherwise cost.
@usableFromInline
protocol InputTrackingDerivation {
  associatedtype State
  associatedtype Inputs: Equatable
  associatedtype DerivedState: Equatable

  func inputs(of state: State) -> Inputs
  func derive(_ state: State) -> DerivedState

  /// What a report calls this derivation: its connector's type.
  var name: String { get }
}

/// An ``InputTrackingConnector``'s two state functions.
@usableFromInline
struct ConnectorDerivation<Connector: InputTrackingConnector>: InputTrackingDerivation {
  @usableFromInline let connector: Connector

  @inlinable
  init(connector: Connector) {
    self.connector = connector
  }

  @inlinable
  func inputs(of state: Connector.State) -> Connector.Inputs {
    connector.inputs(of: state)
  }

  @inlinable
  func derive(_ state: Connector.State) -> Connector.ViewState {
    connector.connect(state: state)
  }

  @usableFromInline
  var name: String { String(reflecting: Connector.self) }
}

/// The closures of ``Store/derived(inputs:deriveState:embedAction:)``.
@usableFromInline
struct ClosureDerivation<State, Inputs: Equatable, DerivedState: Equatable>:
  InputTrackingDerivation
{
  @usableFromInline let inputsOf: (State) -> Inputs
  @usableFromInline let deriveState: (State) -> DerivedState

  @inlinable
  init(inputs: @escaping (State) -> Inputs, deriveState: @escaping (State) -> DerivedState) {
    self.inputsOf = inputs
    self.deriveState = deriveState
  }

  @inlinable
  func inputs(of state: State) -> Inputs {
    inputsOf(state)
  }

  @inlinable
  func derive(_ state: State) -> DerivedState {
    deriveState(state)
  }

  @usableFromInline
  var name: String {
    "the derived(inputs:deriveState:embedAction:) store of \(String(reflecting: DerivedState.self))"
  }
}
