/// A command: what it accepts, its help, and what runs it.
///
/// The command list (help, dispatch, usage errors) is ``all``: the feature registry's commands,
/// then the shell's own. A command is found by name and run through ``run``; there is no switch
/// to forget a case in.
struct CommandSpec: Sendable {
  let name: String
  /// A few words for the command list of `showtracker --help`.
  let brief: String
  /// The synopsis after `showtracker `: `search QUERY [--limit N]`.
  let usage: String
  /// One line for the command list.
  let summary: String
  /// The rest of the command's help, made when the help is shown: some is made from the feature
  /// registry, which no command needs to start.
  var details: String { makeDetails() }
  private let makeDetails: @Sendable () -> String
  /// The command's own options (on top of ``Invocation/globalOptions``).
  let options: Set<String>
  /// Which of ``options`` take no value.
  let flags: Set<String>
  /// Runs the command: parse its arguments, send actions, wait, render.
  let run: @MainActor @Sendable (Invocation, Console) async throws(CommandError) -> Void

  init(
    name: String, brief: String, usage: String, summary: String,
    details: @autoclosure @escaping @Sendable () -> String, options: Set<String>,
    flags: Set<String>,
    run: @escaping @MainActor @Sendable (Invocation, Console) async throws(CommandError) -> Void
  ) {
    self.name = name
    self.brief = brief
    self.usage = usage
    self.summary = summary
    self.makeDetails = details
    self.options = options
    self.flags = flags
    self.run = run
  }

  /// Throws a usage error for options the command does not take.
  func checkOptions(of invocation: Invocation) throws(CommandError) {
    if let unknown = invocation.unknownOptions.first {
      throw .usage("unknown option '\(unknown)'", command: name)
    }
    let allowed = options.union(Invocation.globalOptions)
    if let extra = invocation.options.subtracting(allowed).sorted().first {
      throw .usage("'\(extra)' is not an option of '\(name)'", command: name)
    }
  }

  /// The command's help, as `showtracker COMMAND --help` prints it.
  var help: String {
    """
    Usage: showtracker \(usage)

    \(summary)

    \(details)
    """
  }

  /// The shell's own commands, after the features' in the help.
  static let shellCommands: [CommandSpec] = [
    watch, unwatch, follow, unfollow, add, refresh, undo, redo, importing, export, check, backup,
    replay, preview, completions, helpCommand,
  ]

  /// Every command, in the order of the help: the features' (``Features/all``), then the
  /// shell's.
  static let all: [CommandSpec] = Features.all.compactMap(\.command) + shellCommands

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }
}
