#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The shows a new library starts with, so search and show pages work before any import.
///
/// The data is `showtracker-catalog` JSON, version 1, in `StarterCatalog+Data.swift`:
///
/// ```json
/// { "format": "showtracker-catalog", "version": 1,
///   "shows": [ { "title": "Breaking Bad", "premiered": "2008-01-20", "network": "AMC",
///     "ids": {"imdb": "tt0903747", "tvmaze": 169},
///     "seasons": [ {"number": 1, "episodes": [ {"number": 1, "title": "Pilot"} ]} ] } ] }
/// ```
enum StarterCatalog {
  static let format = "showtracker-catalog"
  static let version = 1

  struct Document: Decodable, Sendable {
    var format: String
    var version: Int
    var shows: [Show]
  }

  struct Show: Decodable, Sendable {
    var title: String
    var premiered: String?
    var ended: String?
    var network: String?
    var webChannel: String?
    var status: String?
    var genres: [String]?
    var summary: String?
    var ids: IDs?
    var seasons: [Season]
  }

  struct IDs: Decodable, Sendable {
    var tvmaze: Int?
    var tvdb: Int?
    var imdb: String?
    var trakt: Int?
    var tmdb: Int?
  }

  struct Season: Decodable, Sendable {
    var number: Int
    var episodes: [Episode]
  }

  struct Episode: Decodable, Sendable {
    var number: Int?
    var title: String
    var airdate: String?
    var runtime: Int?
  }

  /// Decodes catalog JSON, checking its format and version.
  static func decode(_ json: String = json) throws -> Document {
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
    } catch {
      throw LibraryDatabaseError.invalidStarterCatalog("\(error)")
    }
    guard document.format == format, document.version == version else {
      throw LibraryDatabaseError.invalidStarterCatalog(
        "expected format \(format) version \(version), found \(document.format) "
          + "version \(document.version)")
    }
    return document
  }

  /// Writes every show and episode of `document` through `writer` (inside the caller's
  /// transaction). A web show's channel also fills its network, as TVMaze imports do.
  static func seed(_ document: Document, into writer: CatalogWriter) throws {
    for show in document.shows {
      let ids = show.ids
      let draft = ShowDraft(
        title: show.title, year: ShowDraft.year(ofDate: show.premiered),
        premiered: show.premiered, ended: show.ended, network: show.network ?? show.webChannel,
        webChannel: show.webChannel, status: show.status, genres: show.genres ?? [],
        summary: show.summary,
        ids: ExternalIDs(
          tvmaze: ids?.tvmaze, tvdb: ids?.tvdb, imdb: ids?.imdb, trakt: ids?.trakt,
          tmdb: ids?.tmdb))
      let (showID, _) = try writer.saveShow(
        draft, policy: .replaceDetails, matchOrder: IDKind.allCases, matchTitle: true)
      for season in show.seasons {
        for episode in season.episodes {
          let episodeDraft = EpisodeDraft(
            season: season.number, number: episode.number, title: episode.title,
            airdate: episode.airdate, runtime: episode.runtime)
          _ = try writer.saveEpisode(episodeDraft, showID: showID, policy: .replaceDetails)
        }
      }
      // The catalog lists whole seasons, as of long ago: the first refresh fetches them.
      try writer.recordWholeEpisodeList(showID: showID, updated: nil, fetchedAt: 0)
    }
  }
}
