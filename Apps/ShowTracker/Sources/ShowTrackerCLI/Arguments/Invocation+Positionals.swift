/// The positional arguments as a command reads them, with the usage errors every command words
/// the same way ("missing SHOW", "unexpected argument 'x'"):
///
/// ```swift
/// let file = try invocation.positional(0, missing: "FILE", command: spec.name)
/// try invocation.rejectPositionals(after: 1, command: spec.name)
/// ```
extension Invocation {
  /// The hint of the commands whose argument is a show's title.
  static let quoteTitle = "quote a title with spaces"

  /// Positional argument `index` (from 0); a usage error of `command` saying "missing" and
  /// `what` when there is none, or when it is empty and `allowingEmpty` is false.
  func positional(
    _ index: Int, missing what: String, command: String, allowingEmpty: Bool = true
  ) throws(CommandError) -> String {
    guard positionals.indices.contains(index), allowingEmpty || !positionals[index].isEmpty
    else { throw .usage("missing \(what)", command: command) }
    return positionals[index]
  }

  /// A usage error of `command` naming the first positional argument past the first `count`
  /// ("unexpected argument 'x'", then `hint` in parentheses), when there is one.
  func rejectPositionals(
    after count: Int, command: String?, hint: String? = nil
  ) throws(CommandError) {
    guard positionals.count > count else { return }
    let message = "unexpected argument '\(positionals[count])'"
    throw .usage(hint.map { "\(message) (\($0))" } ?? message, command: command)
  }
}
