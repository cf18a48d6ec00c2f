import Foundation

/// Small API responses written for these tests, in the shapes TVMaze and Trakt use. The shows
/// are made up.
enum Fixtures {
  /// A TVMaze show with `?embed=episodes`: two seasons, a numberless special, HTML summary.
  static let harbourLightsWithEpisodes = """
    {
      "id": 9001, "name": "Harbour Lights", "type": "Scripted", "language": "English",
      "genres": ["Drama", "Mystery"], "status": "Ended",
      "premiered": "2015-03-02", "ended": "2016-05-30",
      "network": {"id": 5, "name": "Coastline TV", "country": null},
      "webChannel": null,
      "externals": {"tvrage": null, "thetvdb": 700001, "imdb": "tt9000001"},
      "image": {"medium": "https://example.org/harbour-m.jpg", "original": "https://example.org/h.jpg"},
      "summary": "<p>A ferry captain &amp; her crew keep an island&#39;s secrets &quot;safe&quot;.</p>",
      "_embedded": {"episodes": [
        {"id": 90011, "name": "Low Tide", "season": 1, "number": 1, "airdate": "2015-03-02",
         "airtime": "21:00", "runtime": 45, "summary": null},
        {"id": 90012, "name": "Fog Bank", "season": 1, "number": 2, "airdate": "2015-03-09",
         "airtime": "21:00", "runtime": 45},
        {"id": 90013, "name": "Spring Tide", "season": 2, "number": 1, "airdate": "2016-05-23",
         "airtime": "", "runtime": null},
        {"id": 90014, "name": "Behind the Lights", "season": 0, "number": null,
         "airdate": "2016-06-01", "airtime": "", "runtime": 20}
      ]}
    }
    """

  /// A TVMaze web show: no network, a web channel, no ids, no summary.
  static let pixelKitchen = """
    {"id": 9002, "name": "Pixel Kitchen", "genres": ["Food"], "status": "Running",
     "premiered": "2021-01-15", "ended": null, "network": null,
     "webChannel": {"id": 1, "name": "StreamBox", "country": null},
     "externals": {"tvrage": null, "thetvdb": null, "imdb": null}, "image": null, "summary": null}
    """

  /// A TVMaze show index page (`/shows?page=N`).
  static let showIndexPage =
    "[\(pixelKitchen), " + """
      {"id": 9003, "name": "Carnivàle Nights", "genres": [], "status": "Ended",
       "premiered": "2003-09-14", "network": {"id": 8, "name": "Velvet"}, "webChannel": null,
       "externals": {"thetvdb": 700003, "imdb": null}, "image": null, "summary": "<b>Circus</b> life."}]
      """

  /// TVMaze search results (`/search/shows?q=`).
  static let searchResults = """
    [{"score": 12.5, "show": \(pixelKitchen)},
     {"score": 3.25, "show": {"id": 9004, "name": "Kitchen Confidential Files", "genres": [],
       "premiered": null, "network": null, "webChannel": null, "externals": null}}]
    """

  /// `/schedule/web` in the 2025 schema: episodes carrying `_embedded.show`, empty airtime.
  static let webSchedule = """
    [{"id": 95001, "name": "Episode 3", "season": 2, "number": 3, "type": "regular",
      "airdate": "2024-03-15", "airtime": "", "runtime": null, "rating": {"average": null},
      "image": null, "summary": null,
      "_embedded": {"show": \(pixelKitchen)},
      "_links": {"show": {"href": "https://api.tvmaze.com/shows/9002"}}},
     {"id": 95002, "name": "Episode 4", "season": 2, "number": 4, "type": "regular",
      "airdate": "2024-03-22", "airtime": "", "runtime": 31, "image": null, "summary": null,
      "_embedded": {"show": \(pixelKitchen)}}]
    """

  /// A bare TVMaze episode list (`/shows/:id/episodes`, 2019 schema): no show in it.
  static let bareEpisodes = """
    [{"id": 90011, "name": "Low Tide (Director's Cut)", "season": 1, "number": 1,
      "airdate": "2015-03-02", "airtime": "21:00", "runtime": 50,
      "_links": {"self": {"href": "http://api.tvmaze.com/episodes/90011"}}},
     {"id": 90012, "name": "Fog Bank", "season": 1, "number": 2, "airdate": "2015-03-09",
      "airtime": "21:00", "runtime": 45}]
    """

  /// One Trakt `sync/history` episode item.
  static func traktEpisode(
    id: Int, show: String = "Harbour Lights", year: Int? = 2015, showIDs: String? = nil,
    season: Int = 1, number: Int = 1, title: String? = "Low Tide",
    watchedAt: String = "2020-05-01T20:00:00.000Z", episodeIDs: String? = nil
  ) -> String {
    let showIDs =
      showIDs
      ?? #"{"trakt": 50, "slug": "harbour-lights", "tvdb": 700001, "imdb": null, "tmdb": null}"#
    let episodeIDs = episodeIDs ?? #"{"trakt": null, "tvdb": null, "imdb": null, "tmdb": null}"#
    let yearJSON = year.map(String.init) ?? "null"
    let titleJSON = title.map { "\"\($0)\"" } ?? "null"
    return """
      {"id": \(id), "watched_at": "\(watchedAt)", "action": "watch", "type": "episode",
       "episode": {"season": \(season), "number": \(number), "title": \(titleJSON), "ids": \(episodeIDs)},
       "show": {"title": "\(show)", "year": \(yearJSON), "ids": \(showIDs)}}
      """
  }

