import Synchronization

/// A clock whose time moves only when a test says so, for effects that wait.
///
/// Give the reducer a clock as a dependency (`any Clock<Duration>`): the app passes
/// `ContinuousClock()`, a test passes a `TestClock` and moves it with ``advance(by:)``. An effect
/// that sleeps on it wakes when the test has moved the clock past its deadline, at once, however
/// long the wait reads:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: State(), reducer: reducer(clock: clock))
/// await store.send(.reminderSet(after: .seconds(60)))
/// await clock.advance(by: .seconds(60))
/// await store.receive(.reminderFired)
/// ```
///
/// A sleep whose task is cancelled ends at once with `CancellationError`, as on a real clock.
public final class TestClock: Clock, Sendable {
  /// A point on a test clock: how far the clock had moved from its start.
  public struct Instant: InstantProtocol {
    /// The time since the clock's start.
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// How long from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextID = 0
    /// Sleeps cancelled before they were registered.
    var cancelled: Set<Int> = []
  }

  private let timeline = Mutex(Timeline())

  /// A clock at its start, with nobody waiting.
  public init() {}

  /// The clock's time: its start plus every ``advance(by:)`` so far.
  public var now: Instant { timeline.withLock { $0.now } }

  /// The clock moves only by ``advance(by:)``, by any amount.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

  /// Suspends until the clock has been moved to `deadline` or past it.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let outcome: Result<Void, any Error>? = timeline.withLock { timeline in
          if timeline.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= timeline.now { return .success(()) }
          timeline.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let sleeper: Sleeper? = timeline.withLock { timeline in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else {
          timeline.cancelled.insert(id)
          return nil
        }
        return timeline.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward by `duration` and wakes, in deadline order, every sleep whose
  /// deadline it reached; then lets the woken tasks run.
  public func advance(by duration: Duration) async {
    let woken: [Sleeper] = timeline.withLock { timeline in
      timeline.now = timeline.now.advanced(by: duration)
      let now = timeline.now
      let due = timeline.sleepers.filter { $0.deadline <= now }
      timeline.sleepers.removeAll { $0.deadline <= now }
      return due.sorted { $0.deadline < $1.deadline }
    }
    for sleeper in woken { sleeper.continuation.resume() }
    await Task.yield()
  }
}
