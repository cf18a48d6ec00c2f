import SQLite

extension Connection {
  /// Throws ``LibraryDatabaseError/unknownShow(_:)`` unless a show of the library has `showID`:
  /// the check every change to one show (following, rating, the watchlist) makes first.
  func requireShow(_ showID: Int64) throws {
    guard try scalar("SELECT 1 FROM shows WHERE id = ?", [showID], as: Int.self) != nil else {
      throw LibraryDatabaseError.unknownShow(showID)
    }
  }
}
