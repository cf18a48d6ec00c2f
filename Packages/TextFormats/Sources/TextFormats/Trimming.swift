extension String {
  /// The text without leading and trailing whitespace and line breaks (Unicode's, as
  /// `Character.isWhitespace` has them).
  ///
  /// Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` goes through `NSString` on
  /// Linux; it was a fifth of an import's time, which trims every field it reads.
  public func trimmingWhitespace() -> String {
    // Most fields start and end with a letter or digit: nothing to trim.
    if let first = utf8.first, let last = utf8.last, Self.isPlainByte(first),
      Self.isPlainByte(last)
    {
      return self
    }
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }

  /// A printable ASCII byte other than the space: never whitespace, never part of a longer
  /// character.
  private static func isPlainByte(_ byte: UInt8) -> Bool {
    (0x21...0x7E).contains(byte)
  }
}
