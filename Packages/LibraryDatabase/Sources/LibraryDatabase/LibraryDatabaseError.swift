/// A request the library cannot carry out.
public enum LibraryDatabaseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's schema is newer than this program knows; it was written by a newer version.
  case newerSchema(found: Int, supported: Int)
  /// No episode has this id.
  case unknownEpisode(Int64)
  /// No show has this id.
  case unknownShow(Int64)
  /// The built-in starter catalog could not be read (a bug in the catalog data).
  case invalidStarterCatalog(String)
  /// A copy of the library would overwrite the file at this path.
  case fileExists(String)
  /// Upgrading the schema from this version failed: the tables are not what the version says.
  case schemaMismatch(version: Int)
  /// The file at this path is not a showtracker library (another program's database, an
  /// empty file), for this reason; it was left as it was.
  case notALibrary(path: String, reason: String)
  /// A backup could not be written at this path, for this reason ("permission denied").
  case backupFailed(path: String, reason: String)
  /// A rating outside 1–10 (Trakt's scale).
  case ratingOutOfRange(Int)
  /// The show has no season with this number.
  case unknownSeason(showID: Int64, season: Int)
  /// Upgrading the schema to this version would leave rows of this table referring to rows
  /// that are not there; nothing was changed.
  case danglingReferences(version: Int, table: String)
  /// No webhook play is kept with this id (``LibraryDatabase/pendingScrobbles()``).
  case unknownPendingScrobble(Int64)
  /// The kept play is a file of several episodes, and the library lacks this one (`S01E03`)
  /// after the episode chosen for its first; nothing was changed.
  case incompleteScrobble(Int64, missing: String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .newerSchema(let found, let supported):
      "the library was written by a newer showtracker (schema version \(found); this one "
        + "reads up to \(supported)); update showtracker"
    case .unknownEpisode(let id):
      "no episode with id \(id)"
    case .unknownShow(let id):
      "no show with id \(id)"
    case .invalidStarterCatalog(let reason):
      "the starter catalog is invalid: \(reason)"
    case .fileExists(let path):
      "\(path) already exists"
    case .schemaMismatch(let version):
      "the library's tables do not match its schema version \(version)"
    case .notALibrary(let path, let reason):
      "\(path) cannot be a library: \(reason)"
    case .backupFailed(let path, let reason):
      "cannot write the backup \(path): \(reason)"
    case .ratingOutOfRange(let rating):
      "a rating is 1 to 10, not \(rating)"
    case .unknownSeason(let showID, let season):
      "show \(showID) has no season \(season)"
    case .danglingReferences(let version, let table):
      "upgrading the library to schema version \(version) would leave rows of \(table) "
        + "pointing at rows that are not there; nothing was changed"
    case .unknownPendingScrobble(let id):
      "no kept webhook play with id \(id)"
    case .incompleteScrobble(let id, let missing):
      "kept play \(id) is a file of several episodes, and the library has no \(missing) after "
        + "the episode chosen; nothing was changed"
    }
  }
}
