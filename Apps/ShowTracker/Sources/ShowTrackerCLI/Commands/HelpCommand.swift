/// `showtracker help [COMMAND]`, and `help --man`: the manual page.
enum HelpCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) throws(CommandError) {
    if invocation[Options.man] {
      try console.print(verbatim: ManPage.roff(CommandSpec.all))
      return
    }
    guard let name = invocation.positionals.first else {
      try console.printHelp(MainHelp.text(width: console.helpWidth ?? 100))
      return
    }
    guard let spec = CommandSpec.named(name) else {
      throw .usage("unknown command '\(name)'", command: "help")
    }
    try console.printHelp(spec.help)
  }
}
