import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One change the user made to the library (a watch, an unwatch, an import), as undo and the
/// status line describe it.
public struct LibraryChange: Hashable, Sendable, Codable {
  /// What kind of change.
  public enum Kind: Hashable, Sendable, Codable {
    /// Episodes marked watched.
    case watched
    /// Watches removed.
    case unwatched
    /// A file imported; its name (`-` for standard input).
    case imported(source: String)
  }

  public var kind: Kind
  /// The title of the show, when the change concerns one show.
  public var showTitle: String?
  /// The episodes whose watches changed.
  public var episodes: [Ids]
  /// Watch events added.
  public var watchesAdded: Int
  /// Watch events removed.
  public var watchesRemoved: Int
  /// Shows an import created.
  public var showsAdded: Int
  /// Episodes an import created.
  public var episodesAdded: Int

  public init(
    kind: Kind, showTitle: String? = nil, episodes: [Ids] = [], watchesAdded: Int = 0,
    watchesRemoved: Int = 0, showsAdded: Int = 0, episodesAdded: Int = 0
  ) {
    self.kind = kind
    self.showTitle = showTitle
    self.episodes = episodes
    self.watchesAdded = watchesAdded
    self.watchesRemoved = watchesRemoved
    self.showsAdded = showsAdded
    self.episodesAdded = episodesAdded
  }
}
