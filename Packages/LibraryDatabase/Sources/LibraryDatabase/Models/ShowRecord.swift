/// A show as the library stores it.
///
/// ```swift
/// if let show = try database.show(id: 1) {
///   print(show.title, show.network ?? show.webChannel ?? "")
/// }
/// ```
public struct ShowRecord: Sendable, Hashable {
  /// The library's own id.
  public var id: Int64
  /// The title, like "Breaking Bad".
  public var title: String
  /// The first air date, `yyyy-MM-dd`.
  public var premiered: String?
  /// The last air date, `yyyy-MM-dd`; `nil` while running or unknown.
  public var ended: String?
  /// The TV network's name; for a web show, its web channel's name.
  public var network: String?
  /// The streaming service's name, like "Netflix".
  public var webChannel: String?
  /// The status, like "Running" or "Ended".
  public var status: String?
  /// The genres, like `["Drama", "Crime"]`.
  public var genres: [String]
  /// The summary as plain text (imported HTML is stripped).
  public var summary: String?
  /// The poster image's URL.
  public var posterURL: String?
  /// The show's ids in other catalogs.
  public var externalIDs: ExternalIDs
  /// The year it premiered: from ``premiered``, or given alone (Trakt gives only a year).
  public var year: Int?

  /// Creates a show record.
  public init(
    id: Int64, title: String, premiered: String? = nil, ended: String? = nil,
    network: String? = nil, webChannel: String? = nil, status: String? = nil,
    genres: [String] = [], summary: String? = nil, posterURL: String? = nil,
    externalIDs: ExternalIDs = ExternalIDs(), year: Int? = nil
  ) {
    self.id = id
    self.title = title
    self.premiered = premiered
    self.ended = ended
    self.network = network
    self.webChannel = webChannel
    self.status = status
    self.genres = genres
    self.summary = summary
    self.posterURL = posterURL
    self.externalIDs = externalIDs
    self.year = year
  }
}
