import BenchmarkWorkload
import Redux
import Testing

/// The counters the store benchmark reports, asserted on the benchmark's own workload (timings
/// are measured only by the release-mode benchmark, never here).
@MainActor
struct BenchmarkWorkloadTests {
  @Test func incrementRunsNoConnector() {
    let harness = BenchmarkHarness(size: 1_000, connectorCount: 30)
    let before = harness.connectorRuns
    for _ in 0..<100 { harness.store.send(.increment) }
    #expect(harness.connectorRuns == before)
    #expect(harness.viewStateChanges == 0)
  }

  @Test func setQueryRunsExactlyTheSearchConnectors() {
    let harness = BenchmarkHarness(size: 1_000, connectorCount: 30)
    let before = harness.connectorRuns
    harness.store.send(.setQuery("alpha"))
    #expect(harness.connectorRuns.search - before.search == 15)
    #expect(harness.connectorRuns.history == before.history)
    #expect(harness.viewStateChanges == 15)
  }

  @Test func markWatchedRunsEachHistoryConnectorOnce() {
    let harness = BenchmarkHarness(size: 1_000, connectorCount: 30)
    let before = harness.connectorRuns
    harness.store.send(.markWatched(id: 31))
    #expect(harness.connectorRuns.history - before.history == 15)
    #expect(harness.connectorRuns.search == before.search)
    #expect(harness.historyViews[0].state.count == 501)
    #expect(harness.historyViews[0].state.entries.first == "Episode 31 (day 31)")
  }

  @Test func advanceRevisionVisitsEveryDerivedStoreAndRunsNoConnector() {
    let harness = BenchmarkHarness(size: 1_000, connectorCount: 30)
    let before = harness.connectorRuns
    for _ in 0..<10 { harness.store.send(.advanceRevision) }
    #expect(harness.connectorRuns == before)
    #expect(harness.viewStateChanges == 0)
  }

  /// The store-less baseline does the same work as the store: the same connector runs and
  /// view-state changes after the same actions, for every K.
  @Test(arguments: [0, 1, 3, 30])
  func theStorelessBaselineCountsWhatTheStoreCounts(connectorCount: Int) {
    let harness = BenchmarkHarness(size: 1_000, connectorCount: connectorCount)
    let pipeline = StorelessPipeline(size: 1_000, connectorCount: connectorCount)
    func runs() -> Int { harness.connectorRuns.history + harness.connectorRuns.search }
    #expect(pipeline.connectorRuns == runs())
    let actions: [BenchmarkAction] = [
      .increment, .setQuery("alpha"), .setQuery("beta"), .markWatched(id: 31), .advanceRevision,
      .markWatched(id: 62), .trimHistory(to: 500), .increment, .setQuery("beta"),
    ]
    for action in actions {
      harness.store.send(action)
      pipeline.send(action)
      #expect(pipeline.connectorRuns == runs(), "after \(action)")
      #expect(pipeline.viewStateChanges == harness.viewStateChanges, "after \(action)")
    }
    #expect(pipeline.state == harness.store.state)
  }

  @Test func workloadMatchesItsDescription() {
    let state = BenchmarkState(size: 1_000)
    #expect(state.episodes.count == 1_000)
    #expect(state.watchedHistory.count == 500)
    #expect(state.watchedHistory[1] == 7_919 % 1_000)
    #expect(state.episodes[14]?.firstAired == nil)
    #expect(state.searchResults.count == 10)
  }
}

/// The subscribed workload: each derived store's subscriber is called once per view-state
/// change, and never when nothing it shows changed.
@MainActor
struct SubscribedBenchmarkWorkloadTests {
  @Test func subscribersAreCalledOncePerViewStateChange() {
    let harness = BenchmarkHarness(size: 1_000, connectorCount: 30, subscribed: true)
    for _ in 0..<10 { harness.store.send(.increment) }
    #expect(harness.notifications == 0)
    harness.store.send(.setQuery("alpha"))
    #expect(harness.notifications == 15)
    harness.store.send(.markWatched(id: 31))
    #expect(harness.notifications == 30)
    #expect(harness.notifications == harness.viewStateChanges)
  }
}
