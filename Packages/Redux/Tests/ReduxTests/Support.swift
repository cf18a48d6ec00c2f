import Redux
import Synchronization

/// A small app used by the store tests: a counter, a log and a tracked list.
struct CounterState: Equatable {
  var count = 0
  var log: [String] = []
  @Tracked var items: [Int] = []
  var unrelated = 0
}

enum CounterAction: Equatable, Sendable {
  case increment
  case record(String)
  case appendItem(Int)
  case touchUnrelated
  case startCounting(times: Int)
  case delayedRecord(String, milliseconds: Int)
  case cancelDelayed
  case incrementTwice
}

struct DelayID: Hashable, Sendable {}

let counterReducer = Reducer<CounterState, CounterAction> { state, action in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .record(let entry):
    state.log.append(entry)
    return .none
  case .appendItem(let item):
    state.items.append(item)
    return .none
  case .touchUnrelated:
    state.unrelated += 1
    return .none
  case .startCounting(let times):
    return .run { send in
      for _ in 0..<times { await send(.increment) }
    }
  case .delayedRecord(let entry, let milliseconds):
    return .run { send in
      try? await Task.sleep(for: .milliseconds(milliseconds))
      await send(.record(entry))
    }
    .cancellable(id: DelayID(), cancelInFlight: true)
  case .cancelDelayed:
    return .cancel(id: DelayID())
  case .incrementTwice:
    state.count += 1
    return .send(.increment)
  }
}

/// Waits, politely, until `condition` holds or a generous deadline passes.
@MainActor
func eventually(_ condition: () -> Bool) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(5))
  while !condition(), ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Counts calls from `@Sendable` callbacks such as `withObservationTracking`'s `onChange`.
final class CallCounter: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}
