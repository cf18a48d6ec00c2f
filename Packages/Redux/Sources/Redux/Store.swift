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
/// > action, in the order they were sent. Sending is never reentrant. A reducer is handed the
/// > state and must not read a store: the store does not check overlapping access to its state
/// > at run time (Docs/Performance.md).
@MainActor
public final class Store<State, Action>: Observable {
  // The hot path (`send`, updating derived stores) is `@inlinable`, so it is specialized for the
  // app's `State` and `Action` in the app's module: unspecialized, every generic value it touches
  // costs run-time metadata lookups and value-witness calls. What that exposes is internal
  // storage marked `@usableFromInline`, which no client can name; the public API is unchanged
  // (Docs/Performance.md, "What the design does to get there").
  //
  // The mutable properties are `@exclusivity(unchecked)`: every access to them happens on the
  // main actor, from this file's methods, and none overlaps another. The only long access is the
  // reducer's `inout` access to `currentState`, and a reducer is handed the state, never the store;
  // actions sent meanwhile are queued, never reduced inside it. Checked, each access would be a
  // call into the runtime, most of the cost of a `send` once the rest is specialized.
  @usableFromInline @exclusivity(unchecked) var currentState: State
  /// Whether this store reduces its actions (a root store) or forwards them (a derived or stub
  /// store). The closures below are plain `let`s, not optionals, so calling them takes no
  /// reference count.
  @usableFromInline let isRoot: Bool
  /// A root store's reducer: applies an action and returns how to run its effect, or `nil`.
  /// Running it starts the effect in the group given, or in a new one, and returns the group.
  @usableFromInline let reduceAction: (inout State, Action) -> ((EffectGroup?) -> EffectGroup)?
  /// Where a derived or stub store sends its actions; returns the root's task.
  @usableFromInline let forward: (Action) -> StoreTask
  /// Waits for the root store's effects.
  @usableFromInline let waitForEffects: () async -> Void
  // A root store's queue of actions sent while it reduces or notifies.
  @usableFromInline @exclusivity(unchecked) var isProcessing = false
  @usableFromInline @exclusivity(unchecked) var pending: [Action] = []
  /// Where each action of `pending` came from.
  @usableFromInline @exclusivity(unchecked) var pendingSources: [ActionSource] = []
  /// The effect group each action of `pending` belongs to: its effects join it.
  @usableFromInline @exclusivity(unchecked) var pendingGroups: [EffectGroup] = []
  @usableFromInline @exclusivity(unchecked) var pendingCount = 0
  @usableFromInline @exclusivity(unchecked) var nextPending = 0
  /// A root store's `==` on its state, when its state is `Equatable`: while the store has
  /// subscribers, it compares the state after each action with the state before, and tells
  /// nobody of an action that left it equal (``observe(_:)``).
  @usableFromInline let stateIsUnchanged: ((State, State) -> Bool)?
  /// ``Revision/latest`` as this root store read it after its last reducer. A ``Tracked``
  /// slice whose revision is newer was mutated, or made, since: the store then looks at its
  /// input-tracking derived stores (Docs/Architecture.md, "When a derived store looks").
  @usableFromInline @exclusivity(unchecked) var latestSeen: Revision
  @usableFromInline let registrar = ObservationRegistrar()
  /// Whether ``state`` has ever been read. Only such a read can register an Observation
  /// observer, so until then changes skip the registrar's `withMutation` (a lock and a lookup by
  /// key path on every change). Once set, it stays set.
  @usableFromInline @exclusivity(unchecked) var stateWasRead = false
  /// Whether code other than this store's subscribers may run when its state changes: an
  /// Observation observer (once ``state`` was read) or derived stores of its own. Until then its
  /// parent updates it without holding a reference to it (``Unmanaged/follow(_:from:telling:)``):
  /// only its subscribers run, after the update's last access to the store. Once set, it stays
  /// set.
  @usableFromInline @exclusivity(unchecked) var runsMoreThanSubscribers = false
  // Forming `\.state` on a generic class instantiates a key path at run time (a metadata lookup
  // by mangled name): formed once here, not on every read and send.
  @usableFromInline let stateKeyPath: KeyPath<Store, State> = \.state
  /// Derived stores with declared inputs: visited only after a change to a ``Tracked`` slice.
  @usableFromInline @exclusivity(unchecked) var trackingLinks = DerivedStoreLinks<State>()
  /// Derived stores without declared inputs: visited after every change.
  @usableFromInline @exclusivity(unchecked) var plainLinks = DerivedStoreLinks<State>()
  /// The ``observe(_:)`` callbacks.
  @usableFromInline let subscribers = Subscribers<State>()
  /// The ``observeActions(_:)`` callbacks.
  @usableFromInline let actionObservers = Subscribers<(Action, ActionSource)>()
  /// On a derived store, its parent's link to it, told when this store is released.
  @usableFromInline @exclusivity(unchecked) var linkToParent: AnyDerivedStoreLink?
  @usableFromInline @exclusivity(unchecked) var counters = StoreMetrics()

