/// The escape sequences the app writes. Nothing else in the app writes raw escapes.
public enum ANSI {
  /// Control Sequence Introducer.
  static let csi = "\u{1B}["
  /// Turns every style off.
  public static let reset = csi + "0m"
  /// Switches to the alternate screen, so quitting gives back the shell's screen as it was.
  public static let enterAlternateScreen = csi + "?1049h"
  /// Switches back from the alternate screen.
  public static let leaveAlternateScreen = csi + "?1049l"
  /// Hides the cursor while the app draws.
  public static let hideCursor = csi + "?25l"
  /// Shows the cursor again.
  public static let showCursor = csi + "?25h"
  /// Clears the whole screen.
  public static let clearScreen = csi + "2J"
  /// Clears from the cursor to the end of its line.
  public static let clearToEndOfLine = csi + "K"
  /// Clears the cursor's line and returns to its first column (for a progress bar on stderr).
  public static let clearLine = "\r" + csi + "2K"

  /// Moves the cursor to `row` and `column`, both from 1.
  public static func moveCursor(row: Int, column: Int) -> String {
    csi + "\(row);\(column)H"
  }
}
