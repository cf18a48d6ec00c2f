import SQLite

/// The library's own settings (`library_settings`): the secrets `serve` checks, kept with the
/// library so that a restart, a backup or a copy keeps them.
extension LibraryDatabase {
  /// The token another device's browser shows `serve --listen` (in the URL it prints, then as
  /// a cookie): made the first time it is asked for, then the same at every start, so a phone's
  /// bookmark keeps working, until ``rotateBrowserToken()``.
  public func browserToken() throws -> String {
    try token(named: Self.browserTokenSetting)
  }

  /// Makes a new browser token, which replaces the old one (every device needs the new URL),
  /// and returns it.
  @discardableResult
  public func rotateBrowserToken() throws -> String {
    try rotateToken(named: Self.browserTokenSetting)
  }

  private static let browserTokenSetting = "browser_token"

  /// The token kept as setting `name`, made (``newToken()``) the first time it is asked for.
  func token(named name: String) throws -> String {
    try withConnection { connection in
      if let token = try Self.setting(name, connection) { return token }
      return try connection.transaction(.immediate) {
        if let token = try Self.setting(name, connection) { return token }
        let token = Self.newToken()
        try Self.setSetting(name, token, connection)
        return token
      }
    }
  }

  /// A new token as setting `name`, in place of the old one.
  func rotateToken(named name: String) throws -> String {
    try withConnection { connection in
      try connection.transaction(.immediate) {
        let token = Self.newToken()
        try Self.setSetting(name, token, connection)
        return token
      }
    }
  }

  /// Setting `name`'s value, or `nil` when it has none.
  static func setting(_ name: String, _ connection: Connection) throws -> String? {
    try connection.scalar(
      "SELECT value FROM library_settings WHERE name = ?", [name], as: String?.self) ?? nil
  }

  /// Sets setting `name` to `value`, in place of any value it had.
  static func setSetting(_ name: String, _ value: String, _ connection: Connection) throws {
    try connection.run(
      """
      INSERT INTO library_settings (name, value) VALUES (?, ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value
      """, [name, value])
  }

  /// 32 random bytes from the system's generator, as 64 lower-case hexadecimal digits.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      let digits = String(byte, radix: 16)
      return byte < 16 ? "0" + digits : digits
    }.joined()
  }
}
