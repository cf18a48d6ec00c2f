import SQLite
import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Imports the CSV files of TV Time's data export (its GDPR export), each told by its header,
/// whatever its name: the tracking log (`tracking-prod-records-v2.csv`, 2024 on, and the older
/// `tracking-prod-records.csv`), the name-keyed watches (`seen_episode_source.csv`,
/// `seen_episode_latest.csv`), and the followed shows (`followed_tv_show.csv`,
/// `user_tv_show_data.csv`).
///
/// Nothing is guessed: a show is matched in the library by its TheTVDB id, else by its title
/// (case-insensitive; TV Time's `Doctor Who (2005)` is the title `Doctor Who` of 2005) when
/// exactly one show of the library has it and holds no other TheTVDB id. A show that is not
/// matched is not created: its rows are counted in ``ImportSummary/unmatched`` (by TV Time's
/// name, with the plays it held). An episode is the matched show's by season and number; one
/// the library lacks is counted, not made. A watch is an event at the row's time with its
/// plays (a rewatch row's `rewatch_count`); a follow is a follow; movies and TV Time's own
/// statistics rows are counted and skipped. An export of ids only (`seen_episode.csv` of
/// about 2021, TheTVDB episode ids and nothing else) is refused, saying so.
struct TVTimeImporter: Importer {
  static let eventSource = "tvtime"
  static let folderFiles = [
    "followed_tv_show.csv", "user_tv_show_data.csv", "tracking-prod-records-v2.csv",
    "tracking-prod-records.csv", "seen_episode_source.csv", "seen_episode_latest.csv",
  ]
  /// Names of an export's files this importer does not read but knows as TV Time's.
  private static let otherNames = ["seen_episode.csv", "rewatched_episode.csv"]

  private var run: ImportRun
  /// The library's show for each TV Time show (name and TheTVDB id) met so far; `nil` when
  /// none matched.
  private var shows: [ShowKey: Int64?] = [:]

  private struct ShowKey: Hashable {
    var name: String?
    var tvdb: Int?
  }

  /// The kinds of file, told by the header's columns.
  private enum Kind {
    case trackingV2, trackingV1, seenEpisodes, followedShows, showData, idsOnly

    init?(_ table: CSVTable) {
      if table.has("key"), table.has("series_name") {
        self = .trackingV2
      } else if table.has("series_name"), table.has("type"), table.has("entity_type") {
        self = .trackingV1
      } else if table.has("tv_show_name"), table.has("episode_season_number") {
        self = .seenEpisodes
      } else if table.has("tv_show_id"), table.has("is_followed") {
        self = .showData
      } else if table.has("tv_show_id"), table.has("tv_show_name") {
        self = .followedShows
      } else if table.has("episode_id"), !table.has("tv_show_name") {
        self = .idsOnly
      } else {
        return nil
      }
    }
  }

  static func recognizes(name: String, head: UnsafeBufferPointer<UInt8>) -> Bool {
    if folderFiles.contains(name) || otherNames.contains(name) { return true }
    // The header line: a file renamed is still told by its columns.
    let end = head.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? head.count
    var line = String(decoding: UnsafeBufferPointer(rebasing: head[..<end]), as: UTF8.self)
    if line.hasPrefix("\u{FEFF}") { line.removeFirst() }
    let columns = Set(
      line.split(separator: ",").map {
        String($0.filter { $0 != "\"" }).trimmingWhitespace()
      })
    return columns.contains("tv_show_name") || columns.contains("tv_show_id")
      || (columns.contains("series_name") && columns.contains("created_at"))
      || (columns.contains("episode_id") && columns.contains("tweet_id"))
  }

  static func run(_ bytes: UnsafeBufferPointer<UInt8>, _ run: ImportRun) throws -> ImportSummary {
    // The reader's errors, and a record's (`record.int`, `record.error`), name the line; here
    // they get the file's name.
    do {
      return try read(bytes, run)
    } catch let error as TextFormatError {
      throw ImportError(error, source: run.source)
    }
  }

