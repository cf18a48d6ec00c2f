import Observation

/// The single source of truth of an app, or a view of it made for one screen.
///
/// A root store owns the state and the ``Reducer``: ``send(_:)`` is the only way to change the
/// state, and every change goes through the reducer on the main actor.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: appReducer)
/// store.send(.markAsWatched(episode: ids, watched: true))
/// ```
///
/// A derived store (``derived(deriveState:embedAction:)``, or ``connect(using:)`` with a
/// ``Connector``) shows a small, `Equatable` view state computed from its parent's state, and
/// forwards its actions to the parent. It is updated synchronously after each parent change, and
/// only when its view state actually differs.
///
/// Front ends learn of changes in one of two ways:
/// - **Observation**: `Store` is `Observable`, so a SwiftUI view (or `withObservationTracking`)
///   that reads ``state`` is invalidated when it changes.
/// - **Subscription**: ``observe(_:)`` calls a closure after every change, synchronously on the
///   main actor. Terminal and JSON front ends use this.
///
/// > Important: Actions sent while the store is reducing or notifying (from a reducer's caller,
/// > a subscriber or a derived store's front end) are queued and processed after the current
/// > action, in the order they were sent. Sending is never reentrant.
@MainActor
public final class Store<State, Action>: Observable {
  private var currentState: State
  private let role: Role
  private let registrar = ObservationRegistrar()
  private var children: [ChildLink] = []
  private var subscribers: [Subscriber] = []

  /// Counters of this store's work: actions reduced, derivations run and skipped, state changes.
  public private(set) var metrics = StoreMetrics()

  private init(state: State, role: Role) {
    self.currentState = state
    self.role = role
  }

  /// The current state. Reading it inside an observation-tracking scope registers the read.
  public var state: State {
    registrar.access(self, keyPath: \.state)
    return currentState
  }

  /// Sends an action: to the reducer on a root store, through `embedAction` to the parent on a
  /// derived store, nowhere on a stub store.
  public func send(_ action: Action) {
    switch role {
    case .root(let root):
      root.pending.append(action)
      guard !root.isProcessing else { return }
      root.isProcessing = true
      while root.next < root.pending.count {
        let next = root.pending[root.next]
        root.next += 1
        reduce(next, with: root)
      }
      root.pending.removeAll(keepingCapacity: true)
      root.next = 0
      root.isProcessing = false
    case .forward(let forward):
      forward(action)
    }
  }