  /// Counters of this store's work: actions reduced, derivations run, state changes.
  public var metrics: StoreMetrics { counters }

  /// A root store.
  @usableFromInline
  init(
    state: State, reduce: @escaping (inout State, Action) -> ((EffectGroup?) -> EffectGroup)?,
    stateIsUnchanged: ((State, State) -> Bool)?,
    effectsFinished: @escaping () async -> Void
  ) {
    self.currentState = state
    self.isRoot = true
    self.reduceAction = reduce
    self.forward = { _ in StoreTask() }
    self.waitForEffects = effectsFinished
    self.stateIsUnchanged = stateIsUnchanged
    self.latestSeen = Revision.latest
  }

  /// A derived or stub store.
  @usableFromInline
  init(
    state: State, forward: @escaping (Action) -> StoreTask,
    effectsFinished: @escaping () async -> Void
  ) {
    self.currentState = state
    self.isRoot = false
    self.reduceAction = { _, _ in nil }
    self.forward = forward
    self.waitForEffects = effectsFinished
    self.stateIsUnchanged = nil
    self.latestSeen = Revision.latest
  }

  // Runs on the main actor even when the last reference goes away elsewhere, so the parent,
  // which walks its links on the main actor, never races this store's release.
  isolated deinit {
    // The parent's link holds this store without a reference count: from now on it skips it.
    linkToParent?.isAlive = false
    // The link also keeps the subscribers' list alive, so that an update may tell them after its
    // last access to this store: the callbacks go now, with the store (after the call that
    // released it, if one is running).
    subscribers.cancelAll()
  }

  /// The current state. Reading it inside an observation-tracking scope registers the read.
  public var state: State {
    stateWasRead = true
    runsMoreThanSubscribers = true
    registrar.access(self, keyPath: stateKeyPath)
    return currentState
  }

  /// Sends an action: to the reducer on a root store, through `embedAction` to the parent on a
  /// derived store, nowhere on a stub store.
  ///
  /// Returns the effects the action started (``StoreTask``): await its ``StoreTask/finish()``
  /// to know that they, and the actions they sent back, are done.
  ///
  /// ```swift
  /// await store.send(.markAsWatched(episode: ids, watched: true)).finish()
  /// ```
  ///
  /// A derived store returns its root's task for the embedded action; a stub store returns a
  /// task already finished. An action sent while the store reduces is queued, and its task
  /// covers the effects it starts once reduced.
  @inlinable @discardableResult
  public func send(_ action: Action) -> StoreTask {
    send(action, source: .sent, group: nil)
  }

  /// Sends an action from `source`; its effects join `group` when there is one (an action an
  /// effect of that group sent back).
  @inlinable
  func send(_ action: Action, source: ActionSource, group: EffectGroup?) -> StoreTask {
    guard isRoot else { return forward(action) }
    guard !isProcessing else { return enqueue(action, source: source, group: group) }
    isProcessing = true
    let task = reduce(action, source: source, group: group)
    // Actions sent meanwhile wait in the queue; the common case never touches it.
    if pendingCount > 0 { drainQueue() }
    isProcessing = false
    return task
  }

