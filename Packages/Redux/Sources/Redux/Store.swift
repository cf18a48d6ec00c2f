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
/// A derived store (``derived(deriveState:embedAction:)``, or ``connect(using:)-50nmf`` with a
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
  // Forming `\.state` on a generic class instantiates a key path at run time (a metadata lookup
  // by mangled name): formed once here, not on every read and send.
  private let stateKeyPath: KeyPath<Store, State> = \.state
  /// Derived stores with declared inputs: visited only after a change to a ``Tracked`` slice.
  private var trackingLinks = DerivedStoreLinks()
  /// Derived stores without declared inputs: visited after every change.
  private var plainLinks = DerivedStoreLinks()
  private var subscribers: [Subscriber] = []
  // Plain counts beside the arrays: in code not specialized for `State`, even `isEmpty` on an
  // array of a nested generic type looks up type metadata, and `send` checks these every time.
  private var subscriberCount = 0
  private var actionObservers: [ActionObserver] = []
  private var actionObserverCount = 0

  /// Counters of this store's work: actions reduced, derivations run, state changes.
  public private(set) var metrics = StoreMetrics()

  private init(state: State, role: Role) {
    self.currentState = state
    self.role = role
  }

  /// The current state. Reading it inside an observation-tracking scope registers the read.
  public var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return currentState
  }

  /// Sends an action: to the reducer on a root store, through `embedAction` to the parent on a
  /// derived store, nowhere on a stub store.
  public func send(_ action: Action) {
    send(action, source: .sent)
  }

  private func send(_ action: Action, source: ActionSource) {
    switch role {
    case .root(let root):
      guard !root.isProcessing else {
        root.pending.append(action)
        root.pendingSources.append(source)
        root.pendingCount += 1
        return
      }
      root.isProcessing = true
      reduce(action, source: source, with: root)
      // Actions sent meanwhile wait in `pending`; the common case never touches the queue.
      if root.pendingCount > 0 {
        while root.next < root.pendingCount {
          let next = root.pending[root.next]
          let nextSource = root.pendingSources[root.next]
          root.next += 1
          reduce(next, source: nextSource, with: root)
        }
        root.pending.removeAll(keepingCapacity: true)
        root.pendingSources.removeAll(keepingCapacity: true)
        root.pendingCount = 0
        root.next = 0
      }
      root.isProcessing = false
    case .forward(let forward, _):
      forward(action)
    }
  }

  /// Returns once none of the root store's effects is running: the actions sent so far have
  /// settled. A derived store waits for its root; a stub store returns at once.
  ///
  /// Tools that drive a store step by step (replaying a recording, a script) wait here between
  /// actions. An effect that never ends (a timer) makes this wait forever: cancel it first.
  public func effectsFinished() async {
    switch role {
    case .root(let root): await root.effectsFinished()
    case .forward(_, let parentEffectsFinished): await parentEffectsFinished()
    }
  }

  /// Calls `onAction` with every action this root store is about to reduce, and where it came
  /// from: sent by a front end, a command or a derived store, or by an effect.
  ///
  /// For tools that watch the stream of actions: recording a session to replay it (replay
  /// sends the ``ActionSource/sent`` ones again and lets effects make the rest), logging. The
  /// closure runs on the main actor before the reducer, until the subscription is cancelled or
  /// released. A derived or stub store reduces nothing, so it never calls it.
  public func observeActions(
    _ onAction: @escaping @MainActor (Action, ActionSource) -> Void
  ) -> StoreSubscription {
    let subscription = StoreSubscription()
    actionObservers.append(ActionObserver(subscription: subscription, onAction: onAction))
    actionObserverCount = actionObservers.count
    subscription.onEnd = { [weak self] in
      guard let self else { return }
      actionObservers.removeAll { $0.subscription?.isCancelled ?? true }
      actionObserverCount = actionObservers.count
    }
    return subscription
  }

  /// Calls `onChange` with the new state after every change of this store's state.
  ///
  /// The closure runs synchronously on the main actor, after derived stores have been updated.
  /// It is called until the returned subscription is cancelled or released.
  public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreSubscription {
    let subscription = StoreSubscription()
    subscribers.append(Subscriber(subscription: subscription, onChange: onChange))
    subscriberCount = subscribers.count
    subscription.onEnd = { [weak self] in
      guard let self else { return }
      subscribers.removeAll { $0.subscription?.isCancelled ?? true }
      subscriberCount = subscribers.count
    }
    return subscription
  }

  // MARK: - Making stores

  /// Creates a root store that changes `initialState` with `reducer` and runs its effects.
  public convenience init(initialState: State, reducer: Reducer<State, Action>)
  where Action: Sendable {
    let root = Root()
    self.init(state: initialState, role: .root(root))
    let effects = EffectRunner<Action> { [weak self] action in self?.send(action, source: .effect) }
    root.effectsFinished = { await effects.finished() }
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
    Store(state: state, role: .forward(onSend, effectsFinished: {}))
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
    makeDerived(deriveState: deriveState, embedAction: embedAction, tracker: nil)
  }

  /// Creates a derived store that runs `deriveState` only when `inputs` changed.
  ///
  /// `inputs` must be cheap, must cover everything `deriveState` reads, and must read only
  /// ``Tracked`` slices: typically their ``Revision``s, or small values inside them. When an
  /// action leaves the inputs equal, the derived store skips `deriveState` entirely
  /// (``StoreMetrics/derivations`` does not move); when an action mutates no tracked slice at all,
  /// `inputs` is not even called.
  ///
  /// > Important: The store knows that no tracked slice changed because ``Revision/latest`` did
  /// > not move. A reducer that puts back a saved copy must do it with
  /// > ``RestorableState/restore(_:)``: a bare `state = snapshot` brings back older revisions
  /// > without moving ``Revision/latest``, and this derived store would keep its old state.
  public func derived<DerivedState: Equatable, DerivedAction, Inputs: Equatable>(
    inputs: @escaping (State) -> Inputs,
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<DerivedState, DerivedAction> {
    makeDerived(
      deriveState: deriveState,
      embedAction: embedAction,
      tracker: InputsTracker(inputs: inputs, initial: currentState)
    )
  }

  // MARK: - Internals

  private func makeDerived<DerivedState: Equatable, DerivedAction>(
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action,
    tracker: InputsTracker<State>?
  ) -> Store<DerivedState, DerivedAction> {
    // The derived store keeps its parent alive (it sends through it); the parent holds the
    // derived store weakly, so releasing the front end frees it.
    let child = Store<DerivedState, DerivedAction>(
      state: deriveState(currentState),
      role: .forward(
        { [self] action in self.send(embedAction(action)) },
        effectsFinished: { [self] in await self.effectsFinished() })
    )
    child.metrics.derivations = 1
    // The link reads the parent's state only when it needs it, and its closure type does not
    // mention `State`: the parent's loop over links runs without generic metadata lookups. It
    // holds the parent unowned (the parent owns the link) and the derived store weakly.
    let link = DerivedStoreLink { [unowned self, weak child] in
      // A released derived store is dropped at its parent's next change that could concern it,
      // before its inputs are computed again.
      guard let child else { return false }
      if let tracker, !tracker.inputsChanged(self.currentState) { return true }
      child.metrics.derivations += 1
      let newState = deriveState(self.currentState)
      if newState != child.currentState { child.replaceState(with: newState) }
      return true
    }
    if tracker == nil { plainLinks.append(link) } else { trackingLinks.append(link) }
    return child
  }

  private func reduce(_ action: Action, source: ActionSource, with root: Root) {
    if actionObserverCount > 0 { tellActionObservers(action, source: source) }
    // A tracked slice can change without a new revision only by a bare assignment of an older
    // copy; `RestorableState.restore(_:)` moves `latest` for that case (Docs/Architecture.md,
    // "Restoring a saved state").
    let latestBefore = Revision.latest
    let runEffect = registrar.withMutation(of: self, keyPath: stateKeyPath) {
      root.reduce(&currentState, action)
    }
    metrics.actionsReduced += 1
    metrics.stateChanges += 1
    publish(trackedMayHaveChanged: Revision.latest != latestBefore)
    runEffect?()
  }

  private func replaceState(with newState: State) {
    registrar.withMutation(of: self, keyPath: stateKeyPath) {
      currentState = newState
    }
    metrics.stateChanges += 1
    publish(trackedMayHaveChanged: true)
  }

  /// Updates derived stores, then subscribers.
  ///
  /// - Parameter trackedMayHaveChanged: `false` when the change mutated no ``Tracked`` value, so
  ///   no input-tracking derived store can have new inputs: they are skipped without a look.
  private func publish(trackedMayHaveChanged: Bool) {
    // Update from local copies: a front end told of a change may derive a new store from this
    // one, which appends to the lists while they are being walked.
    if trackedMayHaveChanged, !trackingLinks.isEmpty {
      let links = trackingLinks
      if !links.updateAll() { trackingLinks.removeReleased() }
    }
    if !plainLinks.isEmpty {
      let links = plainLinks
      if !links.updateAll() { plainLinks.removeReleased() }
    }
    guard subscriberCount > 0 else { return }
    // One copy for every subscriber: passing a local borrows it.
    let snapshot = currentState
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
      subscriberCount = subscribers.count
    }
  }

  private func tellActionObservers(_ action: Action, source: ActionSource) {
    var hasCancelledObservers = false
    for observer in actionObservers {
      guard let subscription = observer.subscription, !subscription.isCancelled else {
        hasCancelledObservers = true
        continue
      }
      observer.onAction(action, source)
    }
    if hasCancelledObservers {
      actionObservers.removeAll { $0.subscription?.isCancelled ?? true }
      actionObserverCount = actionObservers.count
    }
  }

  private enum Role {
    case root(Root)
    /// Sends to a parent (or nowhere, for a stub); waits for the parent's effects.
    case forward((Action) -> Void, effectsFinished: () async -> Void)
  }

  /// The queue and reducer of a root store.
  private final class Root {
    var pending: [Action] = []
    /// Where each action of `pending` came from (a second array: an array of tuples with a
    /// generic element would cost metadata lookups in this unspecialized code).
    var pendingSources: [ActionSource] = []
    var pendingCount = 0
    var next = 0
    var isProcessing = false
    var reduce: (inout State, Action) -> (() -> Void)? = { _, _ in nil }
    var effectsFinished: () async -> Void = {}
  }

  private struct ActionObserver {
    weak var subscription: StoreSubscription?
    let onAction: @MainActor (Action, ActionSource) -> Void
  }

  private struct Subscriber {
    weak var subscription: StoreSubscription?
    let onChange: @MainActor (State) -> Void
  }
}

/// Where an action a root store reduces came from.
public enum ActionSource: Hashable, Sendable, Codable {
  /// Sent with ``Store/send(_:)``: by a front end, a command, or a derived store on their
  /// behalf.
  case sent
  /// Sent back by an effect, including `.send` effects.
  case effect
}

/// Keeps a ``Store/observe(_:)`` closure registered; cancel it or release it to stop.
@MainActor
public final class StoreSubscription {
  private(set) var isCancelled = false
  /// Set by the store: removes the closure from its list. The closure often captures the store
  /// (or something holding it), so keeping it until the next change, which may never come,
  /// would keep the store alive: a retain cycle.
  var onEnd: (() -> Void)?

  init() {}

  /// Stops calling the closure, and the store lets go of it at once.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let onEnd = self.onEnd
    self.onEnd = nil
    onEnd?()
  }

  isolated deinit {
    cancel()
  }
}
