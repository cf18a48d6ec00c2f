import BenchmarkWorkload
import Redux

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The store-pipeline benchmark: ns per `send` for the standard workload (Docs/Performance.md),
// against the floor (the same reducer applied in place to a uniquely owned state, no store) and,
// for each K, against the store-less baseline (the same connectors called by hand after the same
// reducer, `StorelessPipeline`), so the store's own overhead is printed. Each K runs a second
// store whose derived stores each have one `observe` subscriber, as every front end subscribes
// to its view model ("store+obs").
// Run it in release mode:
//
//   swift run -c release --package-path Packages/Redux StoreBenchmark
//
// It exits with status 1 when a target is missed (BenchmarkTargets), so a script can fail on it.

/// The kinds of action the benchmark sends.
enum ActionKind: String, CaseIterable {
  case increment
  case setQuery
  case markWatched
  case advanceRevision
}

/// One timed repetition: nanoseconds and the number of sends they covered.
struct Sample {
  var nanoseconds: Double
  var sends: Int
  var perSend: Double { nanoseconds / Double(sends) }
}

// Optional filters, for profiling one configuration: `StoreBenchmark increment 30 100000`, and
// a path to run alone (`store`, `store+obs` or `by hand`): `StoreBenchmark setQuery 30 1000
// store+obs`, so that a profiler's count for the run is that path's.
let arguments = CommandLine.arguments.dropFirst()
let onlyAction = arguments.first.flatMap(ActionKind.init(rawValue:))
let sizes = arguments.dropFirst(2).first.flatMap(Int.init).map { [$0] } ?? [1_000, 100_000]
let connectorCounts = arguments.dropFirst().first.flatMap(Int.init).map { [$0] } ?? [0, 1, 3, 30]
let onlyPath = arguments.dropFirst(3).first.flatMap(Path.init(rawValue:))
let repetitions = 5
let sendsPerRepetition = 10_000

func batchSize(_ size: Int) -> Int { min(max(size / 10, 10), 1_000) }

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Runs one repetition of `kind` through `send`, trimming (untimed) after each markWatched batch.
/// `observe` is called around the timed part with `true` before and `false` after.
func repetition(
  kind: ActionKind, size: Int, send: (BenchmarkAction) -> Void, trim: () -> Void
) -> Sample {
  let clock = ContinuousClock()
  switch kind {
  case .increment:
    let elapsed = clock.measure { for _ in 0..<sendsPerRepetition { send(.increment) } }
    return Sample(nanoseconds: nanoseconds(elapsed), sends: sendsPerRepetition)
  case .setQuery:
    let elapsed = clock.measure {
      for index in 0..<sendsPerRepetition {
        send(.setQuery(index.isMultiple(of: 2) ? "alpha" : "beta"))
      }
    }
    return Sample(nanoseconds: nanoseconds(elapsed), sends: sendsPerRepetition)
  case .advanceRevision:
    let elapsed = clock.measure {
      for _ in 0..<sendsPerRepetition { send(.advanceRevision) }
    }
    return Sample(nanoseconds: nanoseconds(elapsed), sends: sendsPerRepetition)
  case .markWatched:
    let batch = batchSize(size)
    var total = Duration.zero
    var sent = 0
    var index = 0
    while sent < sendsPerRepetition {
      total += clock.measure {
        for _ in 0..<batch {
          send(.markWatched(id: (index * 31) % size))
          index += 1
        }
      }
      sent += batch
      trim()
    }
    return Sample(nanoseconds: nanoseconds(total), sends: sent)
  }
}

/// Median, min and max ns per send, and every repetition's ns per send in the order they ran.
struct Timing {
  var median: Double
  var min: Double
  var max: Double
  var samples: [Double]

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    median = sorted[sorted.count / 2]
    min = sorted[0]
    max = sorted[sorted.count - 1]
    self.samples = samples
  }
}

/// One warm-up, then `repetitions` timed runs.
func measure(_ run: () -> Sample) -> Timing {
  _ = run()
  return Timing((0..<repetitions).map { _ in run().perSend })
}

