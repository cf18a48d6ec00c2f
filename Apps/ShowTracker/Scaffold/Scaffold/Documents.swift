import Foundation

extension Scaffold {
  /// An edit of a document that lists the features: how the new feature joins the list.
  struct DocumentEdit: Sendable {
    /// The document, relative to the repository.
    let path: String
    /// Which list, in words ("the tabs").
    let list: String
    /// The document with the feature in the list, or `nil` if the list is not where it was.
    let edit: @Sendable (String, FeatureName) -> String?
  }

  /// The documents that list the features (`DocumentedFeaturesTests` checks each list against
  /// the registry and the package folders), and where the new feature goes in each: last, as in
  /// the registry.
  static let documentEdits: [DocumentEdit] = [
    DocumentEdit(path: "README.md", list: "the tabs") { text, name in
      // "…, My Shows and Stats screens" becomes "…, My Shows, Stats and Watchlist screens".
      appending(
        name.title, toListIn: text, after: "full-screen app: ", before: " screens,",
        spoken: true)
    },
    DocumentEdit(path: "README.md", list: "the packages") { text, name in
      inserting(
        padded("Packages/\(name.upperCamel)", to: 25) + "the same, for \(name.title)",
        before: "Packages/AppChrome ", in: text)
    },
    DocumentEdit(path: "README.md", list: "the documentation catalogs") { text, name in
      appending("`\(name.upperCamel)`", toListIn: text, after: "the features (", before: ")")
    },
    DocumentEdit(path: "Docs/Architecture.md", list: "the packages") { text, name in
      inserting(
        padded("Packages/\(name.upperCamel)", to: 26)
          + "\(name.upperCamel)View.…, \(name.upperCamel)Rendering, fixtures",
        before: "Packages/AppChrome ", in: text)
    },
    DocumentEdit(path: "Docs/CommandLine.md", list: "the tabs") { text, name in
      appending(name.title, toListIn: text, after: "(`Features.all`: ", before: ")")
    },
  ]

  /// `text` with `item` last in the list between `start` and the first `end` after it: after a
  /// comma, or (`spoken`) where the list's last " and " was, which moves to before `item`.
  static func appending(
    _ item: String, toListIn text: String, after start: String, before end: String,
    spoken: Bool = false
  ) -> String? {
    guard let opening = text.range(of: start),
      let closing = text.range(of: end, range: opening.upperBound..<text.endIndex)
    else { return nil }
    var list = String(text[opening.upperBound..<closing.lowerBound])
    if spoken {
      guard
        let and = list.range(of: " and ", options: .backwards)
          ?? list.range(of: "\nand ", options: .backwards)
      else { return nil }
      list.replaceSubrange(and, with: ", ")
      list += " and " + item
    } else {
      list += ", " + item
    }
    return text.replacingCharacters(in: opening.upperBound..<closing.lowerBound, with: list)
  }

  /// `text` with the line `line` put before the first line that starts with `next`.
  static func inserting(_ line: String, before next: String, in text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: { $0.hasPrefix(next) }) else { return nil }
    lines.insert(line, at: index)
    return lines.joined(separator: "\n")
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }
}
