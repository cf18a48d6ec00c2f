import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show in the catalog, as the app state holds it.
public struct Show: Hashable, Sendable, Codable {
  public var id: ShowID
  public var title: String
  /// The first air date (UTC midnight).
  public var premiered: Date?
  /// The last air date of a show that ended.
  public var ended: Date?
  public var network: String?
  public var webChannel: String?
  /// "Ended", "Running", "To Be Determined", ….
  public var status: String?
  public var genres: [String]
  /// Plain text.
  public var summary: String?
  /// TVMaze's id of the show, when its data came from TVMaze (which asks to be credited).
  public var tvmazeID: Int?
  /// The year it premiered, when known without ``premiered`` (Trakt gives only a year).
  public var year: Int?

  public init(
    id: ShowID, title: String, premiered: Date? = nil, ended: Date? = nil, network: String? = nil,
    webChannel: String? = nil, status: String? = nil, genres: [String] = [], summary: String? = nil,
    tvmazeID: Int? = nil, year: Int? = nil
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
    self.tvmazeID = tvmazeID
    self.year = year
  }
}

/// How much of a show the user has watched.
public struct ShowProgress: Hashable, Sendable, Codable {
  public var watched: Int
  public var aired: Int
  /// Whether the library holds the show's whole episode list (``ShowDetails/isEpisodeListComplete``):
  /// when it does not, "all aired watched" is not "caught up".
  public var isEpisodeListComplete: Bool

  public init(watched: Int, aired: Int, isEpisodeListComplete: Bool = true) {
    self.watched = watched
    self.aired = aired
    self.isEpisodeListComplete = isEpisodeListComplete
  }

  enum CodingKeys: String, CodingKey {
    case watched, aired, isEpisodeListComplete
  }

  /// Reads a progress; one recorded before the field existed counts as a whole list.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    watched = try container.decode(Int.self, forKey: .watched)
    aired = try container.decode(Int.self, forKey: .aired)
    isEpisodeListComplete =
      try container.decodeIfPresent(Bool.self, forKey: .isEpisodeListComplete) ?? true
  }
}
