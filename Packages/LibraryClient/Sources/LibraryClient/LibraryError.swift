import Identifiers

/// Why the library could not do what was asked: typed, so the app decides the words.
///
/// The live client turns the database's errors into these cases; reducers keep them in the
/// state, and connectors turn them into one line of plain words (no SQL, no error domains).
public enum LibraryError: Error, Hashable, Sendable, Codable {
  /// No show has this id or title.
  case showNotFound(String)
  /// Several shows match this title; the first few of them, best first, and how many in all.
  case ambiguousShow(String, candidates: [ShowCandidate], total: Int)
  /// No show with this id is in the library (it was removed, say).
  case showMissing(ShowID)
  /// Another program held the library longer than the app waits.
  case locked
  /// The file is damaged, or not a ShowTracker library at all.
  case corrupt
  /// The library cannot be written (a read-only file or folder).
  case readOnly
  /// The disk is full.
  case diskFull
  /// The operating system could not read or write the file.
  case inputOutput
  /// The library file could not be opened or created at this path.
  case cannotOpen(path: String)
  /// This path cannot hold a library: why, about the path ("it is a folder").
  case unusablePath(path: String, reason: String)
  /// A newer ShowTracker wrote the library.
  case newerSchema(found: Int, supported: Int)
  /// The library's tables are not what its schema version says (another program changed
  /// them), so it could not be upgraded; nothing was changed.
  case schemaMismatch(version: Int)
  /// The file to import is not what its format says; where and why.
  case invalidImport(source: String, location: String?, reason: String)
  /// An undone import cannot be made again from the library alone: import the file again.
  case cannotRedoImport(source: String)
  /// A function a test did not provide.
  case unimplemented(String)
  /// Anything else, in plain words.
  case other(String)
}

/// A show a title or id names: enough to tell candidates apart.
public struct ShowCandidate: Hashable, Sendable, Codable {
  public var id: ShowID
  public var title: String
  /// The year it premiered, if known.
  public var year: Int?

  public init(id: ShowID, title: String, year: Int? = nil) {
    self.id = id
    self.title = title
    self.year = year
  }
}
