/// The kind of file ``LibraryDatabase/importData(_:format:source:progress:show:)`` reads, and
/// the folder ``LibraryDatabase/importFolder(_:format:source:progress:)`` reads.
///
/// > Note: `LibraryClient`'s `ImportRequest.Format` has the same cases; each package has its
/// > own because neither may depend on the other (`ArchitectureRules`), and the live client
/// > maps them by name.
public enum ImportFormat: String, Sendable, CaseIterable {
  /// TVMaze API responses: a show (with `?embed=episodes` or without), an episode list whose
  /// episodes embed their show (`/schedule/web`), a show index page (`/shows?page=N`) or search
  /// results (`/search/shows?q=`).
  case tvmaze
  /// Trakt API responses: watch history (`/sync/history`), watched shows
  /// (`/sync/watched/shows`), ratings and the watchlist, and the files of Trakt's data export
  /// (``TraktDataExportFile``).
  case trakt
  /// The CSV files of TV Time's data export: the tracking log (`tracking-prod-records-v2.csv`,
  /// `tracking-prod-records.csv`), the watches by show name (`seen_episode_source.csv`,
  /// `seen_episode_latest.csv`) and the followed shows (`followed_tv_show.csv`,
  /// `user_tv_show_data.csv`); shows are matched in the library, never made.
  case tvtime

  /// The service's name, as messages write it: `TVMaze`, `Trakt`.
  public var title: String {
    switch self {
    case .tvmaze: "TVMaze"
    case .trakt: "Trakt"
    case .tvtime: "TV Time"
    }
  }

  /// The files of an export's folder this format reads, by their names, in the order they are
  /// read; empty when the format has no folder (TVMaze).
  public var folderFiles: [String] { importer.folderFiles }

  /// The format a file is surely in, told by its name (the last part of `source`) and its
  /// first bytes; `nil` when no format can tell without reading it.
  public static func recognizing(source: String, head: UnsafeBufferPointer<UInt8>) -> ImportFormat?
  {
    let name = source.split(separator: "/").last.map(String.init) ?? source
    return allCases.first { $0.importer.recognizes(name: name, head: head) }
  }

  var importer: any Importer.Type {
    switch self {
    case .tvmaze: TVMazeImporter.self
    case .trakt: TraktImporter.self
    case .tvtime: TVTimeImporter.self
    }
  }
}
