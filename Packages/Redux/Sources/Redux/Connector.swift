/// Maps an app's state to one screen's view state, and that screen's actions back to app actions.
///
/// A connector is two pure functions, so unit tests call it directly, and a feature's view never
/// learns that the app state exists:
///
/// ```swift
/// struct WatchedHistoryConnector: Connector {
///   func connect(state: AppState) -> HistoryView.State { ... }
///   func connect(action: HistoryView.Action) -> AppAction { ... }
/// }
///
/// let viewModel: HistoryView.ViewModel = store.connect(using: WatchedHistoryConnector())
/// ```
public protocol Connector {
  /// The state the connector reads: usually the app state.
  associatedtype State
  /// The action the connector produces: usually the app action.
  associatedtype Action
  /// The view state: exactly what the screen renders.
  associatedtype ViewState: Equatable
  /// The view action: exactly what the screen can send.
  associatedtype ViewAction: Equatable

  /// Computes the view state from the state. All lookup and formatting happen here.
  func connect(state: State) -> ViewState

  /// Translates a view action into the action the store understands.
  func connect(action: ViewAction) -> Action
}

/// A ``Connector`` that also declares, cheaply, which parts of the state it reads, so a derived
/// store can skip it when they did not change.
///
/// ```swift
/// func inputs(of state: AppState) -> some Equatable {
///   HistoryInputs(history: state.$watchedHistory, episodes: state.$episodes, page: state.historyPage)
/// }
/// ```
///
/// > Important: `inputs(of:)` must change whenever `connect(state:)` could return a different
/// > value, and may read only ``Tracked`` slices (their ``Revision``s, or small values inside
/// > them): an action that mutates no tracked slice skips the connector without calling
/// > `inputs(of:)`. Never copy a large collection into the inputs, or the copy will make the
/// > reducer's next mutation copy it too. A reducer that puts back a saved copy of tracked
/// > slices must use ``RestorableState/restore(_:)``, or the store will not look at the inputs.
public protocol InputTrackingConnector: Connector {
  /// A cheap, comparable fingerprint of the parts of the state `connect(state:)` reads.
  associatedtype Inputs: Equatable

  /// Returns the fingerprint of the parts of `state` that `connect(state:)` reads.
  func inputs(of state: State) -> Inputs
}

extension Store {
  /// Creates a derived store that shows `connector`'s view state and sends its view actions.
  ///
  /// This is ``derived(deriveState:embedAction:)`` with the connector's two functions.
  @inlinable
  public func connect<C: Connector>(
    using connector: C
  ) -> Store<C.ViewState, C.ViewAction> where C.State == State, C.Action == Action {
    derived(
      deriveState: connector.connect(state:),
      embedAction: connector.connect(action:)
    )
  }

  /// Creates a derived store that shows `connector`'s view state, and runs the connector only
  /// after an action changed the inputs it declares.
  @inlinable
  public func connect<C: InputTrackingConnector>(
    using connector: C
  ) -> Store<C.ViewState, C.ViewAction> where C.State == State, C.Action == Action {
    // The same as `derived(inputs:deriveState:embedAction:)` with the connector's functions, but
    // the link calls the connector itself: in the app's module its `inputs(of:)` and
    // `connect(state:)` are then direct calls, often inlined, rather than calls through closures
    // (an indirect call is most of what skipping a derived store costs).
    makeDerived(
      tracking: ConnectorDerivation(connector: connector), embedAction: connector.connect(action:))
  }
}