  /// How many queued actions one ``send(_:)`` reduces at most: 10,000.
  ///
  /// Actions sent while the store reduces or notifies wait in a queue, which the `send` that
  /// started it drains. A front end or subscriber that answers every change with an action that
  /// changes the state again would drain it forever; past this many actions the store stops,
  /// drops the rest of the queue and says so on standard error, naming the last action reduced.
  public nonisolated static var queuedActionLimit: Int { 10_000 }

  /// Returns once none of the root store's effects is running: the actions sent so far have
  /// settled. A derived store waits for its root; a stub store returns at once.
  ///
  /// Tools that drive a store step by step (replaying a recording, a script) wait here between
  /// actions. An effect that never ends (a timer) makes this wait forever: cancel it first.
  public func effectsFinished() async {
    await waitForEffects()
  }

  /// Calls `onAction` with every action this root store is about to reduce, and where it came
  /// from: sent by a front end, a command or a derived store, or by an effect.
  ///
  /// For tools that watch the stream of actions: recording a session to replay it (replay
  /// sends the ``ActionSource/sent`` ones again and lets effects make the rest), logging. The
  /// closure runs on the main actor before the reducer, until the subscription is cancelled or
  /// released. A derived or stub store reduces nothing, so it never calls it.
  public func observeActions(
    _ onAction: @escaping (Action, ActionSource) -> Void
  ) -> StoreSubscription {
    actionObservers.add(onAction)
  }

  /// Calls `onChange` with the new state after every change of this store's state.
  ///
  /// This is how a front end that is not SwiftUI learns that its screen must redraw: a terminal
  /// or JSON front end observes its derived store (its view model), and a command observes the
  /// root store to wait until the state says the work settled.
  ///
  /// `onChange` is called only when the state changed:
  /// - A derived store calls it when its view state differs from the one it showed.
  /// - A root store with an `Equatable` state calls it after an action that left the state
  ///   different (`!=`) from the state before the action, however the action came (sent, queued
  ///   by a subscriber, delivered by an effect). An action that changes nothing tells nobody, so
  ///   a subscriber that answers every change with an action ends once its action changes
  ///   nothing. To compare, a root store with subscribers keeps the state from before each
  ///   action while its reducer runs, so a reducer's in-place mutation of a large value copies
  ///   it first (copy on write): observe a derived store of the part you need where actions
  ///   mutate large values often.
  /// - A root store whose state is not `Equatable` cannot compare, and calls it after every
  ///   action it reduces; a feedback loop is stopped by ``queuedActionLimit``.
  ///
  /// The closure runs synchronously on the main actor, after derived stores have been updated.
  /// It is called until the returned subscription is cancelled or released. Its type has no
  /// `@MainActor`, yet it runs on the main actor and may use main-actor state: it is not
  /// `Sendable`, so a closure written in main-actor code keeps that isolation and never leaves
  /// it. Kept as it is, it is called directly on every change (a `@MainActor` function type would
  /// need a wrapper around each call).
  @inlinable
  public func observe(_ onChange: @escaping (State) -> Void) -> StoreSubscription {
    subscribers.add(onChange)
  }

  // MARK: - Making stores

  /// Creates a root store that changes `initialState` with `reducer` and runs its effects.
  @inlinable
  public convenience init(initialState: State, reducer: Reducer<State, Action>)
  where Action: Sendable {
    self.init(initialState: initialState, reducer: reducer, stateIsUnchanged: nil)
  }

  /// Creates a root store that changes `initialState` with `reducer` and runs its effects.
  ///
  /// With an `Equatable` state, the store's subscribers are told only of actions that left the
  /// state different (``observe(_:)``).
  @inlinable
  public convenience init(initialState: State, reducer: Reducer<State, Action>)
  where Action: Sendable, State: Equatable {
    self.init(initialState: initialState, reducer: reducer, stateIsUnchanged: { $0 == $1 })
  }

  @inlinable
  convenience init(
    initialState: State, reducer: Reducer<State, Action>,
    stateIsUnchanged: ((State, State) -> Bool)?
  ) where Action: Sendable {
    let effects = RootEffects<State, Action>()
    // Made here, in the caller's module, so the reducer call is specialized for its types.
    self.init(
      state: initialState,
      reduce: { state, action in
        let effect = reducer.reduce(into: &state, action: action)
        if effect.isNone { return nil }
        return { group in effects.run(effect, in: group) }
      },
      stateIsUnchanged: stateIsUnchanged,
      effectsFinished: { await effects.finished() })
    effects.start(deliveringTo: self)
  }

