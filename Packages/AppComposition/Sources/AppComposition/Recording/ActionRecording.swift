import Redux
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A recorded session: every action a store reduced, with when, as one JSON line each.
///
/// `showtracker --record FILE …` writes one; `showtracker replay FILE` and tests read it back
/// and send its ``requests`` to a fresh store, whose effects make the rest again:
///
/// ```swift
/// let recording = try ActionRecording(jsonLines: Data(contentsOf: file))
/// try await recording.replay(on: store, clock: clock) { step, entry in … }
/// ```
public struct ActionRecording: Equatable, Sendable {
  /// One recorded action.
  public struct Entry: Equatable, Sendable, Codable {
    /// When the store reduced it.
    public var at: Date
    /// The action the store reduced.
    public var action: AppAction
    /// Who sent it: a user or command, or an effect.
    public var source: ActionSource

    /// Creates an entry: `action`, reduced at `at`, sent by `source`.
    public init(at: Date, action: AppAction, source: ActionSource) {
      self.at = at
      self.action = action
      self.source = source
    }
  }

  /// Every action, in the order the store reduced them.
  public var entries: [Entry]

  /// Creates a recording of `entries`, in the order the store reduced them.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// Reads a recording: one JSON object per line; blank lines are skipped.
  ///
  /// - Throws: ``RecordingError/invalidLine(_:reason:)`` naming the first line (from 1) that is
  ///   not a recorded action.
  public init(jsonLines data: Data) throws(RecordingError) {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = try? Date(text, strategy: Self.dateFormat) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 time: \(text)"))
      }
      return date
    }
    var entries: [Entry] = []
    for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      guard line.contains(where: { !Self.isWhitespace($0) }) else { continue }
      do {
        entries.append(try decoder.decode(Entry.self, from: Data(line)))
      } catch {
        throw .invalidLine(index + 1, reason: Self.reason(error))
      }
    }
    self.entries = entries
  }

  /// The line that records `entry`, with its newline.
  public static func jsonLine(_ entry: Entry) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(Self.dateFormat))
    }
    return try encoder.encode(entry) + Data("\n".utf8)
  }

  /// The entries a replay sends: what users and commands sent. What effects sent is left out
  /// (the replayed store's effects send it again), and so are starting the clock (a replay runs
  /// on the recorded times), watching the library for other programs' changes, and the
  /// library's word that it waited for one.
  public var requests: [Entry] {
    entries.filter { entry in
      guard entry.source == .sent else { return false }
      switch entry.action {
      case .clockStarted, .clockStopped, .libraryWatchStarted, .libraryWatchStopped,
        .libraryBusyElsewhere:
        return false
      default: return true
      }
    }
  }

  /// Sends each of ``requests`` to `store`, with `clock` set to the time it was recorded, and
  /// waits for its effects to finish before the next; `step` sees the store after each.
  @MainActor
  public func replay(
    on store: Store<AppState, AppAction>, clock: ReplayClock,
    step: (_ index: Int, _ entry: Entry) throws -> Void = { _, _ in }
  ) async rethrows {
    for (index, entry) in requests.enumerated() {
      clock.now = entry.at
      store.send(entry.action)
      await store.effectsFinished()
      try step(index, entry)
    }
  }

  /// ISO 8601 with milliseconds, in UTC: `2026-12-01T09:50:00.123Z`.
  private static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
      let path = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }
      let place = path.isEmpty ? "" : " at ." + path.joined(separator: ".")
      if case DecodingError.keyNotFound(let key, _) = error {
        return "missing \"\(key.stringValue)\"\(place)"
      }
      return "not a recorded action\(place)"
    default:
      return "not a recorded action"
    }
  }
}

/// Why a recording could not be read.
public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line (from 1) is not a recorded action.
  case invalidLine(Int, reason: String)

  public var description: String {
    switch self {
    case .invalidLine(let line, let reason): "line \(line): \(reason)"
    }
  }
}

/// The clock of a replayed store: set to each recorded action's time before it is sent, so
/// "watched now" and today's date are what they were when it was recorded.
public final class ReplayClock: Sendable {
  private let current: Mutex<Date>

  /// Creates a clock that reads `start` until it is set.
  public init(_ start: Date) {
    current = Mutex(start)
  }

  /// The time the replay is at.
  public var now: Date {
    get { current.withLock { $0 } }
    set { current.withLock { $0 = newValue } }
  }
}
