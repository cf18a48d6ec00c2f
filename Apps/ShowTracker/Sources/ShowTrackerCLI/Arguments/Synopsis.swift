/// One piece of a command's synopsis: what the command takes, declared once as data. The usage
/// line, the help's option rows, the parser's list of options, the shell completions and the man
/// page are all made from a command's ``CommandSpec/synopsis``.
///
/// ```swift
/// synopsis: [
///   .argument(.query),
///   .option(SearchCommand.limit, "at most N results (1–500, default 25)"),
///   .option(Options.json, "the results as JSON"),
/// ]
/// // search QUERY [--limit N] [--json]
/// ```
///
/// A choice of subcommands reads `.choice([.subcommand("add", [.argument(.show)]), …])`,
/// `(add SHOW | remove SHOW)`: its words complete the first argument and SHOW the second.
enum Synopsis: Sendable {
  /// A positional argument: `SHOW`.
  case argument(Placeholder)
  /// A positional argument that may be left out: `[FILE]`.
  case optionalArgument(Placeholder)
  /// A literal word, in a choice: `tvmaze`.
  case word(String)
  /// An option and its help; `[--limit N]` on its own, `--season N` in a choice.
  case option(OptionSyntax, help: String)
  /// Exactly one of these: `(S01E02 | --season N | --all)`.
  case choice([Synopsis])
  /// At most one of these: `[--json | --ics]`.
  case optionalChoice([Synopsis])
  /// A word and what follows it, in a choice: `add SHOW`.
  case subcommand(String, [Synopsis])

  /// A flag and its help.
  static func option(_ flag: Flag, _ help: String) -> Synopsis {
    .option(flag.syntax, help: help)
  }

  /// An option with a value and its help.
  static func option<Value>(_ option: Option<Value>, _ help: String) -> Synopsis {
    .option(option.syntax, help: help)
  }

  /// How the usage line writes it; `alone` when it is not inside a choice.
  func text(alone: Bool) -> String {
    switch self {
    case .argument(let placeholder): placeholder.name
    case .optionalArgument(let placeholder): "[" + placeholder.name + "]"
    case .word(let word): word
    case .option(let option, _): alone ? "[" + option.synopsis + "]" : option.synopsis
    case .choice(let items):
      "(" + items.map { $0.text(alone: false) }.joined(separator: " | ") + ")"
    case .optionalChoice(let items):
      "[" + items.map { $0.text(alone: false) }.joined(separator: " | ") + "]"
    case .subcommand(let word, let items):
      ([word] + items.map { $0.text(alone: true) }).joined(separator: " ")
    }
  }

  /// Every option it names, with its help, in order.
  var options: [(syntax: OptionSyntax, help: String)] {
    switch self {
    case .argument, .optionalArgument, .word: []
    case .option(let option, let help): [(option, help)]
    case .choice(let items), .optionalChoice(let items), .subcommand(_, let items):
      items.flatMap(\.options)
    }
  }

  /// The positional arguments it stands for, in order, by what each may be: a choice of words
  /// is one argument, and the alternatives of a choice are merged position by position.
  var arguments: [Placeholder.Kind] {
    switch self {
    case .argument(let placeholder), .optionalArgument(let placeholder): [placeholder.kind]
    case .word(let word): [.words([word])]
    case .option: []
    case .subcommand(let word, let items): [.words([word])] + Self.arguments(of: items)
    case .choice(let items), .optionalChoice(let items):
      items.map(\.arguments).reduce([]) { merged, next in
        (0..<max(merged.count, next.count)).map { index in
          guard index < merged.count else { return next[index] }
          guard index < next.count else { return merged[index] }
          return Self.merge(merged[index], next[index])
        }
      }
    }
  }

  /// The positional arguments of a sequence of pieces.
  static func arguments(of items: [Synopsis]) -> [Placeholder.Kind] {
    items.flatMap(\.arguments)
  }

  /// One argument that may be either: words join; else the first that completes.
  private static func merge(_ first: Placeholder.Kind, _ second: Placeholder.Kind)
    -> Placeholder.Kind
  {
    switch (first, second) {
    case (.words(let one), .words(let other)): .words(one + other.filter { !one.contains($0) })
    case (.other, _): second
    default: first
    }
  }
}
