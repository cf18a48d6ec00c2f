/// The SHOW argument of `show`, `watch` and `unwatch`.
enum ShowArgument {
  /// The one positional argument, SHOW.
  static func single(_ invocation: Invocation, command: String) throws(CommandError) -> String {
    guard let show = invocation.positionals.first, !show.isEmpty else {
      throw .usage("missing SHOW", command: command)
    }
    guard invocation.positionals.count == 1 else {
      throw .usage(
        "unexpected argument '\(invocation.positionals[1])' (quote a title with spaces)",
        command: command)
    }
    return show
  }
}
