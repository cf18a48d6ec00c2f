import Foundation
import Testing

@testable import ShowTrackerCLI

/// Every option is declared once, in `Options.swift`: no other source file of the app writes an
/// option's name (`--json`, `-h`) in a string. Commands read options through the declarations
/// (`invocation[Options.json]`) and messages quote them (`"\(Options.season) …"`).
///
/// Help prose in multi-line strings (`"""`) may mention options; code and one-line strings
/// (lookups, messages, option help) may not.
struct OptionDeclarationTests {
  /// The files that declare options.
  static let declarations: Set<String> = ["ShowTrackerCLI/Arguments/Options.swift"]

  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Apps/ShowTracker/Sources")

  @Test func noOptionNameIsWrittenOutsideTheDeclarations() throws {
    let files = try #require(FileManager.default.subpaths(atPath: Self.sources.path))
      .filter { $0.hasSuffix(".swift") && !Self.declarations.contains($0) }.sorted()
    #expect(files.count > 40, "found only \(files.count) files under \(Self.sources.path)")
    var found: [String] = []
    for file in files {
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      for (line, literal) in Self.optionLiterals(in: text) {
        found.append("Apps/ShowTracker/Sources/\(file):\(line): \(literal)")
      }
    }
    let list = found.joined(separator: "\n")
    #expect(
      found.isEmpty,
      "option names written outside Options.swift (declare the option there and use it):\n\(list)"
    )
  }

  /// The scan finds what it is meant to, and leaves prose and comments alone.
  @Test func theScanFindsOptionNamesInCodeAndOneLineStrings() {
    let text = #"""
      if invocation.has("--json") { }
      let alias = ["-h": "--help"]
      throw .usage("give only one of --json and --ics", command: name)
      let ended = "--"  // the end of the options
      /// Reads "--limit" in a doc comment.
      let dash = "-"
      let details = """
        --limit N   at most N results
        """
      let fine = "\(Options.limit) must be a number"
      """#
    #expect(
      Self.optionLiterals(in: text).map(\.line) == [1, 2, 2, 3],
      "\(Self.optionLiterals(in: text))")
  }

  /// The one-line string literals of `text` outside comments and multi-line strings that hold
  /// an option's name (`--word`, or exactly `-x`), with their line numbers.
  static func optionLiterals(in text: String) -> [(line: Int, literal: String)] {
    var found: [(line: Int, literal: String)] = []
    var inMultiline = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var code = Substring(line)
      if inMultiline {
        guard let end = code.range(of: "\"\"\"") else { continue }
        code = code[end.upperBound...]
        inMultiline = false
      }
      if let start = code.range(of: "\"\"\"") {
        inMultiline = code[start.upperBound...].range(of: "\"\"\"") == nil
        code = code[..<start.lowerBound]
      }
      for literal in stringLiterals(in: code) where isOptionName(in: literal) {
        found.append((index + 1, "\"" + literal + "\""))
      }
    }
    return found
  }

  /// The contents of the one-line string literals in `code`, up to a `//` comment.
  private static func stringLiterals(in code: Substring) -> [String] {
    var literals: [String] = []
    var current: String?
    var escaped = false
    var previous: Character = " "
    for character in code {
      if var text = current {
        if escaped {
          escaped = false
          text.append(character)
        } else if character == "\\" {
          escaped = true
          text.append(character)
        } else if character == "\"" {
          literals.append(text)
          current = nil
          continue
        } else {
          text.append(character)
        }
        current = text
      } else if character == "\"" {
        current = ""
      } else if character == "/", previous == "/" {
        break
      }
      previous = character
    }
    return literals
  }

  /// The short options (`-h`, `-V`).
  static let shortNames = Set(Options.globalSyntax.compactMap(\.short))

  /// Whether `literal` names an option: `--name` anywhere, or exactly a short option (`-h`).
  private static func isOptionName(in literal: String) -> Bool {
    if shortNames.contains(literal) { return true }
    let characters = Array(literal)
    for index in characters.indices.dropLast(2)
    where characters[index] == "-" && characters[index + 1] == "-"
      && characters[index + 2].isLetter && (index == 0 || characters[index - 1] != "-")
    {
      return true
    }
    return false
  }
}
