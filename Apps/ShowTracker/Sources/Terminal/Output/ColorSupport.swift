/// Decides whether output gets colour: only on a terminal, never with `NO_COLOR`.
///
/// ```swift
/// let colors = ColorSupport.isEnabled(
///   environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
/// ```
public enum ColorSupport {
  /// Whether to colour output written to a stream.
  ///
  /// - Parameters:
  ///   - environment: `NO_COLOR` set to anything but "" turns colour off (https://no-color.org),
  ///     and so does `TERM=dumb`.
  ///   - isTerminal: Whether the stream is a terminal; pipes and files never get colour.
  public static func isEnabled(environment: [String: String], isTerminal: Bool) -> Bool {
    guard isTerminal else { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }
}
