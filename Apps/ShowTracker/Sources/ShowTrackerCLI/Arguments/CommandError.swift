import Terminal

/// Why a command stopped, and so its exit status.
enum CommandError: Error, Equatable {
  /// The command line is wrong: exit 2, with a hint on how to write it.
  case usage(String, command: String?)
  /// The command could not do its work: exit 1.
  case failure(String)

  /// The error with control characters in its message made harmless, line by line.
  var sanitized: CommandError {
    func clean(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { sanitize(String($0)) }.joined(separator: "\n")
    }
    switch self {
    case .usage(let message, let command): return .usage(clean(message), command: command)
    case .failure(let message): return .failure(clean(message))
    }
  }

  var exitCode: Int32 {
    switch self {
    case .usage: 2
    case .failure: 1
    }
  }
}

/// The exit statuses of `showtracker`.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 2
}
