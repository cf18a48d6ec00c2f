/// A show as an importer or the starter catalog describes it, before it is matched to the
/// library.
struct ShowDraft: Sendable, Hashable {
  var title: String
  var year: Int?
  var premiered: String?
  var ended: String?
  var network: String?
  var webChannel: String?
  var status: String?
  var genres: [String] = []
  var summary: String?
  var posterURL: String?
  var ids = ExternalIDs()

  /// The year of `premiered` (`yyyy-...`), if it has one.
  static func year(ofDate date: String?) -> Int? {
    date.flatMap { Int($0.prefix(4)) }
  }
}

/// An episode as an importer or the starter catalog describes it.
struct EpisodeDraft: Sendable, Hashable {
  var season: Int
  var number: Int?
  var title: String?
  var airdate: String?
  var runtime: Int?
  /// When it airs, in milliseconds since 1970 (TVMaze's `airstamp`).
  var airsAt: Int64?
  var ids = ExternalIDs()

  /// The title to store when the source gives none.
  var titleOrPlaceholder: String {
    title ?? number.map { "Episode \($0)" } ?? "Special"
  }
}

/// How a draft's details combine with a record already in the library.
enum MergePolicy: Sendable {
  /// The source is authoritative (TVMaze, the starter catalog): its known details replace
  /// the stored ones.
  case replaceDetails
  /// The source knows little (Trakt: a title, a year, ids): it only fills details still
  /// unknown.
  case fillGaps
}

/// What saving a draft did.
enum WriteOutcome: Sendable {
  case added
  case updated
  case unchanged
}

/// The external id kinds, with the column each is stored in.
enum IDKind: String, CaseIterable, Sendable {
  case tvmaze
  case tvdb
  case imdb
  case trakt
  case tmdb

  var column: String { "\(rawValue)_id" }

  func value(in ids: ExternalIDs) -> IDValue? {
    switch self {
    case .tvmaze: ids.tvmaze.map(IDValue.number)
    case .tvdb: ids.tvdb.map(IDValue.number)
    case .imdb: ids.imdb.map(IDValue.text)
    case .trakt: ids.trakt.map(IDValue.number)
    case .tmdb: ids.tmdb.map(IDValue.number)
    }
  }

  func set(_ value: IDValue?, in ids: inout ExternalIDs) {
    switch (self, value) {
    case (.tvmaze, .number(let number)?): ids.tvmaze = number
    case (.tvdb, .number(let number)?): ids.tvdb = number
    case (.imdb, .text(let text)?): ids.imdb = text
    case (.trakt, .number(let number)?): ids.trakt = number
    case (.tmdb, .number(let number)?): ids.tmdb = number
    case (.tvmaze, _): ids.tvmaze = nil
    case (.tvdb, _): ids.tvdb = nil
    case (.imdb, _): ids.imdb = nil
    case (.trakt, _): ids.trakt = nil
    case (.tmdb, _): ids.tmdb = nil
    }
  }
}

/// One external id value: a number, or text for IMDb.
enum IDValue: Sendable, Hashable {
  case number(Int)
  case text(String)

  /// The value as text, as `show_aliases` keeps every kind: `"50"`, `"tt1266020"`.
  var text: String {
    switch self {
    case .number(let number): String(number)
    case .text(let text): text
    }
  }
}