  /// One Trakt `sync/history` movie item.
  static func traktMovie(id: Int) -> String {
    """
    {"id": \(id), "watched_at": "2020-04-01T10:00:00.000Z", "action": "scrobble", "type": "movie",
     "movie": {"title": "A Long Weekend", "year": 2011, "ids": {"trakt": 9, "imdb": null}}}
    """
  }

  /// A Trakt `sync/history` file: three episode watches (one repeated exactly) and a movie.
  static let traktHistory =
    "["
    + [
      traktEpisode(id: 1, number: 1, watchedAt: "2020-05-01T20:00:00.000Z"),
      traktMovie(id: 2),
      traktEpisode(id: 3, number: 2, title: "Fog Bank", watchedAt: "2020-05-02T20:00:00.000Z"),
      traktEpisode(id: 4, number: 2, title: "Fog Bank", watchedAt: "2020-05-02T20:00:00.000Z"),
      traktEpisode(
        id: 5, show: "Quiet Orchard", year: 2019,
        showIDs: #"{"trakt": null, "tvdb": null, "imdb": null, "tmdb": null}"#, season: 3,
        number: 7, title: nil, watchedAt: "2021-01-10T08:30:00.250Z"),
    ].joined(separator: ",\n") + "]"

  /// A Trakt `sync/watched/shows` file: one show, a special and two regular episodes.
  static let traktWatchedShows = """
    [{"plays": 6, "last_watched_at": "2022-02-02T22:00:00.000Z",
      "show": {"title": "Harbour Lights", "year": 2015,
               "ids": {"trakt": 50, "slug": "harbour-lights", "tvdb": 700001, "imdb": "tt9000001"}},
      "seasons": [
        {"number": 0, "episodes": [{"number": 1, "plays": 1, "last_watched_at": "2022-01-01T10:00:00.000Z"}]},
        {"number": 1, "episodes": [
          {"number": 1, "plays": 3, "last_watched_at": "2022-02-01T21:00:00.000Z"},
          {"number": 2, "plays": 2, "last_watched_at": "2022-02-02T22:00:00.000Z"}]}]}]
    """

  /// A Trakt `sync/ratings` file: Harbour Lights (by its TheTVDB id), its second season and
  /// an episode, a movie, and an episode of a show the library lacks.
  static let traktRatings = """
    [{"rated_at": "2022-03-01T10:00:00.000Z", "rating": 9, "type": "show",
      "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50, "tvdb": 700001}}},
     {"rated_at": "2022-03-02T10:00:00.000Z", "rating": 6, "type": "season",
      "season": {"number": 2, "ids": {"trakt": 501}},
      "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50, "tvdb": 700001}}},
     {"rated_at": "2022-03-03T10:00:00.000Z", "rating": 10, "type": "episode",
      "episode": {"season": 1, "number": 2, "title": "Fog Bank", "ids": {"trakt": 5012}},
      "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50, "tvdb": 700001}}},
     {"rated_at": "2022-03-04T10:00:00.000Z", "rating": 3, "type": "movie",
      "movie": {"title": "A Film", "year": 2001, "ids": {"trakt": 77}}},
     {"rated_at": "2022-03-05T10:00:00.000Z", "rating": 7, "type": "episode",
      "episode": {"season": 1, "number": 1, "title": "Seedlings", "ids": {"trakt": 8011}},
      "show": {"title": "Quiet Orchard", "year": 2019, "ids": {"trakt": 80}}}]
    """

  /// A Trakt `sync/watchlist` file: a show the library lacks (Trakt ids and a title alone),
  /// Harbour Lights through one of its seasons, and a movie.
  static let traktWatchlist = """
    [{"rank": 1, "id": 1001, "listed_at": "2023-04-01T12:00:00.000Z", "type": "show",
      "show": {"title": "Velvet Static", "year": 2024,
               "ids": {"trakt": 90, "slug": "velvet-static", "tvdb": 700090, "imdb": "tt9000090"}}},
     {"rank": 2, "id": 1002, "listed_at": "2023-04-02T12:00:00.000Z", "type": "season",
      "season": {"number": 2, "ids": {"trakt": 501}},
      "show": {"title": "Harbour Lights", "year": 2015, "ids": {"trakt": 50, "tvdb": 700001}}},
     {"rank": 3, "id": 1003, "listed_at": "2023-04-03T12:00:00.000Z", "type": "movie",
      "movie": {"title": "A Film", "year": 2001, "ids": {"trakt": 77}}}]
    """

  /// A Trakt season list (`/shows/:id/seasons?extended=episodes`): no show in it.
  static let traktSeasons = """
    [{"number": 1, "ids": {"trakt": 70, "tvdb": null},
      "episodes": [{"season": 1, "number": 1, "title": "Low Tide", "ids": {"trakt": 501}}]}]
    """
}

extension String {
  var utf8Data: Data { Data(self.utf8) }
}
