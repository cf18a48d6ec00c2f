#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to a file descriptor in full, unbuffered: frames, progress bars, messages.
///
/// Text is written in the output's ``charset``: in a locale that is not UTF-8, the app's
/// symbols become ASCII look-alikes. Data (JSON) is written ``write(verbatim:)``, as it is.
public struct TerminalOutput: Sendable {
  /// Where the text goes.
  public let fileDescriptor: Int32
  /// What the reader's locale can show.
  public let charset: TerminalCharset

  /// Output to `fileDescriptor`, in `charset`.
  public init(fileDescriptor: Int32, charset: TerminalCharset = .utf8) {
    self.fileDescriptor = fileDescriptor
    self.charset = charset
  }

  /// The same descriptor, writing in `charset`.
  public func with(charset: TerminalCharset) -> TerminalOutput {
    TerminalOutput(fileDescriptor: fileDescriptor, charset: charset)
  }

  /// Standard output: data.
  public static let standardOutput = TerminalOutput(fileDescriptor: STDOUT_FILENO)
  /// Standard error: messages and progress.
  public static let standardError = TerminalOutput(fileDescriptor: STDERR_FILENO)

  /// Whether the descriptor is a terminal.
  public var isTerminal: Bool { isatty(fileDescriptor) == 1 }

  /// Writes `text` in the output's charset, retrying short writes and interrupted calls.
  ///
  /// - Throws: ``TerminalWriteError`` when the system refuses the write (a full disk, a closed
  ///   descriptor). A pipe whose reader has gone raises `SIGPIPE`, which ends the process
  ///   quietly, as command-line tools do.
  public func write(_ text: String) throws(TerminalWriteError) {
    try write(verbatim: charset.substitute(text))
  }

  /// Writes `text` as it is, in UTF-8, whatever the charset: data such as JSON, which is
  /// UTF-8 by definition and must not lose a character.
  public func write(verbatim text: String) throws(TerminalWriteError) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        // `buffer` is the array's storage; `offset < count` keeps the pointer in bounds.
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(fileDescriptor, base + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw TerminalWriteError(code: written < 0 ? errno : EIO) }
      offset += written
    }
  }

  /// Draws `lines` as a full screen: each line at its row, the rest of each row cleared, and
  /// the rows below the last line cleared.
  ///
  /// The frame is written in one call, so the terminal never shows half of it.
  public func drawFrame(_ lines: [String], rows: Int) throws(TerminalWriteError) {
    var frame = ANSI.hideCursor
    for row in 0..<rows {
      frame += ANSI.moveCursor(row: row + 1, column: 1)
      if row < lines.count { frame += charset.substitute(lines[row], preservingWidth: true) }
      frame += ANSI.reset + ANSI.clearToEndOfLine
    }
    try write(verbatim: frame)
  }
}

/// A write the system refused.
public struct TerminalWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `errno` of the failed write.
  public let code: Int32

  /// The error for `errno` `code`.
  public init(code: Int32) {
    self.code = code
  }

  /// The system's words for it: "No space left on device".
  public var description: String {
    String(cString: strerror(code))
  }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(descriptor, bytes, count)
  #else
    return Darwin.write(descriptor, bytes, count)
  #endif
}
