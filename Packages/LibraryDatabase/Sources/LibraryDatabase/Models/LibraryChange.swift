#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One change the user made to the library, as the undo journal recorded it: a watch, an
/// unwatch (or one watch removed), or an import.
///
/// The counts and ids describe the change as it was made, whether it is undone or not, so the
/// app can say what an undo or redo did:
///
/// ```swift
/// if let change = try database.undoLastChange() {
///   print("Undid: \(change.showTitle ?? "\(change.showIDs.count) shows"), "
///     + "\(change.eventsAdded) watches added")  // Undid: Breaking Bad, 3 watches added
/// }
/// ```
public struct LibraryChange: Sendable, Hashable, Identifiable {
  /// What the user did.
  public enum Kind: Sendable, Hashable {
    /// Marked episodes watched
    /// (``LibraryDatabase/markWatched(episodeIDs:at:source:)``).
    case watched
    /// Removed watch events: ``LibraryDatabase/unmarkWatched(episodeIDs:)`` or
    /// ``LibraryDatabase/removeWatch(episodeID:at:)``.
    case unwatched
    /// Imported a file; `source` is the name given to
    /// ``LibraryDatabase/importData(_:format:source:progress:)``.
    case imported(source: String)
  }

  /// The journal entry's id; later changes have larger ids.
  public var id: Int64
  /// What the user did.
  public var kind: Kind
  /// When the change was made (millisecond precision).
  public var madeAt: Date
  /// Watch events the change added.
  public var eventsAdded: Int
  /// Watch events the change removed.
  public var eventsRemoved: Int
  /// Shows the change created (imports only).
  public var showsAdded: Int
  /// Episodes the change created (imports only).
  public var episodesAdded: Int
  /// The episodes whose watch events the change added or removed, and the episodes it created,
  /// in ascending order.
  public var episodeIDs: [Int64]
  /// The shows of ``episodeIDs`` and the shows the change created, in ascending order.
  public var showIDs: [Int64]
  /// The title of the only show in ``showIDs``; `nil` when the change touched several shows
  /// (or none).
  public var showTitle: String?

  /// Creates a change description.
  public init(
    id: Int64, kind: Kind, madeAt: Date, eventsAdded: Int, eventsRemoved: Int, showsAdded: Int,
    episodesAdded: Int, episodeIDs: [Int64], showIDs: [Int64], showTitle: String?
  ) {
    self.id = id
    self.kind = kind
    self.madeAt = madeAt
    self.eventsAdded = eventsAdded
    self.eventsRemoved = eventsRemoved
    self.showsAdded = showsAdded
    self.episodesAdded = episodesAdded
    self.episodeIDs = episodeIDs
    self.showIDs = showIDs
    self.showTitle = showTitle
  }
}
