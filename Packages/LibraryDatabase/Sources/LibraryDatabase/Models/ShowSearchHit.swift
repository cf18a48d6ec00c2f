/// A show found by ``LibraryDatabase/searchShows(matching:limit:)``, with its progress.
public struct ShowSearchHit: Sendable, Hashable {
  /// The show.
  public var show: ShowRecord
  /// Regular episodes that have aired: an air date today or earlier, or no known air date.
  /// Specials are not counted.
  public var airedEpisodeCount: Int
  /// Regular episodes with at least one watch event; specials are not counted.
  public var watchedEpisodeCount: Int
  /// Whether the user follows the show.
  public var isFollowed: Bool

  /// Creates a search hit.
  public init(
    show: ShowRecord, airedEpisodeCount: Int, watchedEpisodeCount: Int, isFollowed: Bool = false
  ) {
    self.show = show
    self.airedEpisodeCount = airedEpisodeCount
    self.watchedEpisodeCount = watchedEpisodeCount
    self.isFollowed = isFollowed
  }
}

/// A show's id and title, as ``LibraryDatabase/showTitles()`` lists them.
public struct ShowTitle: Sendable, Hashable {
  /// The show's id.
  public var id: Int64
  /// Its title.
  public var title: String

  /// A show's id and title.
  public init(id: Int64, title: String) {
    self.id = id
    self.title = title
  }
}
