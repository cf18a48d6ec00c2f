#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal handler needs to give the terminal back: the saved attributes and the bytes
/// that leave the alternate screen.
///
/// A signal handler may only call async-signal-safe functions and must not allocate or take
/// locks, so this state lives in fixed globals that are written before the handlers are
/// installed and only read afterwards.
enum TerminalRestore {
  // Written once by `save` before any handler is installed, then only read: the handlers and
  // the main thread never write it concurrently.
  //
  // The saved attributes live in heap memory of `termios`'s own size and alignment, allocated
  // once by `save` (never in a handler) and never freed. A global `termios()` is not safe: the
  // compiler lays its constant initializer out as 57 bytes (up to the last `c_cc` byte, without
  // the speeds and padding), so copying the 60-byte struct into it overwrote the next global,
  // `isArmed` (AddressSanitizer: global-buffer-overflow at start of the interactive app).
  nonisolated(unsafe) private static var savedAttributes: UnsafeMutablePointer<termios>?
  /// The attributes of raw mode, set again when the process continues after a stop.
  nonisolated(unsafe) private static var rawAttributes: UnsafeMutablePointer<termios>?
  nonisolated(unsafe) private static var isArmed = false
  nonisolated(unsafe) private static var inputDescriptor: Int32 = STDIN_FILENO
  nonisolated(unsafe) private static var outputDescriptor: Int32 = STDOUT_FILENO

  /// "Show the cursor, reset styles, leave the alternate screen", as bytes in a fixed buffer.
  nonisolated(unsafe) private static var leaveSequence:
    (
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
    ) = (
      0x1B, 0x5B, 0x30, 0x6D,  // ESC [ 0 m
      0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x68,  // ESC [ ? 2 5 h
      0x1B, 0x5B, 0x3F, 0x31, 0x30, 0x34, 0x39, 0x6C,  // ESC [ ? 1 0 4 9 l
      0x0D, 0x0A  // CR LF
    )

  /// "Enter the alternate screen, hide the cursor, clear": taking the terminal again after a
  /// stop, as bytes in a fixed buffer.
  nonisolated(unsafe) private static var enterSequence:
    (
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8
    ) = (
      0x1B, 0x5B, 0x3F, 0x31, 0x30, 0x34, 0x39, 0x68,  // ESC [ ? 1 0 4 9 h
      0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x6C,  // ESC [ ? 2 5 l
      0x1B, 0x5B, 0x32, 0x4A  // ESC [ 2 J
    )

  /// Remembers the raw mode the session runs in, to set it again after a stop.
  static func saveRaw(_ attributes: termios) {
    let storage = rawAttributes ?? .allocate(capacity: 1)
    storage.initialize(to: attributes)
    rawAttributes = storage
  }

  /// Remembers the terminal's attributes so any exit path can restore them.
  static func save(_ attributes: termios, input: Int32, output: Int32) {
    let storage = savedAttributes ?? .allocate(capacity: 1)
    storage.initialize(to: attributes)  // `termios` is trivial: overwriting needs no deinit
    savedAttributes = storage
    inputDescriptor = input
    outputDescriptor = output
    isArmed = true
  }

  /// Stops restoring: the terminal is back to normal.
  static func disarm() {
    isArmed = false
  }

  /// Restores the saved attributes and leaves the alternate screen. Async-signal-safe.
  static func restoreNow() {
    guard isArmed, let savedAttributes else { return }
    isArmed = false
    _ = tcsetattr(inputDescriptor, TCSAFLUSH, savedAttributes)
    withUnsafeBytes(of: &leaveSequence) { bytes in
      _ = write(outputDescriptor, bytes.baseAddress, bytes.count)
    }
  }

  /// Stops the process as a shell's Ctrl-Z would, giving the terminal back first; when it is
  /// continued (`fg`: SIGCONT), takes the terminal again (raw mode, the alternate screen),
  /// sends the process SIGWINCH (the app draws again on it) and returns. Async-signal-safe:
  /// SIGTSTP's handler.
  static func suspend() {
    let wasArmed = isArmed
    restoreNow()
    _ = signal(SIGTSTP, SIG_DFL)
    // In the handler SIGTSTP is blocked: unblock it so that raising it stops the process now.
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &stop, nil)
    _ = raise(SIGTSTP)
    // Continued.
    _ = signal(SIGTSTP, suspendOnSignal)
    guard wasArmed, let rawAttributes else { return }
    _ = tcsetattr(inputDescriptor, TCSAFLUSH, rawAttributes)
    withUnsafeBytes(of: &enterSequence) { bytes in
      _ = write(outputDescriptor, bytes.baseAddress, bytes.count)
    }
    isArmed = true
    // Ask for the screen to be drawn again, now that it is cleared (the window may also have
    // changed size while stopped): the app's resize event.
    _ = kill(getpid(), SIGWINCH)
  }

  /// The signals after which the terminal must be restored: the ones that end the process by
  /// request (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and the ones of a crash (a Swift runtime trap
  /// is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS, `abort()` SIGABRT).
  static let handledSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE,
  ]

  /// Installs the handlers: each restores the terminal, then lets the signal do what it would
  /// have done (terminate, dump core) by re-raising it with the default action.
  ///
  /// The signals are also unblocked: a process can inherit a signal mask that blocks them
  /// (some process launchers do), and a blocked SIGTERM would never reach its handler.
  static func installSignalHandlers() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in handledSignals {
      _ = signal(signalNumber, restoreAndReraise)
      sigaddset(&signals, signalNumber)
    }
    _ = signal(SIGTSTP, suspendOnSignal)
    sigaddset(&signals, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    atexit(restoreAtExit)
  }

  /// Puts back the default actions.
  static func removeSignalHandlers() {
    for signalNumber in handledSignals + [SIGTSTP] {
      _ = signal(signalNumber, SIG_DFL)
    }
  }
}

/// SIGTSTP from outside (`kill -TSTP`; a Ctrl-Z key comes as a key in raw mode, and the app
/// raises this itself): stop with the terminal given back, take it again on SIGCONT.
private func suspendOnSignal(_ signalNumber: Int32) {
  TerminalRestore.suspend()
}

private func restoreAndReraise(_ signalNumber: Int32) {
  TerminalRestore.restoreNow()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
}

private func restoreAtExit() {
  TerminalRestore.restoreNow()
}
