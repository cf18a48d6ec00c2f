#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal, in character cells.
public struct TerminalSize: Hashable, Sendable {
  /// Characters per line.
  public var columns: Int
  /// Lines.
  public var rows: Int

  /// A size of `columns` × `rows`.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size used when output is not a terminal: 80 × 24.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// The size of the terminal `fileDescriptor` is attached to (`ioctl(TIOCGWINSZ)`), or `nil`
  /// when it is not a terminal.
  public static func current(of fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
