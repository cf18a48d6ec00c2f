import LibraryClient

/// Where the token `serve --listen` checks stands: read from the library (made there the first
/// time, so it is the same at every start), or why it could not be.
public enum BrowserAccessStatus: Hashable, Sendable {
  /// Not asked for yet.
  case idle
  /// Being read (or made anew).
  case running
  /// The token in force.
  case token(String)
  /// It could not be read or made.
  case failed(AppError)
}

/// The token other devices' browsers show `serve --listen`.
public enum BrowserAccessAction: Equatable, Sendable, Codable {
  /// Read the token, after making a new one when `rotate` (every device then needs the new
  /// URL).
  case tokenRequested(rotate: Bool)
  /// The library's token.
  case tokenLoaded(String)
  /// The library could not read or make it.
  case failed(AppError)
}
