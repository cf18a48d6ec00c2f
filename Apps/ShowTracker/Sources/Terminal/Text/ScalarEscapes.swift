extension String {
  /// The text with every Unicode scalar that `replacement` has a replacement for written as
  /// that (`""` drops it), and the others kept: the one loop of every escaper the app has
  /// (one-line messages, JSON, iCalendar TEXT, roff).
  ///
  /// ```swift
  /// "a;b\n".replacingScalars { $0 == ";" ? "\\;" : $0 == "\n" ? "" : nil }  // "a\\;b"
  /// ```
  public func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in unicodeScalars {
      if let text = replacement(scalar) {
        result += text
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

extension Unicode.Scalar {
  /// The scalar's code point as `digits` or more uppercase hexadecimal digits: "00AD", "1F600".
  public func hexadecimal(digits: Int = 4) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String("0", repeated: digits - hex.count) + hex
  }
}