  /// Creates a store that shows `state` and changes nothing: the seed's "previews stub the store
  /// with a reducer that does nothing".
  ///
  /// - Parameters:
  ///   - state: The state to show, typically one of a feature's preview fixtures.
  ///   - onSend: Called with each action sent to the store, so a front end's key handling can be
  ///     tested without an app.
  public static func stub(_ state: State, onSend: @escaping (Action) -> Void = { _ in }) -> Store {
    Store(
      state: state,
      forward: { action in
        onSend(action)
        return StoreTask()
      }, effectsFinished: {})
  }

  /// Creates a store whose state is derived from this store's state, and whose actions are
  /// embedded into this store's actions.
  ///
  /// The derived store starts with `deriveState(state)`. After every change of this store it is
  /// updated synchronously, and its own ``state`` changes (and its observers are told) only when
  /// the derived value differs. All mutation stays in the root reducer.
  ///
  /// This store does not keep the derived store alive: release it and it is freed.
  @inlinable
  public func derived<DerivedState: Equatable, DerivedAction>(
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<DerivedState, DerivedAction> {
    let child = makeChild(state: deriveState(currentState), embedAction: embedAction)
    let unmanagedChild = Unmanaged.passUnretained(child)
    // Kept by the link, so an update may tell them after its last access to the child.
    let subscribers = child.subscribers
    let link = DerivedStoreLink<State> { (state: inout State) in
      unmanagedChild.derive(from: &state, using: deriveState, telling: subscribers)
    }
    child.linkToParent = link
    plainLinks.append(link)
    runsMoreThanSubscribers = true
    return child
  }

  /// Creates a derived store that runs `deriveState` only when `inputs` changed.
  ///
  /// `inputs` must be cheap, must cover everything `deriveState` reads, and must read only
  /// ``Tracked`` slices: typically their ``Revision``s, or small values inside them. When an
  /// action leaves the inputs equal, the derived store skips `deriveState` entirely
  /// (``StoreMetrics/derivations`` does not move); when no tracked slice was mutated or made
  /// since the store's last action, `inputs` is not even called.
  ///
  /// > Important: A tracked value made before the action (a page built by an effect, a value in
  /// > the action's payload) is followed. A saved copy put back by plain assignment
  /// > (`state = snapshot`) is not: put it back with ``RestorableState/restore(_:)``. In a debug
  /// > build the store runs `deriveState` after every skip as well, and says on standard error,
  /// > once, when the result differs: a forgotten input or a bare put-back.
  @inlinable
  public func derived<DerivedState: Equatable, DerivedAction, Inputs: Equatable>(
    inputs: @escaping (State) -> Inputs,
    deriveState: @escaping (State) -> DerivedState,
    embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<DerivedState, DerivedAction> {
    makeDerived(
      tracking: ClosureDerivation(inputs: inputs, deriveState: deriveState),
      embedAction: embedAction)
  }

  // MARK: - Internals

  /// Makes a derived store that runs `derivation` only when its inputs changed.
  @inlinable
  func makeDerived<Derivation: InputTrackingDerivation, DerivedAction>(
    tracking derivation: Derivation,
    embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<Derivation.DerivedState, DerivedAction> where Derivation.State == State {
    let child = makeChild(state: derivation.derive(currentState), embedAction: embedAction)
    let unmanagedChild = Unmanaged.passUnretained(child)
    // The inputs last seen, compared on every visit: a box without exclusivity checks, since
    // only this link's update touches it and an update never runs inside another of the same
    // link (the parent's changes are never reentrant).
    let lastInputs = UncheckedBox(derivation.inputs(of: currentState))
    // Kept by the link, so an update may tell them after its last access to the child.
    let subscribers = child.subscribers
    #if DEBUG
      // The skip check of a debug build: the derivation run on a state the store skipped, and
      // compared with what the derived store shows.
      let check: (State) -> Void = { state in
        unmanagedChild.checkSkip(of: derivation, from: state)
      }
    #endif
    let link = DerivedStoreLink<State> { (state: inout State) in
      let newInputs = derivation.inputs(of: state)
      if newInputs == lastInputs.value {
        #if DEBUG
          check(state)
        #endif
        return
      }
      lastInputs.value = newInputs
      unmanagedChild.follow(derivation, from: &state, telling: subscribers)
    }
    #if DEBUG
      link.check = check
    #endif
    child.linkToParent = link
    trackingLinks.append(link)
    runsMoreThanSubscribers = true
    return child
  }

  /// Makes a derived store that sends through this one. It keeps this store alive (it sends
  /// through it); this store keeps only a link to it, which does not keep it alive.
  @inlinable
  func makeChild<DerivedState, DerivedAction>(
    state: DerivedState, embedAction: @escaping (DerivedAction) -> Action
  ) -> Store<DerivedState, DerivedAction> {
    let child = Store<DerivedState, DerivedAction>(
      state: state,
      forward: { [self] action in self.send(embedAction(action)) },
      effectsFinished: { [self] in await self.effectsFinished() })
    child.counters.derivationCount = 1
    return child
  }

  /// Takes `newState`, just derived from the parent's state, if it differs from the one shown.
  @inlinable
  func show(_ newState: consuming State) where State: Equatable {
    counters.derivationCount += 1
    if newState != currentState { replaceState(with: newState) }
  }

  /// Runs `derivation` on the parent's state and shows the result, if only subscribers watch
  /// this store (not `runsMoreThanSubscribers`); returns whether it did. The caller holds no
  /// reference to this store (``Unmanaged/follow(_:from:telling:)``).
  ///
  /// Not inlined into the link's update: the update then only compares the inputs, and a skip
  /// stays a few loads and compares. The parent's state is `inout` (the walk's copy), so a
  /// connector the compiler cannot see into is called on it without a copy.
  @inlinable @inline(never)
  func followQuietly<Derivation: InputTrackingDerivation>(
    _ derivation: Derivation, from parentState: inout Derivation.State,
    telling subscribers: Subscribers<State>
  ) -> Bool where Derivation.DerivedState == State {
    guard !runsMoreThanSubscribers else { return false }
    var newState = derivation.derive(parentState)
    showQuietly(&newState, telling: subscribers)
    return true
  }

  /// ``followQuietly(_:from:telling:)`` for a derived store without inputs.
  @inlinable @inline(never)
  func deriveQuietly<ParentState>(
    using deriveState: (ParentState) -> State, from parentState: inout ParentState,
    telling subscribers: Subscribers<State>
  ) -> Bool where State: Equatable {
    guard !runsMoreThanSubscribers else { return false }
    var newState = deriveState(parentState)
    showQuietly(&newState, telling: subscribers)
    return true
  }

  /// ``show(_:)`` for a store that only its subscribers watch (not `runsMoreThanSubscribers`),
  /// which the caller holds no reference to: the subscribers are told last, after the last
  /// access to the store, so one that lets go of it leaves nothing to touch it. `subscribers`
  /// is this store's list, kept alive by the parent's link.
  ///
  /// `newState` is swapped with the state shown: the caller's variable then holds the old one, to
  /// be released after the subscribers ran (no copy of either).
  @inlinable @inline(__always)
  func showQuietly(_ newState: inout State, telling subscribers: Subscribers<State>)
  where State: Equatable {
    counters.derivationCount += 1
    guard newState != currentState else { return }
    swap(&currentState, &newState)
    counters.changeCount += 1
    // A copy for the subscribers: the store may be gone before they return.
    if subscribers.count > 0 { subscribers.tell(currentState) }
  }

  /// Reduces `action` and starts its effect, in `group` if there is one; returns the task of
  /// its effect (of `group`, or a new group; none when the reducer returned no effect).
  @inlinable
  func reduce(_ action: Action, source: ActionSource, group: EffectGroup?) -> StoreTask {
    // The subscribers' count first: binding the closure takes a reference count.
    if subscribers.count > 0, let stateIsUnchanged {
      return reduce(action, source: source, group: group, tellingOnlyIfNot: stateIsUnchanged)
    }
    if actionObservers.count > 0 { actionObservers.tell((action, source)) }
    let runEffect = applyReducer(to: action)
    counters.reducedCount += 1
    counters.changeCount += 1
    publish(trackedMayHaveChanged: trackedMayHaveChanged(after: source))
    guard let runEffect else { return StoreTask(group: group) }
    return StoreTask(group: runEffect(group))
  }

  /// Runs the reducer on the state for `action`, inside Observation's `withMutation` once the
  /// state was read; returns how to run its effect, or `nil`.
  @inlinable
  func applyReducer(to action: Action) -> ((EffectGroup?) -> EffectGroup)? {
    guard stateWasRead else { return reduceAction(&currentState, action) }
    return registrar.withMutation(of: self, keyPath: stateKeyPath) {
      reduceAction(&currentState, action)
    }
  }

  /// Whether a tracked slice may have changed in the action just reduced, so that
  /// input-tracking derived stores must look at their inputs.
  ///
  /// Any tracked value mutated or made since the last action, the payload's included, has a
  /// revision newer than `latestSeen`. An effect's value may have been made before an action
  /// that came between, so an effect's action always looks. A tracked slice changes without
  /// either only by a bare assignment of an older copy; `RestorableState.restore(_:)` moves
  /// `latest` for that case (Docs/Architecture.md, "When a derived store looks").
  @inlinable
  func trackedMayHaveChanged(after source: ActionSource) -> Bool {
    let latest = Revision.latest
    defer { latestSeen = latest }
    return latest != latestSeen || source == .effect
  }

  /// Reduces an action on a root store with an `Equatable` state and subscribers: nobody is told
  /// if it left the state equal to the state before (``observe(_:)``).
  ///
  /// Not inlined into ``reduce(_:source:)``: a store nobody subscribes to never runs it.
  @usableFromInline
  func reduce(
    _ action: Action, source: ActionSource, group: EffectGroup?,
    tellingOnlyIfNot stateIsUnchanged: (State, State) -> Bool
  ) -> StoreTask {
    if actionObservers.count > 0 { actionObservers.tell((action, source)) }
    let before = currentState
    let runEffect = applyReducer(to: action)
    let changed = !stateIsUnchanged(before, currentState)
    counters.reducedCount += 1
    let tracked = trackedMayHaveChanged(after: source)
    if changed {
      counters.changeCount += 1
      publish(trackedMayHaveChanged: tracked)
    }
    guard let runEffect else { return StoreTask(group: group) }
    return StoreTask(group: runEffect(group))
  }

  @inlinable
  func replaceState(with newState: consuming State) {
    if stateWasRead {
      registrar.withMutation(of: self, keyPath: stateKeyPath) { [newState] in
        currentState = newState
      }
    } else {
      currentState = newState
    }
    counters.changeCount += 1
    publish(trackedMayHaveChanged: true)
  }

  /// Updates derived stores, then subscribers.
  ///
  /// - Parameter trackedMayHaveChanged: `false` when the change mutated no ``Tracked`` value, so
  ///   no input-tracking derived store can have new inputs: they are skipped without a look.
  @inlinable
  func publish(trackedMayHaveChanged: Bool) {
    let visitsTracking = trackedMayHaveChanged && !trackingLinks.isEmpty
    if visitsTracking || !plainLinks.isEmpty { updateDerivedStores(visitsTracking: visitsTracking) }
    #if DEBUG
      if !visitsTracking && !trackingLinks.isEmpty { checkSkippedLinks() }
    #endif
    if subscribers.count > 0 { tellSubscribers() }
  }

  #if DEBUG
    /// The skip check of a debug build: runs each input-tracking derived store's derivation on
    /// a state the store did not look at, and reports one that would show something else.
    @inlinable
    func checkSkippedLinks() {
      let state = currentState
      for index in 0..<trackingLinks.count {
        trackingLinks.unretained[index]._withUnsafeGuaranteedRef { link in
          if link.isAlive { link.check?(state) }
        }
      }
    }
  #endif

  /// Updates the derived stores: the input-tracking ones if `visitsTracking`, then the others.
  ///
  /// Not inlined into ``publish(trackedMayHaveChanged:)``: most derived stores have no derived
  /// stores of their own, and their update stays a short function without these loops.
  @inlinable @inline(never)
  func updateDerivedStores(visitsTracking: Bool) {
    // One copy of the state (a retain of each of its references) for every link: each link
    // borrows it.
    var state = currentState
    if visitsTracking { updateLinks(tracking: true, from: &state) }
    if !plainLinks.isEmpty { updateLinks(tracking: false, from: &state) }
  }

  /// Updates the derived stores of one list of links from `state`, in the order they were made,
  /// then drops the links of released ones.
  ///
  /// The walk reads the list in place, by index, up to the count it had at the start: a front end
  /// told of a change may derive a new store from this one, which appends to the list (the new
  /// store already shows this state), and only this method removes from it, after its walk. This
  /// store's changes are never reentrant (actions sent meanwhile are queued), so no other walk of
  /// the same list runs inside this one.
  @inlinable
  func updateLinks(tracking: Bool, from state: inout State) {
    let count = tracking ? trackingLinks.count : plainLinks.count
    var allAlive = true
    for index in 0..<count {
      let link = tracking ? trackingLinks.unretained[index] : plainLinks.unretained[index]
      if !DerivedStoreLinks.update(link, from: &state) { allAlive = false }
    }
    guard !allAlive else { return }
    if tracking { trackingLinks.removeReleased() } else { plainLinks.removeReleased() }
  }

  /// Queues `action`, in `group` or a new group of its own, which it counts in until it is
  /// reduced; returns the group's task.
  @usableFromInline
  func enqueue(_ action: Action, source: ActionSource, group: EffectGroup?) -> StoreTask {
    let group = group ?? EffectGroup()
    group.enter()
    pending.append(action)
    pendingSources.append(source)
    pendingGroups.append(group)
    pendingCount += 1
    return StoreTask(group: group)
  }

  @usableFromInline
  func drainQueue() {
    let limit = Self.queuedActionLimit
    var reduced = 0
    while nextPending < pendingCount {
      let next = pending[nextPending]
      let nextSource = pendingSources[nextPending]
      let nextGroup = pendingGroups[nextPending]
      nextPending += 1
      _ = reduce(next, source: nextSource, group: nextGroup)
      // Its effects have joined the group: the action itself no longer counts.
      nextGroup.leave()
      reduced += 1
      if reduced == limit, nextPending < pendingCount {
        reportRunawayQueue(lastAction: next, dropped: pendingCount - nextPending)
        break
      }
    }
    // The dropped actions will never be reduced: their groups stop waiting for them.
    for dropped in pendingGroups[nextPending...] { dropped.leave() }
    pending.removeAll(keepingCapacity: true)
    pendingSources.removeAll(keepingCapacity: true)
    pendingGroups.removeAll(keepingCapacity: true)
    pendingCount = 0
    nextPending = 0
  }

  /// Says that one `send` reduced ``queuedActionLimit`` queued actions and stopped.
  func reportRunawayQueue(lastAction: Action, dropped: Int) {
    RuntimeWarnings.report(
      """
      A send to Store<\(State.self), \(Action.self)> reduced \(Self.queuedActionLimit) queued \
      actions and stopped, dropping \(dropped) more still queued; the last one reduced was \
      \(lastAction). A subscriber or a derived store's front end that sends an action on every \
      change it is told of makes a loop: send only when the state asks for it.
      """)
  }

  /// Calls every ``observe(_:)`` callback with the state.
  @inlinable
  func tellSubscribers() {
    // One copy for every subscriber: passing a local borrows it.
    let snapshot = currentState
    subscribers.tell(snapshot)
  }
}

/// The effects of a root store: runs them and delivers the actions they send back.
@usableFromInline
@MainActor
final class RootEffects<State, Action: Sendable> {
  private var runner: EffectRunner<Action>?

  @usableFromInline init() {}

  /// Starts delivering effects' actions to `store`, which it does not keep alive.
  @usableFromInline
  func start(deliveringTo store: Store<State, Action>) {
    runner = EffectRunner(deliverInGroup: { [weak store] action, group in
      _ = store?.send(action, source: .effect, group: group)
    })
  }

  @usableFromInline
  func run(_ effect: Effect<Action>, in group: EffectGroup?) -> EffectGroup {
    let group = group ?? EffectGroup()
    runner?.run(effect, in: group)
    return group
  }

  @usableFromInline
  func finished() async {
    await runner?.finished()
  }
}

extension Unmanaged {
  /// Calls `body` with the object this refers to, holding no reference to it: the caller must
  /// know that it stays alive until `body` returns.
  ///
  /// Non-isolated, so a main-actor closure handed to it is not checked at run time for its
  /// executor, as it is when handed straight to the standard library.
  @inlinable @inline(__always)
  nonisolated func withUnretained<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }

  /// Updates the derived store this refers to with `deriveState`.
  ///
  /// A derived store that only its subscribers watch is updated without a reference held to it
  /// (``Store/deriveQuietly(using:from:telling:)``); otherwise a reference is held meanwhile:
  /// its own front end, told of the change, may let go of it.
  @inlinable
  @MainActor
  func derive<ParentState, DerivedState: Equatable, DerivedAction>(
    from parentState: inout ParentState, using deriveState: (ParentState) -> DerivedState,
    telling subscribers: Subscribers<DerivedState>
  ) where Instance == Store<DerivedState, DerivedAction> {
    let done = withUnretained {
      $0.deriveQuietly(using: deriveState, from: &parentState, telling: subscribers)
    }
    if !done { show(deriveState(parentState)) }
  }

  /// Runs `derivation` on the parent's state and shows the result in the derived store this
  /// refers to.
  ///
  /// A derived store that only its subscribers watch is updated without a reference held to it
  /// (two atomic operations fewer; ``Store/followQuietly(_:from:telling:)``): nothing but its
  /// subscribers runs, and they run after the update's last access to it. Otherwise code that
  /// runs on the way (an Observation observer, its own derived stores' front ends) may let go of
  /// it before the update is done, and ``followHeld(_:from:)`` holds a reference meanwhile.
  @inlinable @inline(never)
  @MainActor
  func follow<Derivation: InputTrackingDerivation, DerivedAction>(
    _ derivation: Derivation, from parentState: inout Derivation.State,
    telling subscribers: Subscribers<Derivation.DerivedState>
  ) where Instance == Store<Derivation.DerivedState, DerivedAction> {
    let done = withUnretained {
      $0.followQuietly(derivation, from: &parentState, telling: subscribers)
    }
    if !done { followHeld(derivation, from: &parentState) }
  }

  /// ``follow(_:from:telling:)`` holding a reference to the derived store.
  @inlinable @inline(never)
  @MainActor
  func followHeld<Derivation: InputTrackingDerivation, DerivedAction>(
    _ derivation: Derivation, from parentState: inout Derivation.State
  ) where Instance == Store<Derivation.DerivedState, DerivedAction> {
    show(derivation.derive(parentState))
  }

  /// Shows `newState` in the derived store this refers to, holding a reference to it meanwhile.
  @inlinable
  @MainActor
  func show<DerivedState: Equatable, DerivedAction>(_ newState: consuming DerivedState)
  where Instance == Store<DerivedState, DerivedAction> {
    // A strong reference, so the store lives until the call returns. (Not `withExtendedLifetime`:
    // a main-actor closure handed to the standard library checks its executor on every call.)
    let child = takeUnretainedValue()
    child.show(newState)
  }

  #if DEBUG
    /// The skip check of a debug build: runs `derivation` on a state the derived store this
    /// refers to skipped, and reports it if it would show something else than it does.
    @inlinable
    @MainActor
    func checkSkip<Derivation: InputTrackingDerivation, DerivedAction>(
      of derivation: Derivation, from parentState: Derivation.State
    ) where Instance == Store<Derivation.DerivedState, DerivedAction> {
      let child = takeUnretainedValue()
      guard derivation.derive(parentState) != child.currentState else { return }
      reportStaleSkip(
        connector: derivation.name, inputs: derivation.inputs(of: parentState),
        viewState: Derivation.DerivedState.self)
    }
  #endif
}

/// Where an action a root store reduces came from.
public enum ActionSource: Hashable, Sendable, Codable {
  /// Sent with ``Store/send(_:)``: by a front end, a command, or a derived store on their
  /// behalf.
  case sent
  /// Sent back by an effect, including `.send` effects.
  case effect
}
