import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that text is appended to, created if missing (`--record`, the frame log): each
/// ``write(_:)`` goes whole to the end of the file, retried as ``TerminalOutput`` retries.
@MainActor
final class AppendedFile {
  private let descriptor: Int32
  private let output: TerminalOutput

  /// Opens `path` for appending, creating it if it does not exist readable by its owner only
  /// (0600: a recording is a whole viewing history); an existing file keeps its mode.
  ///
  /// - Throws: The system's reason it cannot, as ``TerminalWriteError``.
  init(path: String) throws(TerminalWriteError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw TerminalWriteError(code: errno) }
    self.descriptor = descriptor
    self.output = TerminalOutput(fileDescriptor: descriptor)
  }

  isolated deinit {
    close(descriptor)
  }

  /// Appends `text`, in UTF-8, as it is.
  func write(_ text: String) throws(TerminalWriteError) {
    try output.write(verbatim: text)
  }
}
