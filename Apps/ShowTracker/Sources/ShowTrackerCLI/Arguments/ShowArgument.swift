/// The SHOW argument of `show`, `watch` and `unwatch`.
enum ShowArgument {
  /// The one positional argument, SHOW.
  static func single(_ invocation: Invocation, command: String) throws(CommandError) -> String {
    let show = try invocation.positional(
      0, missing: "SHOW", command: command, allowingEmpty: false)
    try invocation.rejectPositionals(after: 1, command: command, hint: Invocation.quoteTitle)
    return show
  }
}
