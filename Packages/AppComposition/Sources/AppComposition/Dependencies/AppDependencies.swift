import LibraryClient
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the reducers' effects need from the outside world.
public struct AppDependencies: Sendable {
  /// The library database.
  public var library: LibraryClient
  /// TVMaze's API: where `add` and `refresh` fetch shows.
  public var tvmaze: TVMazeClient
  /// The one clock of the app: "watched at", and today's date (with ``formatting``).
  public var now: @Sendable () -> Date
  /// The user's time zone: which calendar day a moment falls on.
  public var formatting: Formatting
  /// How long search-as-you-type waits for the user to stop typing.
  public var searchDebounce: Duration
  /// How often the interactive app asks whether another program changed the library.
  public var libraryWatchInterval: Duration

  /// Creates the dependencies of the app's effects.
  ///
  /// - Parameters:
  ///   - library: The library the effects read and change.
  ///   - tvmaze: TVMaze's API (unimplemented by default: no network unless given).
  ///   - now: The one clock of the app.
  ///   - formatting: The user's time zone.
  ///   - searchDebounce: How long search-as-you-type waits for the user to stop typing.
  ///   - libraryWatchInterval: How often to ask whether another program changed the library.
  public init(
    library: LibraryClient, tvmaze: TVMazeClient = .unimplemented,
    now: @escaping @Sendable () -> Date, formatting: Formatting = .current,
    searchDebounce: Duration = .zero, libraryWatchInterval: Duration = .seconds(1)
  ) {
    self.library = library
    self.tvmaze = tvmaze
    self.now = now
    self.formatting = formatting
    self.searchDebounce = searchDebounce
    self.libraryWatchInterval = libraryWatchInterval
  }

  /// Today in the user's time zone, by the clock.
  public func today() -> CalendarDay {
    formatting.day(of: now())
  }

  /// Unimplemented library, a fixed clock (2023-11-14 22:13:20 UTC), UTC, no debounce: tests
  /// replace what they use.
  public static let test = AppDependencies(
    library: .unimplemented,
    now: { Date(timeIntervalSince1970: 1_700_000_000) },
    formatting: Formatting(utcOffset: 0),
    searchDebounce: .zero,
    libraryWatchInterval: .zero
  )
}