  /// Calls `onChange` with the new state after every change of this store's state.
  ///
  /// The closure runs synchronously on the main actor, after derived stores have been updated.
  /// It is called until the returned subscription is cancelled or released.
  public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let subscription = StoreSubscription()
    subscribers.append(Subscriber(subscription: subscription, onChange: onChange))
    return subscription
  }

  // MARK: - Making stores

  /// Creates a root store that changes `initialState` with `reducer` and runs its effects.
  public convenience init(initialState: State, reducer: Reducer<State, Action>)
  where Action: Sendable {
    let root = Root()
    self.init(state: initialState, role: .root(root))
    let effects = EffectRunner<Action> { [weak self] action in self?.send(action) }
    root.reduce = { state, action in
      let effect = reducer.reduce(into: &state, action: action)
      if case .none = effect.operation { return nil }
      return { effects.run(effect) }
    }
  }

  /// Creates a store that shows `state` and changes nothing: the seed's "previews stub the store
  /// with a reducer that does nothing".
  ///
  /// - Parameters:
  ///   - state: The state to show, typically one of a feature's preview fixtures.
  ///   - onSend: Called with each action sent to the store, so a front end's key handling can be
  ///     tested without an app.
  public static func stub(_ state: State, onSend: @escaping (Action) -> Void = { _ in }) -> Store {
    Store(state: state, role: .forward(onSend))
  }

  /// Creates a store whose state is derived from this store's state, and whose actions are
  /// embedded into this store's actions.
  ///
  /// The derived store starts with `deriveState(state)`. After every change of this store it is
  /// updated synchronously, and its own ``state`` changes (and its observers are told) only when
  /// the derived value differs. All mutation stays in the root reducer.
  ///
  /// This store does not keep the derived store alive: release it and it is freed.
  public func derived<DerivedState: Equatable, DerivedAction>(
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<DerivedState, DerivedAction> {
    makeDerived(deriveState: deriveState, embedAction: embedAction, inputsChanged: nil)
  }

  /// Creates a derived store that runs `deriveState` only when `inputs` changed.
  ///
  /// `inputs` must be cheap and must cover everything `deriveState` reads: typically the
  /// ``Revision``s of the ``Tracked`` slices it reads plus small scalar values. When an action
  /// leaves them equal, the derived store skips `deriveState` entirely (counted in
  /// ``StoreMetrics/skippedDerivations``).
  public func derived<DerivedState: Equatable, DerivedAction, Inputs: Equatable>(
    inputs: @escaping (State) -> Inputs,
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<DerivedState, DerivedAction> {
    var lastInputs = inputs(currentState)
    return makeDerived(
      deriveState: deriveState,
      embedAction: embedAction,
      inputsChanged: { state in
        let newInputs = inputs(state)
        guard newInputs != lastInputs else { return false }
        lastInputs = newInputs
        return true
      }
    )
  }

  // MARK: - Internals

  private func makeDerived<DerivedState: Equatable, DerivedAction>(
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action,
    inputsChanged: ((State) -> Bool)?
  ) -> Store<DerivedState, DerivedAction> {
    // The derived store keeps its parent alive (it sends through it); the parent holds the
    // derived store weakly, so releasing the front end frees it.
    let child = Store<DerivedState, DerivedAction>(
      state: deriveState(currentState),
      role: .forward { [self] action in self.send(embedAction(action)) }
    )
    child.metrics.derivations = 1
    children.append(
      ChildLink { [weak child] state in
        guard let child else { return false }
        if let inputsChanged, !inputsChanged(state) {
          child.metrics.skippedDerivations += 1
          return true
        }
        child.metrics.derivations += 1
        let newState = deriveState(state)
        if newState != child.currentState { child.replaceState(with: newState) }
        return true
      })
    return child
  }

  private func reduce(_ action: Action, with root: Root) {
    let runEffect = registrar.withMutation(of: self, keyPath: \.state) {
      root.reduce(&currentState, action)
    }
    metrics.actionsReduced += 1
    metrics.stateChanges += 1
    publish()
    runEffect?()
  }

  private func replaceState(with newState: State) {
    registrar.withMutation(of: self, keyPath: \.state) {
      currentState = newState
    }
    metrics.stateChanges += 1
    publish()
  }

  /// Updates derived stores, then subscribers.
  private func publish() {
    guard !children.isEmpty || !subscribers.isEmpty else { return }
    // One copy for everyone: passing a local borrows it, so no derived store retains the
    // state's buffers and the reducer's next in-place mutation does not copy them.
    let snapshot = currentState
    var hasReleasedChildren = false
    for child in children where !child.update(snapshot) {
      hasReleasedChildren = true
    }
    if hasReleasedChildren {
      children.removeAll { !$0.isAlive }
    }
    var hasCancelledSubscribers = false
    for subscriber in subscribers {
      guard let subscription = subscriber.subscription, !subscription.isCancelled else {
        hasCancelledSubscribers = true
        continue
      }
      subscriber.onChange(snapshot)
    }
    if hasCancelledSubscribers {
      subscribers.removeAll { $0.subscription?.isCancelled ?? true }
    }
  }

  private enum Role {
    case root(Root)
    case forward((Action) -> Void)
  }

  /// The queue and reducer of a root store.
  private final class Root {
    var pending: [Action] = []
    var next = 0
    var isProcessing = false
    var reduce: (inout State, Action) -> (() -> Void)? = { _, _ in nil }
  }

  private final class ChildLink {
    private let updateChild: (State) -> Bool
    private(set) var isAlive = true

    init(update: @escaping (State) -> Bool) {
      self.updateChild = update
    }

    /// Updates the derived store; returns `false` once it has been released.
    func update(_ state: State) -> Bool {
      guard isAlive else { return false }
      isAlive = updateChild(state)
      return isAlive
    }
  }

  private struct Subscriber {
    weak var subscription: StoreSubscription?
    let onChange: @MainActor (State) -> Void
  }
}

/// Keeps a ``Store/observe(_:)`` closure registered; cancel it or release it to stop.
@MainActor
public final class StoreSubscription {
  private(set) var isCancelled = false

  init() {}

  /// Stops calling the closure.
  public func cancel() {
    isCancelled = true
  }
}
