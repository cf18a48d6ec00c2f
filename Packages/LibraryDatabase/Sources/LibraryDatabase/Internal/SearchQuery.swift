/// Builds an FTS5 query from what a user typed, so no input is read as FTS5 syntax.
enum SearchQuery {
  /// Each whitespace-separated word becomes a quoted prefix phrase (`"brea"*`), quotes inside
  /// doubled; the phrases are ANDed. Words without a letter or digit are dropped (the tokenizer
  /// would find nothing in them); `nil` when nothing is left.
  static func ftsExpression(for query: String) -> String? {
    let phrases =
      query
      .split(whereSeparator: \.isWhitespace)
      .filter { word in word.contains { $0.isLetter || $0.isNumber } }
      .map { word in
        "\""
          + word.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
          + "\"*"
      }
    return phrases.isEmpty ? nil : phrases.joined(separator: " ")
  }

  /// What a title must start with to match `query` as typed: the words with single spaces.
  ///
  /// ```swift
  /// SearchQuery.titlePrefix(for: "  breaking   ba ")  // "breaking ba"
  /// ```
  static func titlePrefix(for query: String) -> String {
    query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
