/// Unguessable tokens (CSRF tokens, session ids, access tokens), and comparing them without
/// giving their bytes away through timing.
public enum SecretToken {
  /// `bytes` random bytes from the system's generator, as lowercase hex (64 characters for the
  /// default 32 bytes).
  public static func make(bytes: Int = 32) -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef".unicodeScalars)
    var token = ""
    for _ in 0..<bytes {
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      token.unicodeScalars.append(digits[Int(byte >> 4)])
      token.unicodeScalars.append(digits[Int(byte & 0xF)])
    }
    return token
  }

  /// Whether `given` equals `expected`, taking the same time whichever byte differs.
  public static func matches(_ given: String?, _ expected: String) -> Bool {
    guard let given else { return false }
    let lhs = Array(given.utf8)
    let rhs = Array(expected.utf8)
    guard lhs.count == rhs.count, !rhs.isEmpty else { return false }
    var difference: UInt8 = 0
    for index in rhs.indices { difference |= lhs[index] ^ rhs[index] }
    return difference == 0
  }
}

/// A `Set-Cookie` value for the server's own cookies: `HttpOnly` (no script reads it),
/// `SameSite=Strict` (no other site's page sends it), `Path=/`.
func sessionCookie(_ name: String, _ value: String) -> String {
  "\(name)=\(value); Path=/; HttpOnly; SameSite=Strict"
}
