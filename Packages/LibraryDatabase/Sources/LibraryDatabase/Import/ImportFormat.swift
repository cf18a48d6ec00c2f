/// The kind of file ``LibraryDatabase/importData(_:format:source:progress:)`` reads.
public enum ImportFormat: String, Sendable, CaseIterable {
  /// TVMaze API responses: a show (with `?embed=episodes` or without), an episode list whose
  /// episodes embed their show (`/schedule/web`), a show index page (`/shows?page=N`) or search
  /// results (`/search/shows?q=`).
  case tvmaze
  /// Trakt API responses: watch history (`/sync/history`) or watched shows
  /// (`/sync/watched/shows`).
  case trakt
}
