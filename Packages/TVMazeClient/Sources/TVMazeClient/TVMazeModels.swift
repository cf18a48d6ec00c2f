#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A moment as TVMaze gives it: seconds since 1970-01-01T00:00:00Z (a show's `updated`).
public typealias TVMazeTimestamp = Int

/// One show of a search's results: enough to tell candidates apart and to fetch the one chosen.
public struct TVMazeShowSummary: Hashable, Sendable, Codable {
  /// TVMaze's id of the show.
  public var id: Int
  /// Its title.
  public var name: String
  /// The first air date, `yyyy-MM-dd`, if known.
  public var premiered: String?
  /// The network, else the web channel, if known.
  public var network: String?

  /// Creates a search result.
  public init(id: Int, name: String, premiered: String? = nil, network: String? = nil) {
    self.id = id
    self.name = name
    self.premiered = premiered
    self.network = network
  }

  /// The year of ``premiered``, if known.
  public var year: Int? { premiered.flatMap { Int($0.prefix(4)) } }
}

/// A show with its whole episode list, as TVMaze sent it: the body to import, and what the app
/// reads from it before importing.
public struct TVMazeShowDocument: Hashable, Sendable, Codable {
  /// TVMaze's id of the show.
  public var id: Int
  /// Its title.
  public var name: String
  /// When TVMaze last changed the show or its episodes, if it says.
  public var updated: TVMazeTimestamp?
  /// How many episodes the document lists.
  public var episodeCount: Int
  /// The response body: a show object with `_embedded.episodes`, the shape
  /// `showtracker import tvmaze` reads.
  public var body: Data

  /// Creates a show document.
  public init(
    id: Int, name: String, updated: TVMazeTimestamp? = nil, episodeCount: Int, body: Data
  ) {
    self.id = id
    self.name = name
    self.updated = updated
    self.episodeCount = episodeCount
    self.body = body
  }
}

/// How far back `/updates/shows` looks.
public enum TVMazeUpdatePeriod: String, Hashable, Sendable, Codable, CaseIterable {
  case day
  case week
  case month

  /// The period's length, in seconds.
  public var seconds: TimeInterval {
    switch self {
    case .day: 86_400
    case .week: 7 * 86_400
    case .month: 30 * 86_400
    }
  }
}
