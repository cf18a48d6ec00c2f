/// A placeholder for a value on the command line: its name in the usage line (`SHOW`, `N`) and
/// what it is, as far as completing it goes.
struct Placeholder: Hashable, Sendable {
  /// What a value is, for the shell completions.
  enum Kind: Hashable, Sendable {
    /// A show's id or title: completed from the library's titles.
    case show
    /// A file: completed from the file system.
    case file
    /// A feature's name (`preview`).
    case feature
    /// A command's name (`help`).
    case command
    /// One of these words (`--sort activity|title|progress`).
    case words([String])
    /// Anything else (a number, a date, a query, an episode code): not completed.
    case other
  }

  /// The name the usage line and the help show: `SHOW`, `N`, `S01E02`.
  let name: String
  let kind: Kind

  init(_ name: String, _ kind: Kind = .other) {
    self.name = name
    self.kind = kind
  }
}

/// An option as the parser, the usage line and the completions see it: its name, its short
/// alias and the value it takes (`nil`: a flag). Made from a ``Flag`` or an ``Option``.
struct OptionSyntax: Hashable, Sendable {
  let name: String
  /// A one-letter alias (`-h`), if there is one.
  let short: String?
  /// The value it takes; `nil` for a flag.
  let value: Placeholder?

  /// The option as the usage line writes it: `--limit N`, `--json`, `--sort activity|title`.
  var synopsis: String {
    guard let value else { return name }
    if case .words(let words) = value.kind { return name + " " + words.joined(separator: "|") }
    return name + " " + value.name
  }

  /// The option as the help's option rows write it: `--sort ORDER`, `-h, --help`.
  var term: String {
    let long = value.map { name + " " + $0.name } ?? name
    return short.map { $0 + ", " + long } ?? long
  }
}

/// An option that takes no value: present or not.
///
/// Every flag is declared once, in `Options.swift`; a command reads it through the declaration:
///
/// ```swift
/// if invocation[Options.json] { … }
/// ```
struct Flag: Hashable, Sendable, CustomStringConvertible {
  let syntax: OptionSyntax

  init(_ name: String, short: String? = nil) {
    syntax = OptionSyntax(name: name, short: short, value: nil)
  }

  /// `--json`: the name, so messages quote the declaration.
  var description: String { syntax.name }
}

/// An option that takes a value of type `Value`, read (and checked) from its text.
///
/// Every option is declared once, in `Options.swift`; a command reads the typed value through
/// the declaration, and a value that does not read is a usage error naming the option:
///
/// ```swift
/// let limit: Int? = try invocation[Options.limit(in: 1...500)]
/// // showtracker search: --limit must be a whole number from 1 to 500, not '0'
/// ```
struct Option<Value: Sendable>: Sendable, CustomStringConvertible {
  let syntax: OptionSyntax
  /// Reads the value's text, or says why it does not read (without the option's name).
  private let read: @Sendable (String) -> Result<Value, Reason>

  /// Why a value did not read: the words after the option's name ("must be a whole number…").
  struct Reason: Error {
    let words: String
  }

  init(
    _ name: String, _ value: Placeholder,
    read: @escaping @Sendable (String) -> Result<Value, Reason>
  ) {
    syntax = OptionSyntax(name: name, short: nil, value: value)
    self.read = read
  }

  /// `--limit`: the name, so messages quote the declaration.
  var description: String { syntax.name }

  /// The value of `text`, or a usage error of `command` naming the option.
  func value(of text: String, command: String?) throws(CommandError) -> Value {
    switch read(text) {
    case .success(let value): return value
    case .failure(let reason): throw .usage("\(syntax.name) \(reason.words)", command: command)
    }
  }

  /// The value of `text`, or why it does not read: what a web page's query field that means
  /// the same as this option (`page` for `--page`) is checked with, so both take the same values.
  func parse(_ text: String) -> Result<Value, Reason> {
    read(text)
  }
}

extension Option where Value == String {
  /// An option whose value is its text, as given.
  init(_ name: String, _ value: Placeholder) {
    self.init(name, value) { .success($0) }
  }
}

extension Option where Value == Int {
  /// An option whose value is a whole number in `range`.
  static func integer(_ name: String, _ value: Placeholder, in range: ClosedRange<Int>) -> Self {
    Option(name, value) { text in
      guard let number = Int(text), range.contains(number) else {
        return .failure(
          Reason(
            words:
              "must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
          ))
      }
      return .success(number)
    }
  }
}

extension Option {
  /// An option whose value is one of `Value`'s cases, by raw value; the usage line lists them.
  static func choice(_ name: String, _ placeholder: String) -> Self
  where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    let words = Value.allCases.map(\.rawValue)
    return Option(name, Placeholder(placeholder, .words(words))) { text in
      guard let value = Value(rawValue: text) else {
        let list = words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
        return .failure(Reason(words: "takes \(list), not '\(text)'"))
      }
      return .success(value)
    }
  }
}
