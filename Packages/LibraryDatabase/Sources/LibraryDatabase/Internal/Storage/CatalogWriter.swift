import SQLite

/// Finds, creates and updates shows, seasons, episodes and watch events for importers and the
/// starter catalog. Every method runs inside the caller's transaction.
struct CatalogWriter {
  let connection: Connection

  // MARK: - Merging

  /// Combines a stored and an incoming detail by `policy`.
  func merge<T>(_ stored: T?, _ incoming: T?, _ policy: MergePolicy) -> T? {
    switch policy {
    case .replaceDetails: incoming ?? stored
    case .fillGaps: stored ?? incoming
    }
  }
}

extension IDValue: SQLiteBindable {
  var sqliteValue: SQLiteValue {
    switch self {
    case .number(let number): .integer(Int64(number))
    case .text(let text): .text(text)
    }
  }
}
