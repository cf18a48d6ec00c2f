/// A show's or episode's identifiers in other catalogs; any of them may be unknown.
///
/// Imports use them to recognise a show they have seen before, whichever service it came from.
///
/// ```swift
/// let ids = ExternalIDs(tvmaze: 169, tvdb: 81189, imdb: "tt0903747")
/// ```
public struct ExternalIDs: Sendable, Hashable, Codable {
  /// The TVMaze id.
  public var tvmaze: Int?
  /// The TheTVDB id.
  public var tvdb: Int?
  /// The IMDb id, like `tt0903747`.
  public var imdb: String?
  /// The Trakt id.
  public var trakt: Int?
  /// The TMDB id.
  public var tmdb: Int?

  /// Creates identifiers; leave out the ones you do not know.
  public init(
    tvmaze: Int? = nil, tvdb: Int? = nil, imdb: String? = nil, trakt: Int? = nil, tmdb: Int? = nil
  ) {
    self.tvmaze = tvmaze
    self.tvdb = tvdb
    self.imdb = imdb
    self.trakt = trakt
    self.tmdb = tmdb
  }

  /// Whether no identifier is known.
  public var isEmpty: Bool {
    tvmaze == nil && tvdb == nil && imdb == nil && trakt == nil && tmdb == nil
  }
}
