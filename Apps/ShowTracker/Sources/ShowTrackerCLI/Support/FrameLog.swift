import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Measures the interactive app, for the library-scale benchmark: for each terminal event, how
/// many frames it drew and how long it took from the event's arrival to the last frame written.
///
/// Off unless `SHOWTRACKER_FRAME_LOG` names a file; then one line per event is appended:
/// `<event>\t<frames>\t<microseconds>`. Frames drawn later by effects (search results
/// arriving) are logged against a `(effect)` event.
@MainActor
final class FrameLog {
  private let file: AppendedFile
  private let clock = ContinuousClock()
  private var framesDrawn = 0
  private var eventStart: ContinuousClock.Instant?
  private var framesAtStart = 0

  /// The log `environment` asks for, or `nil`.
  static func open(environment: [String: String]) -> FrameLog? {
    guard let path = environment["SHOWTRACKER_FRAME_LOG"], !path.isEmpty else { return nil }
    guard let file = try? AppendedFile(path: path) else { return nil }
    return FrameLog(file: file)
  }

  private init(file: AppendedFile) {
    self.file = file
  }

  /// Call when a frame has been written to the terminal.
  func frameDrawn() {
    framesDrawn += 1
    if eventStart == nil { write("(effect)", frames: 1, elapsed: .zero) }
  }

  /// Measures `handle(event)`, which draws synchronously when the event changes the screen.
  func measure<Outcome>(_ event: TerminalEvent, _ handle: () -> Outcome) -> Outcome {
    let start = clock.now
    eventStart = start
    framesAtStart = framesDrawn
    let outcome = handle()
    write("\(event)", frames: framesDrawn - framesAtStart, elapsed: clock.now - start)
    eventStart = nil
    return outcome
  }

  private func write(_ event: String, frames: Int, elapsed: Duration) {
    let microseconds =
      Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    // A measurement that cannot be written is lost; the app goes on.
    try? file.write("\(event)\t\(frames)\t\(Int(microseconds))\n")
  }
}
