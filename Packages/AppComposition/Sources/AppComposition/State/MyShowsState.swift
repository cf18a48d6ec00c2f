import LibraryClient

/// My Shows' slice of the app state: the followed shows (or all of them), with progress.
public struct MyShowsState: Hashable, Sendable {
  /// The shows, in ``order``.
  public var items: [MyShowsItem] = []
  /// Which shows are listed.
  public var filter: MyShowsFilter = .following
  /// In what order.
  public var order: MyShowsOrder = .activity
  /// At most this many shows: a few screens of them.
  public var limit = 50
  /// Whether the list is loading, loaded or failed.
  public var status: LoadStatus = .idle

  /// My Shows, not loaded yet.
  public init() {}
}

/// My Shows' actions.
public enum MyShowsAction: Equatable, Sendable, Codable {
  /// Load the list (again).
  case loadRequested
  /// List these shows, and load.
  case filterChanged(MyShowsFilter)
  /// List them in this order, and load.
  case orderChanged(MyShowsOrder)
  /// List at most this many shows (1 or more), and load.
  case limitChanged(Int)
  /// The library's list arrived.
  case loaded([MyShowsItem])
  /// The list could not be read.
  case failed(AppError)
}

extension Screen {
  /// My Shows.
  public static let myShows = Screen("shows")
}
