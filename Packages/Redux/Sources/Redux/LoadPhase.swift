/// Where the data a screen shows stands: on its way, there, or not to be had.
///
/// One type for every feature's view state, so that every front end, fixture and test spells
/// loading and failure the same way. A view state holds it as `status`; the failure's
/// `message` is already in words, since a view state is formatted:
///
/// ```swift
/// extension UpNextView {
///   public struct State: Equatable, Sendable {
///     public let rows: [Row]
///     public let status: LoadPhase
///   }
/// }
/// ```
///
/// A screen whose phases carry its data (a search's results, an open show) declares its own
/// phase instead; a screen with rows and a status uses this one.
public enum LoadPhase: Hashable, Sendable {
  /// The data is on its way.
  case loading
  /// The data is there (a list may be empty).
  case loaded
  /// The data could not be had; `message` says why, in words.
  case failed(message: String)

  /// Whether loading finished, well or not.
  public var isSettled: Bool { self != .loading }

  /// The failure's words, or `nil` unless the phase is ``failed(message:)``.
  public var failureMessage: String? {
    if case .failed(let message) = self { return message }
    return nil
  }
}
