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
  /// Changes nothing.
  case nothing
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
  case .nothing:
    return .none
  }
}

/// Waits, politely, until `condition` holds or a generous deadline passes.
///
/// Generous: the kit's tests share the main actor, and under a sanitizer on a loaded machine
/// an effect's three actions waited 6.4 s for it (a 5 s deadline failed them). Only a test
/// that would fail anyway waits the whole time.
@MainActor
func eventually(_ condition: () -> Bool) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(30))
  while !condition(), ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// Whether `attempt` returns `true` in one of the tries made within a few seconds.
///
/// For what holds unless a test running beside this one takes a revision in the middle of it:
/// `Revision.latest` is process-wide, and a store that sees it move looks at its derived stores
/// (never wrong, only work). A test that takes revisions without pause (one does, on another
/// thread) can cover many tries in a row, so they are spread over time. A kit that always
/// looked would fail every try.
@MainActor
func holdsInSomeAttempt(_ attempt: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: .seconds(10))
  while ContinuousClock.now < deadline {
    if attempt() { return true }
    try? await Task.sleep(for: .milliseconds(5))
  }
  return false
}

/// Counts calls from `@Sendable` callbacks such as `withObservationTracking`'s `onChange`.
final class CallCounter: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}

/// A reading list: a page of titles (a plain struct holding tracked fields), a tracked query and
/// an untracked count of visits.
struct ReadingList: Equatable, Sendable, RestorableState {
  struct Page: Equatable, Sendable {
    @Tracked var titles: [String] = []
    @Tracked var number = 1
  }

  var page = Page()
  @Tracked var query = ""
  var visits = 0
}

enum ReadingListAction: Equatable, Sendable {
  /// A page made before the action, by the caller: assigned whole.
  case pageArrived(ReadingList.Page)
  /// Makes the page now, in the reducer, and hands it to an effect that delivers it later.
  case pageRequested(titles: [String], number: Int)
  /// The same, through a `.send` effect.
  case pageRequestedAtOnce(titles: [String], number: Int)
  case titleAdded(String)
  case queryChanged(String)
  case visited
  /// Puts a saved copy back by plain assignment: the misuse a debug build reports.
  case putBack(ReadingList)
  /// Puts a saved copy back with `restore(_:)`.
  case restored(ReadingList)
}

let readingListReducer = Reducer<ReadingList, ReadingListAction> { state, action in
  switch action {
  case .pageArrived(let page):
    state.page = page
  case .pageRequested(let titles, let number):
    let page = ReadingList.Page(titles: titles, number: number)
    return .run { send in await send(.pageArrived(page)) }
  case .pageRequestedAtOnce(let titles, let number):
    return .send(.pageArrived(ReadingList.Page(titles: titles, number: number)))
  case .titleAdded(let title):
    state.page.titles.append(title)
  case .queryChanged(let query):
    state.query = query
  case .visited:
    state.visits += 1
  case .putBack(let saved):
    state = saved
  case .restored(let saved):
    state.restore(saved)
  }
  return .none
}

/// The page's titles and number; declares both.
struct PageConnector: InputTrackingConnector {
  struct Inputs: Equatable {
    var titles: Revision
    var number: Revision
  }

  func inputs(of state: ReadingList) -> Inputs {
    Inputs(titles: state.page.$titles, number: state.page.$number)
  }

  func connect(state: ReadingList) -> String {
    "page \(state.page.number): " + state.page.titles.joined(separator: ", ")
  }

  func connect(action: String) -> ReadingListAction { .titleAdded(action) }
}

/// The query and the visits, from two slices: a tracked one, and an untracked one (wrongly).
struct QueryConnector: InputTrackingConnector {
  func inputs(of state: ReadingList) -> Revision { state.$query }
  func connect(state: ReadingList) -> String { state.query }
  func connect(action: String) -> ReadingListAction { .queryChanged(action) }
}
