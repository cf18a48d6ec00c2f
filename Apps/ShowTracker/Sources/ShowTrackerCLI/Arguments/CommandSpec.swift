/// A command: what it accepts, its help, and what runs it.
///
/// The command list (help, dispatch, usage errors) is ``all``: the feature registry's commands,
/// then the shell's own. A command is found by name and run through ``run``; there is no switch
/// to forget a case in.
struct CommandSpec: Sendable {
  let name: String
  /// A few words for the command list of `showtracker --help`.
  let brief: String
  /// What the command takes, declared once: its arguments, subcommands and options, each option
  /// with its help. The usage line, the help's option rows, the parser, the completions and the
  /// man page are made from it.
  let synopsis: [Synopsis]
  /// The synopsis after `showtracker `, as the usage line writes it:
  /// `search QUERY [--limit N] [--json]`.
  let usage: String
  /// One line for the command list.
  let summary: String
  /// The rest of the command's help, before its options, made when the help is shown: some is
  /// made from the feature registry, which no command needs to start.
  var details: String { makeDetails() }
  private let makeDetails: @Sendable () -> String
  /// The options the synopsis names (some, like `--json`, are also ``Options/global``).
  let options: [OptionSyntax]
  /// Runs the command: parse its arguments, send actions, wait, render. The dispatch has
  /// checked its options and, for a command that takes none, its arguments
  /// (``checkOptions(of:)``, ``checkArguments(of:)``) before.
  let run: @MainActor @Sendable (Invocation, Console) async throws(CommandError) -> Void

  init(
    name: String, brief: String, synopsis: [Synopsis], summary: String,
    details: @autoclosure @escaping @Sendable () -> String,
    run: @escaping @MainActor @Sendable (Invocation, Console) async throws(CommandError) -> Void
  ) {
    self.name = name
    self.brief = brief
    self.synopsis = synopsis
    self.usage = ([name] + synopsis.map { $0.text(alone: true) }).joined(separator: " ")
    self.summary = summary
    self.makeDetails = details
    self.options = synopsis.flatMap(\.options).map(\.syntax)
    self.run = run
  }

  /// What each positional argument is, in order (for the completions).
  var arguments: [Placeholder.Kind] { Synopsis.arguments(of: synopsis) }

  /// Throws a usage error for options the command does not take; an unknown option close to
  /// one it takes (`--limt`) says which: `unknown option '--limt' (did you mean --limit?)`.
  func checkOptions(of invocation: Invocation) throws(CommandError) {
    if let unknown = invocation.unknownOptions.first {
      throw .usage(
        Self.unknownOption(unknown, among: options + Options.globalSyntax), command: name)
    }
    let allowed = Set((options + Options.globalSyntax).map(\.name))
    if let extra = invocation.options.subtracting(allowed).sorted().first {
      throw .usage("'\(extra)' is not an option of '\(name)'", command: name)
    }
  }

  /// Throws a usage error for an argument given to a command whose synopsis takes none.
  func checkArguments(of invocation: Invocation) throws(CommandError) {
    if arguments.isEmpty { try invocation.rejectPositionals(after: 0, command: name) }
  }

  /// The reason for an unknown option: its name, and the one of `options` it is a typo of, if
  /// one is within two edits (and not half its length).
  static func unknownOption(_ argument: String, among options: [OptionSyntax]) -> String {
    let given = String(argument.prefix { $0 != "=" })
    let closest = options.map(\.name).map { (name: $0, distance: editDistance(given, $0)) }
      .filter { $0.distance <= min(2, given.count / 2) }
      .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
    return "unknown option '\(argument)'" + (closest.map { " (did you mean \($0.name)?)" } ?? "")
  }

  /// The edits (a character inserted, removed or replaced) that make `one` into `other`.
  private static func editDistance(_ one: String, _ other: String) -> Int {
    let other = Array(other)
    var previous = Array(0...other.count)
    for (index, character) in one.enumerated() {
      var current = [index + 1]
      for (column, otherCharacter) in other.enumerated() {
        current.append(
          min(
            previous[column + 1] + 1, current[column] + 1,
            previous[column] + (character == otherCharacter ? 0 : 1)))
      }
      previous = current
    }
    return previous[other.count]
  }

  /// The help after the summary: the details, then the options with their help.
  var helpBody: String {
    let rows = synopsis.flatMap(\.options).map { (term: $0.syntax.term, help: $0.help) }
    return [details, rows.isEmpty ? "" : "Options:\n" + HelpText.rows(rows)]
      .filter { !$0.isEmpty }.joined(separator: "\n\n")
  }

  /// The command's help, as `showtracker COMMAND --help` prints it.
  var help: String {
    """
    Usage: showtracker \(usage)

    \(summary)

    \(helpBody)
    """
  }

  /// The shell's own commands, after the features' in the help.
  static let shellCommands: [CommandSpec] = [
    watch, unwatch, follow, unfollow, rate, add, refresh, undo, redo, importing, export, check,
    backup,
    serve, hooks, replay, preview, completions, helpCommand,
  ]

  /// Every command, in the order of the help: the features' (``Features/all``), then the
  /// shell's.
  static let all: [CommandSpec] = Features.all.map(\.command) + shellCommands

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }
}
