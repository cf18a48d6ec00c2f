import Terminal

/// Why a command stopped, and so its exit status.
enum CommandError: Error, Equatable {
  /// The command line is wrong: exit 2, with a hint on how to write it.
  case usage(String, command: String?)
  /// The command could not do its work: exit 1.
  case failure(String)

  /// The error with its message made one harmless line: a message is one line of words, so
  /// a line break in it comes from the data it quotes (an argument, a file name, a JSON key)
  /// and is shown as `\n`; other controls become visible stand-ins (see `sanitizeToOneLine`).
  var sanitized: CommandError {
    switch self {
    case .usage(let message, let command):
      return .usage(sanitizeToOneLine(message), command: command)
    case .failure(let message):
      return .failure(sanitizeToOneLine(message))
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
