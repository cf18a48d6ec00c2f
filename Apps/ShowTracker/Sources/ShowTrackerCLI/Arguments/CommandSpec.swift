/// What a command accepts, and its help.
struct CommandSpec: Sendable {
  let name: String
  /// A few words for the command list of `showtracker --help`.
  let brief: String
  /// The synopsis after `showtracker `: `search QUERY [--limit N]`.
  let usage: String
  /// One line for the command list.
  let summary: String
  /// The rest of the command's help.
  let details: String
  /// The command's own options (on top of ``Invocation/globalOptions``).
  let options: Set<String>

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

  static let all: [CommandSpec] = [
    search, show, watch, unwatch, history, undo, redo, importing, export, replay, preview,
    helpCommand,
  ]

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }
}
