import Foundation

/// Creates a feature of showtracker: a package, its connector and reducer, its front ends, its
/// registrations, and tests for each, so that the project builds and every test passes right
/// away (Docs/AddingAFeature.md lists every file and edit). `swift run new-feature NAME` runs it.
///
/// All or nothing: ``plan(_:in:)`` reads every file it would edit and checks every marker before
/// ``Plan/apply()`` writes anything.
public enum Scaffold {
  /// What the scaffold will do to one repository for one feature.
  public struct Plan: Sendable {
    /// The repository.
    public let root: URL
    /// The feature.
    public let name: FeatureName
    /// The files it creates, by path relative to `root`, with their text.
    public let creations: [(path: String, text: String)]
    /// The lines it adds, per file and marker, in order.
    public let edits: [(path: String, marker: String, lines: [String])]
    /// The documents' lists it adds the feature to: per document, which list.
    public let documentEdits: [(path: String, list: String)]
    /// The edited files' new text, by path relative to `root`.
    fileprivate let editedTexts: [(path: String, text: String)]

    /// What a dry run prints: one `create  PATH` line per file, then one `edit    PATH (MARKER):
    /// LINES` line per edit.
    public var summary: [String] {
      creations.map { "create  \($0.path)" }
        + edits.map { "edit    \($0.path) (\($0.marker)): \($0.lines.joined(separator: " "))" }
        + documentEdits.map { "edit    \($0.path) (\($0.list)): \(name.upperCamel)" }
    }

    /// Writes the files and the edits; returns one line per file written.
    @discardableResult
    public func apply() throws(ScaffoldError) -> [String] {
      var done: [String] = []
      for (path, text) in creations {
        let url = root.appending(path: path)
        do {
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
          try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        } catch {
          throw .cannotWrite(path)
        }
        done.append("created \(path)")
      }
      for (path, text) in editedTexts {
        do {
          try Data(text.utf8).write(to: root.appending(path: path), options: .atomic)
        } catch {
          throw .cannotWrite(path)
        }
        done.append("edited  \(path)")
      }
      return done
    }
  }

  /// The plan for feature `name` in the repository at `root`, or why there can be none: the
  /// package exists already, or a file lacks a marker. Reads; writes nothing.
  public static func plan(_ name: FeatureName, in root: URL) throws(ScaffoldError) -> Plan {
    let package = "Packages/\(name.upperCamel)"
    guard !FileManager.default.fileExists(atPath: root.appending(path: package).path) else {
      throw .exists(package)
    }
    // Each file ends with a line feed, as `swift format` wants.
    let creations = files.map { (name.fill($0.path), name.fill($0.text) + "\n") }
    let filledEdits = edits.map { ($0.path, $0.marker, $0.lines.map(name.fill)) }
    var texts: [String: String] = [:]
    var order: [String] = []
    func read(_ path: String) throws(ScaffoldError) -> String {
      if let text = texts[path] { return text }
      guard let data = FileManager.default.contents(atPath: root.appending(path: path).path)
      else { throw .cannotRead(path) }
      order.append(path)
      return String(decoding: data, as: UTF8.self)
    }
    for (path, marker, lines) in filledEdits {
      guard let edited = insert(lines, above: marker, in: try read(path)) else {
        throw .noMarker(path: path, marker: marker)
      }
      texts[path] = edited
    }
    for document in documentEdits {
      guard let edited = document.edit(try read(document.path), name) else {
        throw .noList(path: document.path, list: document.list)
      }
      texts[document.path] = edited
    }
    return Plan(
      root: root, name: name, creations: creations, edits: filledEdits,
      documentEdits: documentEdits.map { ($0.path, $0.list) },
      editedTexts: order.map { ($0, texts[$0] ?? "") })
  }

  /// `text` with `lines` put above the line that holds `// new-feature: MARKER above this
  /// line`, each with that line's indentation; `nil` if no line holds it.
  static func insert(_ lines: [String], above marker: String, in text: String) -> String? {
    var all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let comment = "// new-feature: \(marker) above this line"
    guard let index = all.firstIndex(where: { $0.contains(comment) }) else { return nil }
    let indent = String(all[index].prefix { $0 == " " })
    all.insert(contentsOf: lines.map { indent + $0 }, at: index)
    return all.joined(separator: "\n")
  }
}

/// Why the scaffold did nothing, in one line.
public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The name is not UpperCamelCase.
  case badName(String)
  /// The feature's package exists already.
  case exists(String)
  /// A file to edit is missing or unreadable.
  case cannotRead(String)
  /// A file to edit has no marker for an edit.
  case noMarker(path: String, marker: String)
  /// A document no longer has a list the scaffold adds the feature to where it was.
  case noList(path: String, list: String)
  /// A file could not be written.
  case cannotWrite(String)

  public var description: String {
    switch self {
    case .badName(let name):
      "'\(name)' is not an UpperCamelCase name like Watchlist or MyShows; nothing was changed"
    case .exists(let package): "\(package) exists already; nothing was changed"
    case .cannotRead(let path): "cannot read \(path); nothing was changed"
    case .noMarker(let path, let marker):
      "\(path) has no '// new-feature: \(marker) above this line' marker; nothing was changed"
    case .noList(let path, let list):
      "\(path) no longer lists \(list) where the scaffold looks (Scaffold.documentEdits); "
        + "nothing was changed"
    case .cannotWrite(let path): "cannot write \(path)"
    }
  }
}
