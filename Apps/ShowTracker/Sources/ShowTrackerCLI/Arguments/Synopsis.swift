#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A command's synopsis (``CommandSpec/usage``) read as data: what each argument is and which
/// options take which values. Shell completions and the man page are made from it, so the help
/// is the one place a command's arguments are written.
///
/// ```swift
/// let synopsis = Synopsis(usage: "history [--show SHOW] [--limit N] [--json]")
/// synopsis.options["--show"]  // .show
/// synopsis.options["--json"]  // .some(nil): a flag
/// ```
struct Synopsis: Equatable {
  /// What an argument or an option's value is, as far as completing it goes.
  enum Value: Equatable {
    /// A show's id or title: completed from the library's titles.
    case show
    /// A file: completed from the file system.
    case file
    /// A feature's name (`preview`).
    case feature
    /// A command's name (`help`).
    case command
    /// One of these words: `(tvmaze | trakt)`.
    case words([String])
    /// Anything else (a number, a date, a query, an episode code): not completed.
    case other(String)

    init(placeholder: String) {
      switch placeholder {
      case "SHOW": self = .show
      case "FILE", "PATH": self = .file
      case "FEATURE": self = .feature
      case "COMMAND": self = .command
      default: self = .other(placeholder)
      }
    }
  }

  /// The positional arguments, in order (a choice of words counts as one).
  var arguments: [Value] = []
  /// Every option the synopsis names, with the value it takes (`nil`: a flag).
  var options: [String: Value?] = [:]

  /// Reads `usage`: "name ARG (word | word) [--option VALUE] [--flag]".
  init(usage: String) {
    let spaced =
      usage
      .replacing("[", with: " ").replacing("]", with: " ")
      .replacing("(", with: " ( ").replacing(")", with: " ) ")
    var tokens = spaced.split(separator: " ").map(String.init).dropFirst()[...]
    var group: [String]? = nil
    while let token = tokens.popFirst() {
      switch token {
      case "(":
        group = []
      case ")":
        if let words = group, !words.isEmpty { arguments.append(.words(words)) }
        group = nil
      case "|":
        continue
      case _ where token.hasPrefix("-"):
        if let next = tokens.first, Self.isPlaceholder(next) {
          tokens.removeFirst()
          options[token] = .some(Value(placeholder: next))
        } else if let next = tokens.first, next != "|", next.contains("|"), !next.hasPrefix("-") {
          // A value that is one of a few words: `--sort activity|title|progress`.
          tokens.removeFirst()
          options[token] = .some(.words(next.split(separator: "|").map(String.init)))
        } else {
          options[token] = .some(nil)
        }
      case _ where Self.isPlaceholder(token):
        if group == nil { arguments.append(Value(placeholder: token)) }
      default:
        // A literal word: one of a choice, or a value like S01E02 that is its own example.
        if group != nil, token.allSatisfy({ $0.isLowercase || $0 == "-" }) {
          group?.append(token)
        }
      }
    }
  }

  /// An upper-case name (`SHOW`, `N`) or example (`S01E02`) stands for a value.
  private static func isPlaceholder(_ token: String) -> Bool {
    guard let first = token.first, first.isUppercase else { return false }
    return token.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
  }
}
