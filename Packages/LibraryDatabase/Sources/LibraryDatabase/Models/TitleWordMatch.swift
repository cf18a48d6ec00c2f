/// Shows described by the words of their titles, as a search that forgives typos looks for
/// them: a title holding, for one of `alternatives`, a word of each of its lists, and, for
/// none of `exceptions`, a word of each of its lists. Words are whole words of the title as the
/// search index splits and folds them (case and accents ignored); a word of several index words
/// ("foo–bar") is those words in a row.
///
/// ```swift
/// // "Breaking Bad" and "Breakin' Bad", but not "Breaking Bread"
/// TitleWordMatch(alternatives: [[["breaking", "breakin"], ["bad"]]])
/// // Titles one edit away from "brea", none from what was typed
/// TitleWordMatch(alternatives: [[["bread", "break"]]], exceptions: [[["brea"]]])
/// ```
public struct TitleWordMatch: Hashable, Sendable {
  /// Each a list of word lists: a title holding a word of every list of one of them matches.
  public var alternatives: [[[String]]]
  /// The same, for titles left out.
  public var exceptions: [[[String]]]

  /// A match of `alternatives`, without the titles `exceptions` describe.
  public init(alternatives: [[[String]]], exceptions: [[[String]]] = []) {
    self.alternatives = alternatives
    self.exceptions = exceptions
  }

  /// The FTS5 query on the title column; `nil` when nothing can match (no alternative, or
  /// each has an empty list).
  var ftsExpression: String? {
    guard let wanted = Self.expression(alternatives) else { return nil }
    guard let unwanted = Self.expression(exceptions) else { return wanted }
    return "(\(wanted)) NOT (\(unwanted))"
  }

  /// `title : (("a" OR "b") AND ("c")) OR …`: the alternatives that can match, or `nil`.
  private static func expression(_ alternatives: [[[String]]]) -> String? {
    let possible = alternatives.filter { !$0.isEmpty && $0.allSatisfy { !$0.isEmpty } }
    guard !possible.isEmpty else { return nil }
    return possible.map { lists in
      "title : ("
        + lists.map { words in
          "("
            + words.map { "\"" + $0.replacing("\"", with: "\"\"") + "\"" }
            .joined(separator: " OR ") + ")"
        }.joined(separator: " AND ") + ")"
    }.joined(separator: " OR ")
  }
}
