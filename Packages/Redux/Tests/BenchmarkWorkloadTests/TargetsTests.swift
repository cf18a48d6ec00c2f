import BenchmarkWorkload
import Testing

/// The benchmark's verdicts on made-up numbers: a missed target says "NOT MET" and makes the
/// exit status non-zero.
struct TargetsTests {
  @Test func incrementIsMetWithinThreeTimesAndNoRuns() {
    let met = BenchmarkTargets.increment(medianK0: 100, medianK30: 300, runsPerActionK30: 0)
    #expect(met.isMet)
    #expect(
      met.line
        == "increment, N = 100,000: K = 30 is 3.0× K = 0 (≤ 3), 0.0 connector runs per action (0)  met"
    )
    #expect(!BenchmarkTargets.increment(medianK0: 100, medianK30: 301, runsPerActionK30: 0).isMet)
    #expect(!BenchmarkTargets.increment(medianK0: 100, medianK30: 100, runsPerActionK30: 1).isMet)
  }

  @Test func setQueryIsMetWithExactlyFifteenRuns() {
    #expect(BenchmarkTargets.setQuery(size: 1_000, runsPerAction: 15).isMet)
    let missed = BenchmarkTargets.setQuery(size: 1_000, runsPerAction: 30)
    #expect(!missed.isMet)
    #expect(missed.line.hasSuffix("  NOT MET"))
  }

  @Test func markWatchedIsMetWithinOneAndAHalfTimesAndOneRunPerHistoryConnector() {
    let met = BenchmarkTargets.markWatched(
      connectors: 3, medianSmall: 100, medianLarge: 150, runsPerActionLarge: 2)
    #expect(met.isMet)
    #expect(met.line.hasSuffix("2.0 runs per action (2.0, one per A)  met"))
    #expect(
      !BenchmarkTargets.markWatched(
        connectors: 3, medianSmall: 100, medianLarge: 151, runsPerActionLarge: 2
      ).isMet)
    #expect(
      !BenchmarkTargets.markWatched(
        connectors: 30, medianSmall: 100, medianLarge: 100, runsPerActionLarge: 30
      ).isMet)
  }

  @Test func aDerivedStoreUpdateIsMetWithinAHundredNanosecondsOfTheConnectorByHand() {
    // (1,620 - 20) / 15 = 106.7 ns per update; by hand (110 - 5) / 15 = 7 ns.
    let met = BenchmarkTargets.derivedStoreUpdate(
      storeK0: 20, storeK30: 1_620, byHandK0: 5, byHandK30: 110)
    #expect(met.isMet)
    #expect(
      met.line
        == "setQuery, N = 100,000: one derived-store update costs 106.7 ns, the connector by hand "
        + "7.0 ns (≤ 7.0 + 100)  met")
    #expect(
      !BenchmarkTargets.derivedStoreUpdate(
        storeK0: 20, storeK30: 1_640, byHandK0: 5, byHandK30: 110
      ).isMet)
  }

  @Test func aSkippedDerivedStoreIsMetAtFifteenNanoseconds() {
    let met = BenchmarkTargets.skippedDerivedStore(storeK0: 20, storeK30: 470)
    #expect(met.isMet)
    #expect(
      met.line
        == "advanceRevision, N = 100,000: one skipped derived store costs 15.0 ns (≤ 15)  met")
    #expect(!BenchmarkTargets.skippedDerivedStore(storeK0: 20, storeK30: 471).isMet)
  }

  @Test func incrementIsMetWithinTenTimesTheFloor() {
    let met = BenchmarkTargets.incrementOverFloor(storeK0: 35, floor: 3.5)
    #expect(met.isMet)
    #expect(met.line == "increment, N = 100,000, K = 0: 10.0× the floor (≤ 10)  met")
    #expect(!BenchmarkTargets.incrementOverFloor(storeK0: 35.1, floor: 3.5).isMet)
  }

  @Test func markWatchedIsMetWithinTenPercentOfTheConnectorsByHand() {
    // The median of the rounds' ratios: one busy round on either side does not decide it.
    let met = BenchmarkTargets.markWatchedOverByHand(pairedRatios: [1.3, 1.04, 0.9, 1.02, 1.05])
    #expect(met.isMet)
    #expect(
      met.line
        == "markWatched, N = 100,000, K = 30: 1.04× the same connectors by hand "
        + "(median of 5 rounds, store over by hand in each) (≤ 1.10)  met")
    #expect(BenchmarkTargets.markWatchedOverByHand(pairedRatios: [1.1, 1.1, 2]).isMet)
    #expect(!BenchmarkTargets.markWatchedOverByHand(pairedRatios: [1.11, 1.2, 1]).isMet)
    #expect(!BenchmarkTargets.markWatchedOverByHand(pairedRatios: []).isMet)
  }

  @Test func aMissedTargetMakesTheExitStatusNonZero() {
    let met = BenchmarkTargets.setQuery(size: 1_000, runsPerAction: 15)
    let missed = BenchmarkTargets.setQuery(size: 100_000, runsPerAction: 16)
    #expect(BenchmarkTargets.exitStatus([met, met]) == 0)
    #expect(BenchmarkTargets.exitStatus([met, missed]) == 1)
    #expect(BenchmarkTargets.exitStatus([]) == 0)
  }
}

/// The subscribed workload's targets on made-up numbers.
struct SubscribedTargetsTests {
  @Test func aSubscribedUpdateIsMetWithinFortyNanosecondsOfTheConnectorByHand() {
    let met = BenchmarkTargets.subscribedDerivedStoreUpdate(
      storeK0: 20, storeK30: 20 + 15 * 50, byHandK0: 10, byHandK30: 10 + 15 * 10)
    #expect(met.isMet)
    #expect(met.line.hasSuffix("(≤ 10.0 + 40)  met"))
    #expect(
      !BenchmarkTargets.subscribedDerivedStoreUpdate(
        storeK0: 20, storeK30: 20 + 15 * 51, byHandK0: 10, byHandK30: 10 + 15 * 10
      ).isMet)
  }

  @Test func subscribedSetQueryIsMetWithinEightHundredNanoseconds() {
    #expect(BenchmarkTargets.subscribedSetQuery(median: 800).isMet)
    #expect(!BenchmarkTargets.subscribedSetQuery(median: 800.1).isMet)
  }

  @Test func subscribedIncrementIsMetWithinThreeTimesAndNoCalls() {
    #expect(
      BenchmarkTargets.subscribedIncrement(
        medianK0: 10, medianK30: 30, notificationsPerActionK30: 0
      ).isMet)
    #expect(
      !BenchmarkTargets.subscribedIncrement(
        medianK0: 10, medianK30: 31, notificationsPerActionK30: 0
      ).isMet)
    #expect(
      !BenchmarkTargets.subscribedIncrement(
        medianK0: 10, medianK30: 10, notificationsPerActionK30: 1
      ).isMet)
  }
}
