/// A command line, split into a command, its positional arguments, options with values and
/// flags. Parsed by hand: options may come before or after the command, `--name=value` and
/// `--name value` both work, `--` ends the options, and `-` is an argument (standard input).
///
/// ```swift
/// let invocation = try Invocation.parse(
///   ["history", "--limit", "5", "--json"], commands: CommandSpec.all)
/// invocation.command        // "history"
/// invocation.value("--limit") // "5"
/// invocation.has("--json")  // true
/// ```
struct Invocation: Equatable {
  var command: String?
  var positionals: [String] = []
  private(set) var values: [String: String] = [:]
  private(set) var flags: Set<String> = []
  /// Options no command knows, kept to report once the command is known.
  private(set) var unknownOptions: [String] = []

  /// Options every command accepts that take a value.
  static let globalValueOptions: Set<String> = ["--db", "--record"]
  /// Options every command accepts that take none.
  static let globalFlags: Set<String> = ["--json", "--help", "--version"]
  /// Options every command accepts.
  static let globalOptions = globalValueOptions.union(globalFlags)
  private static let aliases = ["-h": "--help", "-V": "--version"]

  func value(_ option: String) -> String? { values[option] }
  func has(_ flag: String) -> Bool { flags.contains(flag) }
  /// Every option given, with and without a value.
  var options: Set<String> { flags.union(values.keys) }

  /// Parses `arguments`, knowing the options of `commands` (which take a value, which not).
  static func parse(
    _ arguments: [String], commands: [CommandSpec]
  ) throws(CommandError) -> Invocation {
    var flagOptions = globalFlags
    var valueOptions = globalValueOptions
    for command in commands {
      flagOptions.formUnion(command.flags)
      valueOptions.formUnion(command.options.subtracting(command.flags))
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
        if let inlineValue {
          invocation.values[name] = inlineValue
        } else if index < arguments.count {
          invocation.values[name] = arguments[index]
          index += 1
        } else {
          throw .usage("\(name) needs a value", command: invocation.command)
        }
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
