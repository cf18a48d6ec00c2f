#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen session: raw mode, the alternate screen and a hidden cursor, undone on every
/// way out.
///
/// ```swift
/// let session = try TerminalSession.start()
/// defer { session.end() }
/// ```
///
/// The terminal is restored by ``end()``; when the process exits without it (`exit()`), by an
/// `atexit` handler; on SIGINT, SIGTERM, SIGHUP and SIGQUIT, and on a crash (SIGILL, SIGTRAP,
/// SIGABRT, SIGSEGV, SIGBUS, SIGFPE), by a signal handler that restores the saved attributes,
/// leaves the alternate screen, then re-raises the signal with its default action. SIGTSTP
/// (``suspend()``, or `kill -TSTP`) gives the terminal back, stops, and takes it again when
/// the process continues.
public final class TerminalSession: Sendable {
  private let input: Int32
  private let output: TerminalOutput

  private init(input: Int32, output: TerminalOutput) {
    self.input = input
    self.output = output
  }

  /// Why a session could not start.
  public enum StartError: Error, CustomStringConvertible {
    case notATerminal
    case attributes(errno: Int32)

    /// A sentence for the user.
    public var description: String {
      switch self {
      case .notATerminal: "standard input and output must be a terminal"
      case .attributes(let code):
        "cannot set the terminal's mode: \(String(cString: strerror(code)))"
      }
    }
  }

  /// Saves the terminal's attributes, switches to raw mode and the alternate screen, and
  /// installs the handlers that restore it.
  public static func start(
    input: Int32 = STDIN_FILENO, output: TerminalOutput = .standardOutput
  ) throws -> TerminalSession {
    guard isatty(input) == 1, output.isTerminal else { throw StartError.notATerminal }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { throw StartError.attributes(errno: errno) }
    TerminalRestore.save(original, input: input, output: output.fileDescriptor)
    TerminalRestore.installSignalHandlers()
    var raw = rawAttributes(from: original)
    TerminalRestore.saveRaw(raw)
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      let code = errno
      TerminalRestore.disarm()
      TerminalRestore.removeSignalHandlers()
      throw StartError.attributes(errno: code)
    }
    try? output.write(ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.clearScreen)
    return TerminalSession(input: input, output: output)
  }

  /// Stops the process as Ctrl-Z does in a shell (SIGTSTP), with the terminal given back in
  /// between: its saved attributes, the normal screen. When the shell continues it (`fg`),
  /// raw mode and the alternate screen come back, and ``TerminalEvents`` says so with a
  /// ``TerminalEvent/resized`` event (the session sends itself SIGWINCH): draw again then.
  ///
  /// The signal goes to the process, not to this thread: Swift concurrency's threads block
  /// SIGTSTP, so `raise` from one of them would leave it pending. A SIGTSTP sent from outside
  /// (`kill -TSTP`) does the same as this.
  public func suspend() {
    _ = kill(getpid(), SIGTSTP)
  }

  /// Gives the terminal back: its saved attributes, the normal screen, a visible cursor.
  /// Calling it again does nothing.
  public func end() {
    TerminalRestore.restoreNow()
    TerminalRestore.removeSignalHandlers()
  }

  /// The attributes of raw mode: no echo, no line editing, no signals from keys (Ctrl-C
  /// arrives as a key), no output processing; `read` returns after one byte.
  private static func rawAttributes(from original: termios) -> termios {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return raw
  }
}
