import BenchmarkWorkload
import Redux

// The store-pipeline benchmark: ns per `send` for the standard workload (Docs/Performance.md),
// against the floor (the same reducer applied in place to a uniquely owned state, no store).
// Run it in release mode:
//
//   swift run -c release --package-path Packages/Redux StoreBenchmark

/// The kinds of action the benchmark sends.
enum ActionKind: String, CaseIterable {
  case increment
  case setQuery
  case markWatched
}

/// One timed repetition: nanoseconds and the number of sends they covered.
struct Sample {
  var nanoseconds: Double
  var sends: Int
  var perSend: Double { nanoseconds / Double(sends) }
}

// Optional filters, for profiling one configuration: `StoreBenchmark increment 30 100000`.
let arguments = CommandLine.arguments.dropFirst()
let onlyAction = arguments.first.flatMap(ActionKind.init(rawValue:))
let sizes = arguments.dropFirst(2).first.flatMap(Int.init).map { [$0] } ?? [1_000, 100_000]
let connectorCounts = arguments.dropFirst().first.flatMap(Int.init).map { [$0] } ?? [0, 1, 3, 30]
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

/// Median, min and max ns per send over the repetitions, after one warm-up.
func measure(_ run: () -> Sample) -> (median: Double, min: Double, max: Double) {
  _ = run()
  let samples = (0..<repetitions).map { _ in run().perSend }.sorted()
  return (samples[samples.count / 2], samples[0], samples[samples.count - 1])
}

@inline(never)
func blackHole(_ value: Int) {
  if value == -42 { print("unreachable") }
}

func format(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return String(rounded)
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

@MainActor
func main() {
  print("Store pipeline benchmark: ns per send, median of \(repetitions) after a warm-up")
  print(
    [
      pad("N", 7), pad("action", 12), pad("K", 3), pad("median", 9), pad("min", 9),
      pad("max", 9), pad("×floor", 8), pad("runs/act", 9), pad("chg/act", 8),
    ].joined(separator: " "))
  for size in sizes {
    for kind in ActionKind.allCases where onlyAction == nil || onlyAction == kind {
      var floorState = BenchmarkState(size: size)
      let floor = measure {
        let sample = repetition(
          kind: kind, size: size, send: { reduceBenchmark(&floorState, $0) },
          trim: { reduceBenchmark(&floorState, .trimHistory(to: size / 2)) })
        blackHole(floorState.counter + floorState.watchedHistory.count)
        return sample
      }
      printLine(
        size: size, kind: kind, connectors: "-", timing: floor, floor: floor.median, runs: 0,
        changes: 0)

      for connectorCount in connectorCounts {
        let harness = BenchmarkHarness(size: size, connectorCount: connectorCount)
        var timedRuns = 0
        var timedChanges = 0
        var timedSends = 0
        let timing = measure {
          let runsBefore = harness.connectorRuns
          let changesBefore = harness.viewStateChanges
          var untimedRuns = 0
          var untimedChanges = 0
          let sample = repetition(
            kind: kind, size: size, send: harness.store.send,
            trim: {
              let runs = harness.connectorRuns
              let changes = harness.viewStateChanges
              harness.store.send(.trimHistory(to: size / 2))
              untimedRuns +=
                harness.connectorRuns.history + harness.connectorRuns.search - runs.history
                - runs.search
              untimedChanges += harness.viewStateChanges - changes
            })
          let runsAfter = harness.connectorRuns
          timedRuns =
            runsAfter.history + runsAfter.search - runsBefore.history - runsBefore.search
            - untimedRuns
          timedChanges = harness.viewStateChanges - changesBefore - untimedChanges
          timedSends = sample.sends
          return sample
        }
        printLine(
          size: size, kind: kind, connectors: "\(connectorCount)", timing: timing,
          floor: floor.median, runs: Double(timedRuns) / Double(timedSends),
          changes: Double(timedChanges) / Double(timedSends))
      }
    }
  }
}

func printLine(
  size: Int, kind: ActionKind, connectors: String,
  timing: (median: Double, min: Double, max: Double),
  floor: Double, runs: Double, changes: Double
) {
  print(
    [
      pad("\(size)", 7), pad(kind.rawValue, 12), pad(connectors, 3), pad(format(timing.median), 9),
      pad(format(timing.min), 9), pad(format(timing.max), 9),
      pad(format(timing.median / floor), 8), pad(format(runs), 9), pad(format(changes), 8),
    ].joined(separator: " "))
}

MainActor.assumeIsolated { main() }