  private static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, _ run: ImportRun
  ) throws -> ImportSummary {
    var table = try CSVTable.parse(bytes, longestField: ValueLimits.textLength)
    guard let kind = Kind(table) else {
      let shown = table.header.prefix(8).map(JSONEscaping.literal).joined(separator: ", ")
      throw ImportError(
        source: run.source,
        message: "not a file of a TV Time export this library reads: its columns are "
          + shown + (table.header.count > 8 ? ", ..." : "") + "; expected one of "
          + folderFiles.joined(separator: ", "))
    }
    if kind == .idsOnly {
      throw ImportError(
        source: run.source,
        message: "this TV Time export names its episodes by TheTVDB ids only (no show, season "
          + "or episode number), which ShowTracker cannot place yet; nothing was imported")
    }
    var importer = TVTimeImporter(run: run)
    importer.run.begin(total: table.count)
    while let record = try table.next() {
      try importer.importRecord(record, kind)
      importer.run.advance()
    }
    return importer.run.summary
  }

  private init(run: ImportRun) {
    self.run = run
  }

  private mutating func importRecord(_ record: CSVRecord, _ kind: Kind) throws {
    switch kind {
    case .trackingV2: try importTrackingV2(record)
    case .trackingV1: try importTrackingV1(record)
    case .seenEpisodes:
      try importWatch(
        record, name: record["tv_show_name"], tvdb: nil, season: "episode_season_number",
        number: "episode_number", at: try time(record, "created_at"), plays: 1)
    case .followedShows:
      try importFollow(record, name: record["tv_show_name"], tvdb: "tv_show_id")
    case .showData:
      if try record.int("is_favorited", in: 0...1, what: "favourite flag") == 1 {
        run.skip(ImportSummary.favourite)
      }
      guard try record.int("is_followed", in: 0...1, what: "follow flag") == 1 else {
        run.skip(ImportSummary.notFollowed)
        return
      }
      try importFollow(record, name: record["tv_show_name"], tvdb: "tv_show_id")
    case .idsOnly: break
    }
  }

  // MARK: - The tracking logs

  /// A row of `tracking-prod-records-v2.csv`: `key` says what it is.
  private mutating func importTrackingV2(_ record: CSVRecord) throws {
    let key = record["key"] ?? ""
    if record["movie_name"] != nil || key.contains("movie") {
      run.skip(ImportSummary.movie)
    } else if key.hasPrefix("watch-episode") || key.hasPrefix("rewatch-episode") {
      let rewatches = try record.int(
        "rewatch_count", in: 0...ValueLimits.plays.upperBound, what: "rewatch count")
      let plays = key.hasPrefix("rewatch") ? max(rewatches ?? 1, 1) : 1
      let season = record["season_number"] != nil ? "season_number" : "s_no"
      let number = record["episode_number"] != nil ? "episode_number" : "ep_no"
      try importWatch(
        record, name: record["series_name"], tvdb: try showTVDB(record, "s_id"), season: season,
        number: number, at: try time(record, "created_at"), plays: plays,
        episodeTVDB: try episodeTVDB(record))
    } else if key.hasPrefix("user-series") {
      guard record["is_followed"].map({ $0 != "0" && $0.lowercased() != "false" }) ?? true else {
        run.skip(ImportSummary.notFollowed)
        return
      }
      try importFollow(record, name: record["series_name"], tvdb: "s_id")
    } else {
      run.skip(ImportSummary.statistics)
    }
  }

  /// A row of the older `tracking-prod-records.csv`: `type` and `entity_type` say what it is;
  /// a watch's time is `watch_date` (seconds since 1970) when given, else `created_at`.
  private mutating func importTrackingV1(_ record: CSVRecord) throws {
    let type = record["type"] ?? ""
    let entity = record["entity_type"] ?? ""
    if entity == "movie" {
      run.skip(ImportSummary.movie)
    } else if type == "watch", entity == "episode" {
      let at =
        try record["watch_date"] != nil ? time(record, "watch_date") : time(record, "created_at")
      try importWatch(
        record, name: record["series_name"], tvdb: try showTVDB(record, "series_id"),
        season: "season_number", number: "episode_number", at: at, plays: 1,
        episodeTVDB: try episodeTVDB(record))
    } else if type == "follow", entity == "series" || entity == "show" {
      try importFollow(record, name: record["series_name"], tvdb: "series_id")
    } else {
      run.skip(ImportSummary.statistics)
    }
  }

  // MARK: - Watches and follows

  private mutating func importWatch(
    _ record: CSVRecord, name: String?, tvdb: Int?, season seasonColumn: String,
    number numberColumn: String, at watchedAt: Int64, plays: Int, episodeTVDB: Int? = nil
  ) throws {
    guard let season = try record.int(seasonColumn, in: ValueLimits.season, what: "season number")
    else { throw record.error("no season number (\(seasonColumn))") }
    guard
      let number = try record.int(
        numberColumn, in: ValueLimits.episodeNumber, what: "episode number")
    else { throw record.error("no episode number (\(numberColumn))") }
    guard let showID = try show(record, name: name, tvdb: tvdb, plays: plays) else { return }
    let draft = EpisodeDraft(season: season, number: number, ids: ExternalIDs(tvdb: episodeTVDB))
    guard let episodeID = try run.writer.findEpisode(draft, showID: showID) else {
      run.skip(ImportSummary.episodeNotInLibrary)
      return
    }
    let added = try run.writer.recordWatch(
      episodeID: episodeID, at: watchedAt, source: Self.eventSource, plays: plays)
    run.count(event: EventKey(episodeID: episodeID, watchedAt: watchedAt), added: added)
  }

  /// Follows the show, from the row's `created_at` when it has one.
  private mutating func importFollow(_ record: CSVRecord, name: String?, tvdb column: String)
    throws
  {
    let tvdb = try showTVDB(record, column)
    guard let showID = try show(record, name: name, tvdb: tvdb, plays: 0) else { return }
    let since =
      try record["created_at"] != nil ? time(record, "created_at") : Timestamp.milliseconds(Date())
    try run.writer.connection.run(
      """
      INSERT INTO followed_shows (show_id, active_at) VALUES (?1, ?2)
      ON CONFLICT (show_id) DO NOTHING
      """, [showID, since])
    if run.writer.connection.changes > 0 {
      run.countFollow()
    } else {
      run.skip(ImportSummary.alreadyImported)
    }
  }

  // MARK: - Matching

  /// The library's show for TV Time's `name` and TheTVDB id; `nil`, counted as unmatched
  /// with `plays`, when there is none or more than one.
  private mutating func show(
    _ record: CSVRecord, name: String?, tvdb: Int?, plays: Int
  ) throws -> Int64? {
    guard name != nil || tvdb != nil else { throw record.error("no show name or id") }
    let key = ShowKey(name: name, tvdb: tvdb)
    let listed = name ?? "TheTVDB \(tvdb ?? 0)"
    let found: Int64?
    if let known = shows[key] {
      found = known
    } else {
      found = try run.matchedNames[listed] ?? match(name: name, tvdb: tvdb)
      shows[key] = found
    }
    if found == nil {
      let split = name.flatMap(Self.titleAndYear)
      run.countUnmatched(
        listed, ImportSummary.UnmatchedShow(tvdb: tvdb, title: split?.0 ?? name, year: split?.1),
        plays: plays)
    }
    return found
  }

  private func match(name: String?, tvdb: Int?) throws -> Int64? {
    if let tvdb,
      let id = try run.writer.findShow(ids: ExternalIDs(tvdb: tvdb), order: [.tvdb])
    {
      return id
    }
    guard let name else { return nil }
    if let id = try onlyShow(titled: name, year: nil, tvdb: tvdb) { return id }
    if let (title, year) = Self.titleAndYear(name) {
      return try onlyShow(titled: title, year: year, tvdb: tvdb)
    }
    return nil
  }

  /// The one show of the library with the title (and year, when given) that holds no TheTVDB
  /// id other than `tvdb`; `nil` for none or several.
  private func onlyShow(titled title: String, year: Int?, tvdb: Int?) throws -> Int64? {
    let rows = try run.writer.connection.query(
      "SELECT id, year, tvdb_id FROM shows WHERE title = ? COLLATE NOCASE ORDER BY id", [title])
    let candidates = try rows.map {
      (
        id: try $0.get(0, as: Int64.self), year: try $0.get(1, as: Int?.self),
        tvdb: try $0.get(2, as: Int?.self)
      )
    }.filter { candidate in
      (year == nil || candidate.year == year)
        && (tvdb == nil || candidate.tvdb == nil || candidate.tvdb == tvdb)
    }
    return candidates.count == 1 ? candidates[0].id : nil
  }

  /// `Doctor Who (2005)` as `Doctor Who` and 2005; `nil` for a name without a year at its end.
  static func titleAndYear(_ name: String) -> (String, Int)? {
    guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return nil }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    guard inside.count == 4, let year = Int(inside), ValueLimits.year.contains(year) else {
      return nil
    }
    let title = String(name[..<open]).trimmingWhitespace()
    return title.isEmpty ? nil : (title, year)
  }

  // MARK: - Fields

  /// A TheTVDB id; `nil` for an empty field or 0 (an id TV Time does not know).
  private func showTVDB(_ record: CSVRecord, _ column: String) throws -> Int? {
    try record.int(column, in: 0...Int(Int32.max), what: "TheTVDB show id").flatMap {
      $0 > 0 ? $0 : nil
    }
  }

  private func episodeTVDB(_ record: CSVRecord) throws -> Int? {
    let id =
      try record.int("ep_id", in: 0...Int(Int32.max), what: "TheTVDB episode id")
      ?? record.int("episode_id", in: 0...Int(Int32.max), what: "TheTVDB episode id")
    return id.flatMap { $0 > 0 ? $0 : nil }
  }

  private func time(_ record: CSVRecord, _ column: String) throws -> Int64 {
    guard let text = record[column] else { throw record.error("no time (\(column))") }
    guard let milliseconds = Self.milliseconds(text) else {
      throw record.error(
        "the time (\(column)) \(JSONEscaping.literal(text)) is not a date and time like "
          + "2021-03-01 20:00:00")
    }
    return milliseconds
  }

  /// A time as TV Time's exports write it, in milliseconds since 1970: `2021-03-01 20:00:00`
  /// (UTC, as every time without a zone), `2017-05-02 21:24:51 +0000 UTC`, ISO 8601
  /// (`2021-03-01T20:00:00Z`), or seconds since 1970 (`1634752827`).
  static func milliseconds(_ text: String) -> Int64? {
    if (9...12).contains(text.count), text.allSatisfy(\.isASCII), let seconds = Int64(text),
      seconds > 0
    {
      return seconds * 1000
    }
    var iso = Array(text.hasSuffix(" UTC") ? String(text.dropLast(4)) : text)
    guard iso.count >= 19, iso[10] == " " || iso[10] == "T" else { return nil }
    iso[10] = "T"
    var zone = String(iso[19...]).trimmingWhitespace()
    if zone.isEmpty {
      zone = "Z"
    } else if zone.count == 5, zone.first == "+" || zone.first == "-" {
      // `+0000` as `+00:00`.
      zone = String(zone.prefix(3)) + ":" + String(zone.suffix(2))
    }
    return Timestamp.milliseconds(iso8601: String(iso[..<19]) + zone)
  }
}
