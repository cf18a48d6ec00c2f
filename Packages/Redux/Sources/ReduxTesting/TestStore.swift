import Redux
import Testing

/// A store for tests that checks every state change and every action effects send back.
///
/// ```swift
/// @Test func searchShowsResults() async {
///   let store = TestStore(initialState: AppState(), reducer: appReducer(dependencies: .test))
///   await store.send(.search(.queryChanged("bre"))) {
///     $0.search.query = "bre"
///     $0.search.isLoading = true
///   }
///   await store.receive(.search(.resultsLoaded(results))) {
///     $0.search.isLoading = false
///     $0.search.results = results
///   }
///   await store.finish()
/// }
/// ```
///
/// It is exhaustive: it records a test issue (through Swift Testing) when a state change differs
/// from the one described, when an expected action is not received, when an action is received
/// that the test never handled, and when an effect is still running at ``finish(timeout:fileID:filePath:line:column:)``.
///
/// It also records an issue when an action sent to it leaves some `@Tracked` value with a
/// different revision although it mutated and made none: the mark of a bare assignment of a saved
/// copy (`state = snapshot`), which a real store would not see. Restore with
/// `RestorableState.restore(_:)` instead. It tells this store's revisions from those of other
/// stores and threads, so its reports do not depend on what runs beside the test.
///
/// ``checkConnector(_:fileID:filePath:line:column:)`` also runs a connector the way a derived
/// store would, after every action, and reports a skip that would leave its screen stale.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  /// The state after every action sent or received so far.
  public private(set) var state: State

  private let reducer: Reducer<State, Action>
  private var received: [Action] = []
  private lazy var effects = EffectRunner<Action> { [weak self] action in
    self?.received.append(action)
  }
  private var isFinished = false
  /// `Revision.latest` as read after the last action, as a store reads it.
  private var latestSeen: Revision
  /// The revisions of the tracked values of `state`.
  private var revisions: TrackedRevisions
  /// The connectors ``checkConnector(_:fileID:filePath:line:column:)`` follows.
  private var connectorChecks: [any ConnectorChecking<State>] = []
  /// The `Revision.advance()` calls of this store's reducer (`restore(_:)` makes one).
  private let advances = AdvanceCount()

  /// Creates a test store with `initialState` and the reducer under test.
  public init(initialState: State, reducer: Reducer<State, Action>) {
    self.state = initialState
    self.reducer = reducer
    self.latestSeen = Revision.latest
    self.revisions = TrackedRevisions(of: initialState)
  }

  /// Runs `connector` after every action this store sends or receives from now on, the way a
  /// derived store made with `store.connect(using:)` would, and records an issue when a store
  /// would have skipped it although its `connect(state:)` returns a different view state.
  ///
  /// ```swift
  /// let store = TestStore(initialState: WatchlistState(), reducer: reducer)
  /// store.checkConnector(WatchlistConnector())
  /// await store.send(.titleAdded("Severance")) { $0.titles = ["Severance"] }
  /// ```
  ///
  /// A store skips an input-tracking connector when the action mutated and made no tracked value,
  /// or when its inputs are equal to the ones it last saw: the check catches an input that
  /// `inputs(of:)` forgot and a saved copy put back without `restore(_:)`, in the test, whatever
  /// else runs beside it. A plain `Connector` runs on every change and is never skipped.
  ///
  /// - Parameters:
  ///   - connector: The connector to follow, as the app connects it.
  ///   - fileID: The file ID of the call, for the issue's location; leave the default.
  ///   - filePath: The file path of the call, for the issue's location; leave the default.
  ///   - line: The line of the call, for the issue's location; leave the default.
  ///   - column: The column of the call, for the issue's location; leave the default.
  public func checkConnector<C: InputTrackingConnector>(
    _ connector: C,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) where C.State == State {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    connectorChecks.append(ConnectorCheck(connector, state: state, checkedAt: location))
  }

  /// Sends `action` and checks that the state changed exactly as `updateExpectedState` says.
  ///
  /// - Parameters:
  ///   - action: The action a user or the app sends.
  ///   - updateExpectedState: Mutates a copy of the previous state into the expected state.
  ///     Omit it when the action must not change the state.
  ///   - fileID: The file ID of the call, for the issue's location; leave the default.
  ///   - filePath: The file path of the call, for the issue's location; leave the default.
  ///   - line: The line of the call, for the issue's location; leave the default.
  ///   - column: The column of the call, for the issue's location; leave the default.
  public func send(
    _ action: Action,
    assert updateExpectedState: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      Issue.record(
        """
        Sent \(action) while \(received.count) received action(s) were still unhandled: \
        \(received). Call receive(_:) for each of them first.
        """,
        sourceLocation: location)
    }
    apply(action, source: .sent, expecting: updateExpectedState, location: location)
    await Task.yield()
  }

  /// Waits for an effect to send `expectedAction`, applies it, and checks the state change.
  ///
  /// - Parameters:
  ///   - expectedAction: The next action an effect must send.
  ///   - timeout: How long to wait for it.
  ///   - updateExpectedState: Mutates a copy of the previous state into the expected state.
  ///   - fileID: The file ID of the call, for the issue's location; leave the default.
  ///   - filePath: The file path of the call, for the issue's location; leave the default.
  ///   - line: The line of the call, for the issue's location; leave the default.
  ///   - column: The column of the call, for the issue's location; leave the default.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration = .seconds(2),
    assert updateExpectedState: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: { $0 == expectedAction }, described: "\(expectedAction)", timeout: timeout,
      expecting: updateExpectedState, location: location)
  }

  /// Waits for an effect to send an action that `isMatching` accepts (typically one of a case,
  /// whatever its payload), applies it, and checks the state change.
  ///
  /// ```swift
  /// await store.receive(
  ///   { if case .resultsLoaded = $0 { true } else { false } },
  ///   assert: { $0.results = ["sev: Severance"] })
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether the next action an effect sent is the expected one.
  ///   - timeout: How long to wait for it.
  ///   - updateExpectedState: Mutates a copy of the previous state into the expected state.
  ///   - fileID: The file ID of the call, for the issue's location; leave the default.
  ///   - filePath: The file path of the call, for the issue's location; leave the default.
  ///   - line: The line of the call, for the issue's location; leave the default.
  ///   - column: The column of the call, for the issue's location; leave the default.
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration = .seconds(2),
    assert updateExpectedState: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: isMatching, described: "an action that matches", timeout: timeout,
      expecting: updateExpectedState, location: location)
  }

  private func receive(
    matching isMatching: (Action) -> Bool, described expected: String, timeout: Duration,
    expecting updateExpectedState: ((inout State) throws -> Void)?, location: SourceLocation
  ) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while received.isEmpty, clock.now < deadline {
      try? await clock.sleep(for: .milliseconds(1))
    }
    guard !received.isEmpty else {
      Issue.record(
        "Expected to receive \(expected), but no action was received within \(timeout).",
        sourceLocation: location)
      return
    }
    let action = received.removeFirst()
    if !isMatching(action) {
      Issue.record(
        "Received an unexpected action.\n  Expected: \(expected)\n  Received: \(action)",
        sourceLocation: location)
    }
    apply(action, source: .effect, expecting: updateExpectedState, location: location)
    await Task.yield()
  }

  /// Waits for running effects to finish, then checks that nothing was left unhandled.
  ///
  /// Records an issue for each received action the test did not receive
  /// (``receive(_:timeout:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_,_)``) and for
  /// effects still running after `timeout` (which are then cancelled).
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for running effects.
  ///   - fileID: The file ID of the call, for the issue's location; leave the default.
  ///   - filePath: The file path of the call, for the issue's location; leave the default.
  ///   - line: The line of the call, for the issue's location; leave the default.
  ///   - column: The column of the call, for the issue's location; leave the default.
  public func finish(
    timeout: Duration = .seconds(2),
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    isFinished = true
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while effects.inFlightCount > 0, clock.now < deadline {
      try? await clock.sleep(for: .milliseconds(1))
    }
    if effects.inFlightCount > 0 {
      Issue.record(
        """
        \(effects.inFlightCount) effect(s) still running after \(timeout). Make them finish, \
        cancel them (Effect.cancel(id:)), or wait longer.
        """,
        sourceLocation: location)
      effects.cancelAll()
    }
    if !received.isEmpty {
      Issue.record(
        "\(received.count) received action(s) were never handled: \(received)",
        sourceLocation: location)
      received.removeAll()
    }
  }

  private func apply(
    _ action: Action, source: ActionSource,
    expecting updateExpectedState: ((inout State) throws -> Void)?,
    location: SourceLocation
  ) {
    var expected = state
    let advancesBefore = advances.value
    let effect = advances.count { reducer.reduce(into: &state, action: action) }
    let storeLooks = followRevisions(
      after: action, source: source, advanced: advances.value != advancesBefore,
      location: location)
    for check in connectorChecks {
      check.follow(state, after: action, storeLooks: storeLooks, location: location)
    }
    do {
      try updateExpectedState?(&expected)
    } catch {
      Issue.record(error, "The expected-state closure threw.", sourceLocation: location)
    }
    if expected != state {
      Issue.record(
        """
        The state after \(action) is not what the test expected. \
        (− expected, + actual)
        \(StateDiff(expected: expected, actual: state))
        """,
        sourceLocation: location)
    }
    effects.run(effect)
  }

  /// Whether a store would look at its input-tracking derived stores after `action`, judged
  /// from this store's own revisions; reports tracked values whose revision changed although it
  /// would not: a bare assignment of a saved copy.
  ///
  /// A store looks after an effect's action, after an action whose reducer called
  /// `Revision.advance()` (`restore(_:)` does), and after one that mutated or made a tracked
  /// value: one whose revision is newer than `Revision.latest` read after the previous action.
  /// Revisions taken meanwhile by other stores or threads may make a real store look by chance;
  /// this judgement leaves them out, so it is the same in every run.
  private func followRevisions(
    after action: Action, source: ActionSource, advanced: Bool, location: SourceLocation
  ) -> Bool {
    let newRevisions = TrackedRevisions(of: state)
    let storeLooks =
      source == .effect || advanced || newRevisions.newest.map { $0 > latestSeen } ?? false
    if !storeLooks {
      let paths = newRevisions.pathsDiffering(from: revisions)
      if !paths.isEmpty { reportBareAssignment(of: paths, after: action, location: location) }
    }
    revisions = newRevisions
    latestSeen = Revision.latest
    return storeLooks
  }

  private func reportBareAssignment(
    of paths: [String], after action: Action, location: SourceLocation
  ) {
    let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    Issue.record(
      """
      After \(action), @Tracked value(s) carry a different revision although the action \
      mutated and made none: \(shown). A store would skip its input-tracking derived stores, \
      and their screens would keep the old state. A bare assignment (`state = snapshot`, \
      `state.sub = saved`) brings older revisions back without taking a new one: restore it \
      with `state.restore(_:)` or `state.sub.restore(_:)` (conform the type to \
      RestorableState), or call `Revision.advance()` after the assignment.
      """,
      sourceLocation: location)
  }

  isolated deinit {
    guard !isFinished else { return }
    if effects.inFlightCount > 0 || !received.isEmpty {
      Issue.record(
        """
        The test store was released with \(effects.inFlightCount) effect(s) running and \
        \(received.count) received action(s) unhandled. End the test with `await store.finish()`.
        """)
      effects.cancelAll()
    }
  }
}
