import Foundation

/// What the reducers' effects need from the outside world.
public struct AppDependencies: Sendable {
  /// The library database.
  public var library: LibraryClient
  /// The current date, for "watched at".
  public var now: @Sendable () -> Date
  /// How long search-as-you-type waits for the user to stop typing.
  public var searchDebounce: Duration

  public init(
    library: LibraryClient, now: @escaping @Sendable () -> Date, searchDebounce: Duration
  ) {
    self.library = library
    self.now = now
    self.searchDebounce = searchDebounce
  }

  /// Unimplemented library, a fixed clock, no debounce: tests replace what they use.
  public static let test = AppDependencies(
    library: .unimplemented,
    now: { Date(timeIntervalSince1970: 1_700_000_000) },
    searchDebounce: .zero
  )
}
