/// A command line, split into a command, its positional arguments, options with values and
/// flags. Parsed by hand: options may come before or after the command, `--name=value` and
/// `--name value` both work, `--` ends the options, and `-` is an argument (standard input).
/// Which options take a value is read from the commands' declarations (``CommandSpec/options``,
/// ``Options/global``), and a command reads its options through them:
///
/// ```swift
/// let invocation = try Invocation.parse(
///   ["history", "--limit", "5", "--json"], commands: CommandSpec.all)
/// invocation.command                                   // "history"
/// try invocation[Options.limit(in: 1...500)]           // 5
/// invocation[Options.json]                             // true
/// ```
struct Invocation: Equatable {
  var command: String?
  var positionals: [String] = []
  private var values: [String: String] = [:]
  /// Every value of each option, in order: what a repeatable option (`hooks --user`) reads.
  private var everyValue: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// Options no command knows, kept to report once the command is known.
  private(set) var unknownOptions: [String] = []

  /// Whether the flag was given.
  subscript(flag: Flag) -> Bool { flags.contains(flag.syntax.name) }

  /// The option's value, read as its declaration says, when it was given.
  ///
  /// - Throws: A usage error naming the option and the command when the value does not read.
  subscript<Value>(option: Option<Value>) -> Value? {
    get throws(CommandError) {
      try values[option.syntax.name].map { (text) throws(CommandError) in
        try option.value(of: text, command: command)
      }
    }
  }

  /// Every value the option was given, in order (`--user anna --user ben`), each read as its
  /// declaration says: for an option that may be repeated. The subscript reads the last.
  ///
  /// - Throws: A usage error naming the option and the command when a value does not read.
  func all<Value>(_ option: Option<Value>) throws(CommandError) -> [Value] {
    var read: [Value] = []
    for text in everyValue[option.syntax.name] ?? [] {
      read.append(try option.value(of: text, command: command))
    }
    return read
  }

  /// Every option given, with and without a value.
  var options: Set<String> { flags.union(values.keys) }

  /// Parses `arguments`, knowing the options of `commands` (which take a value, which not).
  static func parse(
    _ arguments: [String], commands: [CommandSpec]
  ) throws(CommandError) -> Invocation {
    var flagOptions: Set<String> = []
    var valueOptions: Set<String> = []
    var aliases: [String: String] = [:]
    for option in Options.globalSyntax + commands.flatMap(\.options) {
      if option.value == nil {
        flagOptions.insert(option.name)
      } else {
        valueOptions.insert(option.name)
      }
      if let short = option.short { aliases[short] = option.name }
    }
    var invocation = Invocation()
    var index = 0
    var optionsEnded = false
    func take(_ argument: String) {
      if invocation.command == nil {
        invocation.command = argument
      } else {
        invocation.positionals.append(argument)
      }
    }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
        take(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      // Everything after the first `=` is the value: `--db=lib/a=b.sqlite`, and `--db=` is
      // an empty one (not the next argument).
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      let name = aliases[parts[0]] ?? parts[0]
      let inlineValue = parts.count > 1 ? parts[1] : nil
      if valueOptions.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw .usage("\(name) needs a value", command: invocation.command)
        }
        invocation.values[name] = value
        invocation.everyValue[name, default: []].append(value)
      } else if flagOptions.contains(name) {
        guard inlineValue == nil else {
          throw .usage("\(name) takes no value", command: invocation.command)
        }
        invocation.flags.insert(name)
      } else {
        invocation.unknownOptions.append(argument)
      }
    }
    return invocation
  }
}
