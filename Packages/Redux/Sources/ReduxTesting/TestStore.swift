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
/// It also records an issue when an action leaves some `@Tracked` value with a different revision
/// although `Revision.latest` did not move: the mark of a bare assignment of a saved copy
/// (`state = snapshot`), which a real store would not see. Restore with
/// `RestorableState.restore(_:)` instead.
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

  /// Creates a test store with `initialState` and the reducer under test.
  public init(initialState: State, reducer: Reducer<State, Action>) {
    self.state = initialState
    self.reducer = reducer
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
    apply(action, expecting: updateExpectedState, location: location)
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
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while received.isEmpty, clock.now < deadline {
      try? await clock.sleep(for: .milliseconds(1))
    }
    guard !received.isEmpty else {
      Issue.record(
        "Expected to receive \(expectedAction), but no action was received within \(timeout).",
        sourceLocation: location)
      return
    }
    let action = received.removeFirst()
    if action != expectedAction {
      Issue.record(
        "Received an unexpected action.\n  Expected: \(expectedAction)\n  Received: \(action)",
        sourceLocation: location)
    }
    apply(action, expecting: updateExpectedState, location: location)
    await Task.yield()
  }

  /// Waits for running effects to finish, then checks that nothing was left unhandled.
  ///
  /// Records an issue for each received action the test did not ``receive(_:timeout:assert:fileID:filePath:line:column:)``
  /// and for effects still running after `timeout` (which are then cancelled).
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
    _ action: Action,
    expecting updateExpectedState: ((inout State) throws -> Void)?,
    location: SourceLocation
  ) {
    var expected = state
    let before = state
    let latestBefore = Revision.latest
    let effect = reducer.reduce(into: &state, action: action)
    if Revision.latest == latestBefore {
      checkNoRevisionWentBack(from: before, after: action, location: location)
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

  /// Reports tracked values whose revision changed during an action that did not move
  /// `Revision.latest`: a bare assignment of a saved copy, which a store would not see.
  private func checkNoRevisionWentBack(
    from before: State, after action: Action, location: SourceLocation
  ) {
    let paths = TrackedRevisions(of: state).pathsDiffering(from: TrackedRevisions(of: before))
    guard !paths.isEmpty else { return }
    let shown = paths.prefix(5).joined(separator: ", ") + (paths.count > 5 ? ", …" : "")
    Issue.record(
      """
      After \(action), @Tracked value(s) carry a different revision although Revision.latest \
      did not move: \(shown). A store would skip its input-tracking derived stores, and their \
      screens would keep the old state. A bare assignment (`state = snapshot`, \
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