/// Runs one warm-up of each configuration, then `repetitions` rounds in which every
/// configuration runs once, in turn: configurations that are compared (the same action at
/// N = 1,000 and N = 100,000) see the same spells of a shared machine, which can change its
/// speed by half for seconds at a time. Returns each configuration's timing; their samples
/// are paired by round.
func measureInterleaved(_ runs: [() -> Sample]) -> [Timing] {
  for run in runs { _ = run() }
  var samples = Array(repeating: [Double](), count: runs.count)
  for _ in 0..<repetitions {
    for (index, run) in runs.enumerated() { samples[index].append(run().perSend) }
  }
  return samples.map(Timing.init)
}

@inline(never)
func blackHole(_ value: Int) {
  if value == -42 { print("unreachable") }
}

func format(_ value: Double) -> String {
  BenchmarkTargets.format(value)
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

/// What a line measured: the reducer alone, the store, the store with one subscriber per
/// derived store, or the same connectors by hand.
enum Path: String {
  case floor
  case store
  case subscribed = "store+obs"
  case byHand = "by hand"
}

/// One printed line of the table.
struct Line {
  var size: Int
  var kind: ActionKind
  var path: Path
  var connectors: Int?
  var timing: Timing
  var floor: Double
  var runsPerAction: Double
  var changesPerAction: Double
  /// On a store line: its median minus the by-hand median of the same action, N and K.
  var overhead: Double?
}

/// Runs the benchmark; returns its exit status.
@MainActor
func main() -> Int32 {
  print("Store pipeline benchmark: ns per send, median of \(repetitions) after a warm-up")
  print("(store+obs: each derived store with one observe subscriber;")
  print(" by hand: the same connectors called after the same reducer, without a store;")
  print(" overhead: the store's median minus that one)")
  print(
    [
      pad("N", 7), pad("action", 15), pad("path", 9), pad("K", 3), pad("median", 9),
      pad("min", 9), pad("max", 9), pad("×floor", 8), pad("runs/act", 9), pad("chg/act", 8),
      pad("overhead", 9),
    ].joined(separator: " "))
  var lines: [Line] = []
  for kind in ActionKind.allCases where onlyAction == nil || onlyAction == kind {
    // The floor, size by size, on a local state changed in place (a state captured by an
    // escaping closure, as interleaving would need, pays for run-time exclusivity checks).
    var floors: [Timing] = []
    for size in sizes {
      var state = BenchmarkState(size: size)
      floors.append(
        measure {
          let sample = repetition(
            kind: kind, size: size, send: { reduceBenchmark(&state, $0) },
            trim: { reduceBenchmark(&state, .trimHistory(to: size / 2)) })
          blackHole(state.counter + state.watchedHistory.count)
          return sample
        })
    }
    for (index, size) in sizes.enumerated() {
      lines.append(
        Line(
          size: size, kind: kind, path: .floor, connectors: nil, timing: floors[index],
          floor: floors[index].median, runsPerAction: 0, changesPerAction: 0))
    }
    // Each K at every size, the store and the same connectors by hand, interleaved.
    for connectorCount in connectorCounts {
      let harnesses = sizes.map { BenchmarkHarness(size: $0, connectorCount: connectorCount) }
      let subscribedHarnesses = sizes.map {
        BenchmarkHarness(size: $0, connectorCount: connectorCount, subscribed: true)
      }
      let pipelines = sizes.map { StorelessPipeline(size: $0, connectorCount: connectorCount) }
      var counts = Array(repeating: (runs: 0, changes: 0, sends: 0), count: sizes.count)
      var subscribedCounts = counts
      var byHandCounts = counts
      // Each size's store runs right before its by-hand run, so a round's three see the same
      // spell of the machine.
      let timings = measureInterleaved(
        sizes.indices.flatMap { index in
          [
            {
              timedRepetition(
                kind: kind, harness: harnesses[index], size: sizes[index], into: &counts[index])
            },
            {
              timedRepetition(
                kind: kind, harness: subscribedHarnesses[index], size: sizes[index],
                into: &subscribedCounts[index])
            },
            {
              timedRepetition(
                kind: kind, pipeline: pipelines[index], size: sizes[index],
                into: &byHandCounts[index])
            },
          ].enumerated().map { path, run in
            // A path left out by the filter runs nothing and prints no line.
            onlyPath == nil || onlyPath == [Path.store, .subscribed, .byHand][path]
              ? run : { Sample(nanoseconds: .nan, sends: 1) }
          }
        })
      for (index, size) in sizes.enumerated() {
        let byHandCount = byHandCounts[index]
        let byHandTiming = timings[3 * index + 2]
        for (path, count, storeTiming) in [
          (Path.store, counts[index], timings[3 * index]),
          (Path.subscribed, subscribedCounts[index], timings[3 * index + 1]),
        ] where onlyPath == nil || onlyPath == path {
          lines.append(
            Line(
              size: size, kind: kind, path: path, connectors: connectorCount,
              timing: storeTiming, floor: floors[index].median,
              runsPerAction: Double(count.runs) / Double(count.sends),
              changesPerAction: Double(count.changes) / Double(count.sends),
              overhead: storeTiming.median - byHandTiming.median))
        }
        guard onlyPath == nil || onlyPath == .byHand else { continue }
        lines.append(
          Line(
            size: size, kind: kind, path: .byHand, connectors: connectorCount,
            timing: byHandTiming, floor: floors[index].median,
            runsPerAction: Double(byHandCount.runs) / Double(byHandCount.sends),
            changesPerAction: Double(byHandCount.changes) / Double(byHandCount.sends)))
      }
    }
  }
  for size in sizes {
    for line in lines where line.size == size { printLine(line) }
  }
  let verdicts = targets(lines)
  print("\nTargets (from this run)")
  for verdict in verdicts { print(verdict.line) }
  return BenchmarkTargets.exitStatus(verdicts)
}

/// One repetition through the store of `harness`; counts the connector runs and view-state
/// changes of the timed sends (not of the untimed trims) into `counts`.
@MainActor
func timedRepetition(
  kind: ActionKind, harness: BenchmarkHarness, size: Int,
  into counts: inout (runs: Int, changes: Int, sends: Int)
) -> Sample {
  let runsBefore = harness.connectorRuns
  let changesBefore = harness.viewStateChanges
  var untimedRuns = 0
  var untimedChanges = 0
  let sample = repetition(
    kind: kind, size: size, send: { harness.store.send($0) },
    trim: {
      let runs = harness.connectorRuns
      let changes = harness.viewStateChanges
      harness.store.send(.trimHistory(to: size / 2))
      untimedRuns +=
        harness.connectorRuns.history + harness.connectorRuns.search - runs.history - runs.search
      untimedChanges += harness.viewStateChanges - changes
    })
  let runsAfter = harness.connectorRuns
  counts.runs =
    runsAfter.history + runsAfter.search - runsBefore.history - runsBefore.search - untimedRuns
  counts.changes = harness.viewStateChanges - changesBefore - untimedChanges
  counts.sends = sample.sends
  return sample
}

/// One repetition of the same connectors by hand (`pipeline`); counts as the store's does.
@MainActor
func timedRepetition(
  kind: ActionKind, pipeline: StorelessPipeline, size: Int,
  into counts: inout (runs: Int, changes: Int, sends: Int)
) -> Sample {
  let runsBefore = pipeline.connectorRuns
  let changesBefore = pipeline.viewStateChanges
  var untimedRuns = 0
  var untimedChanges = 0
  let sample = repetition(
    kind: kind, size: size, send: pipeline.send,
    trim: {
      let runs = pipeline.connectorRuns
      let changes = pipeline.viewStateChanges
      pipeline.send(.trimHistory(to: size / 2))
      untimedRuns += pipeline.connectorRuns - runs
      untimedChanges += pipeline.viewStateChanges - changes
    })
  counts.runs = pipeline.connectorRuns - runsBefore - untimedRuns
  counts.changes = pipeline.viewStateChanges - changesBefore - untimedChanges
  counts.sends = sample.sends
  return sample
}

/// The targets of Docs/Performance.md, checked on this run's numbers (the ones this run
/// measured: a filtered run checks fewer).
func targets(_ lines: [Line]) -> [TargetVerdict] {
  func median(
    _ kind: ActionKind, _ size: Int, _ connectors: Int, _ path: Path = .store
  ) -> Line? {
    lines.first {
      $0.kind == kind && $0.size == size && $0.connectors == connectors && $0.path == path
    }
  }
  var verdicts: [TargetVerdict] = []
  if let k0 = median(.increment, 100_000, 0), let k30 = median(.increment, 100_000, 30) {
    verdicts.append(
      BenchmarkTargets.increment(
        medianK0: k0.timing.median, medianK30: k30.timing.median,
        runsPerActionK30: k30.runsPerAction))
  }
  for size in [1_000, 100_000] {
    if let line = median(.setQuery, size, 30) {
      verdicts.append(BenchmarkTargets.setQuery(size: size, runsPerAction: line.runsPerAction))
    }
  }
  for connectors in connectorCounts {
    guard let small = median(.markWatched, 1_000, connectors),
      let large = median(.markWatched, 100_000, connectors)
    else { continue }
    verdicts.append(
      BenchmarkTargets.markWatched(
        connectors: connectors, medianSmall: small.timing.median,
        medianLarge: large.timing.median, runsPerActionLarge: large.runsPerAction))
  }
  if let k0 = median(.increment, 100_000, 0) {
    verdicts.append(BenchmarkTargets.incrementOverFloor(storeK0: k0.timing.median, floor: k0.floor))
  }
  if let k0 = median(.setQuery, 100_000, 0), let k30 = median(.setQuery, 100_000, 30),
    let byHandK0 = median(.setQuery, 100_000, 0, .byHand),
    let byHandK30 = median(.setQuery, 100_000, 30, .byHand)
  {
    verdicts.append(
      BenchmarkTargets.derivedStoreUpdate(
        storeK0: k0.timing.median, storeK30: k30.timing.median,
        byHandK0: byHandK0.timing.median, byHandK30: byHandK30.timing.median))
  }
  if let k0 = median(.setQuery, 100_000, 0, .subscribed),
    let k30 = median(.setQuery, 100_000, 30, .subscribed),
    let byHandK0 = median(.setQuery, 100_000, 0, .byHand),
    let byHandK30 = median(.setQuery, 100_000, 30, .byHand)
  {
    verdicts.append(
      BenchmarkTargets.subscribedDerivedStoreUpdate(
        storeK0: k0.timing.median, storeK30: k30.timing.median,
        byHandK0: byHandK0.timing.median, byHandK30: byHandK30.timing.median))
    verdicts.append(BenchmarkTargets.subscribedSetQuery(median: k30.timing.median))
  }
  if let k0 = median(.increment, 100_000, 0), let k30 = median(.increment, 100_000, 30, .subscribed)
  {
    verdicts.append(
      BenchmarkTargets.subscribedIncrement(
        medianK0: k0.timing.median, medianK30: k30.timing.median,
        notificationsPerActionK30: k30.changesPerAction))
  }
  if let k0 = median(.advanceRevision, 100_000, 0),
    let k30 = median(.advanceRevision, 100_000, 30)
  {
    verdicts.append(
      BenchmarkTargets.skippedDerivedStore(storeK0: k0.timing.median, storeK30: k30.timing.median))
  }
  if let store = median(.markWatched, 100_000, 30),
    let byHand = median(.markWatched, 100_000, 30, .byHand)
  {
    verdicts.append(
      BenchmarkTargets.markWatchedOverByHand(
        pairedRatios: zip(store.timing.samples, byHand.timing.samples).map { $0 / $1 }))
  }
  return verdicts
}

func printLine(_ line: Line) {
  print(
    [
      pad("\(line.size)", 7), pad(line.kind.rawValue, 15), pad(line.path.rawValue, 9),
      pad(line.connectors.map(String.init) ?? "-", 3),
      pad(format(line.timing.median), 9), pad(format(line.timing.min), 9),
      pad(format(line.timing.max), 9), pad(format(line.timing.median / line.floor), 8),
      pad(format(line.runsPerAction), 9), pad(format(line.changesPerAction), 8),
      pad(line.overhead.map(format) ?? "", 9),
    ].joined(separator: " "))
}

exit(MainActor.assumeIsolated { main() })
