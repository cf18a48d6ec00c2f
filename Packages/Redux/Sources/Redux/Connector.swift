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
/// > Important: Every slice `connect(state:)` reads must be ``Tracked`` and declared by
/// > `inputs(of:)` (its ``Revision``, or a small value inside it): an action that mutates and
/// > makes no tracked value skips the connector without calling `inputs(of:)`, so an untracked
/// > value in the inputs is never even read. Never copy a large collection into the inputs, or
/// > the copy will make the reducer's next mutation copy it too. A reducer that puts back a saved
/// > copy of tracked slices must use ``RestorableState/restore(_:)``. A debug build checks every
/// > skip and says on standard error which connector a skip left showing a stale view state.
public protocol InputTrackingConnector: Connector {
  /// A cheap, comparable fingerprint of the parts of the state `connect(state:)` reads.
  associatedtype Inputs: Equatable

  /// Returns the fingerprint of the parts of `state` that `connect(state:)` reads.
  func inputs(of state: State) -> Inputs
}

extension Store {
  /// Creates a derived store that shows `connector`'s view state and sends its view actions.
  ///
  /// A plain ``Connector`` runs after every change: this is
  /// ``derived(deriveState:embedAction:)`` with the connector's two functions. An
  /// ``InputTrackingConnector`` is skipped when its inputs did not change, however its type is
  /// seen here: a generic helper's `C: Connector` included. Seen as a plain `Connector`, the
  /// store finds its inputs at run time, once, and its skips run unspecialized code; declare
  /// `C: InputTrackingConnector` in such a helper for the full speed.
  @inlinable
  public func connect<C: Connector>(
    using connector: C
  ) -> Store<C.ViewState, C.ViewAction> where C.State == State, C.Action == Action {
    if let tracking = connector as? any InputTrackingConnector {
      return tracking.trackingStore(on: self)
    }
    return derived(
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

extension InputTrackingConnector {
  /// This connector's input-tracking derived store of `store`, for a caller that saw this
  /// connector as a plain ``Connector`` of the same type: its states and actions are `store`'s,
  /// and its view types the ones the caller asked for.
  @usableFromInline
  @MainActor
  func trackingStore<ParentState, ParentAction, DerivedState, DerivedAction>(
    on store: Store<ParentState, ParentAction>
  ) -> Store<DerivedState, DerivedAction> {
    // The caller's `C` is this type, so these casts of the same objects cannot fail.
    guard let parent = store as? Store<State, Action> else {
      preconditionFailure("\(Self.self) does not connect to \(type(of: store))")
    }
    let derived = parent.connect(using: self)
    guard let result = derived as? Store<DerivedState, DerivedAction> else {
      preconditionFailure("\(Self.self) does not make \(Store<DerivedState, DerivedAction>.self)")
    }
    return result
  }
}
