/// `showtracker help [COMMAND]`.
enum HelpCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) throws(CommandError) {
    try CommandSpec.helpCommand.checkOptions(of: invocation)
    guard let name = invocation.positionals.first else {
      try console.print(MainHelp.text)
      return
    }
    guard let spec = CommandSpec.named(name) else {
      throw .usage("unknown command '\(name)'", command: "help")
    }
    try console.print(spec.help)
  }
}
