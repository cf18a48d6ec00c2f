/// A key the user pressed, decoded from the bytes a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character, as typed (case and all).
  case character(Character)
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  case enter
  case tab
  /// Shift-Tab.
  case backTab
  case escape
  case backspace
  case delete
  /// Control and a letter: `.control("c")` is Ctrl-C.
  case control(Character)
  /// A sequence the decoder does not know.
  case unknown

  /// Ctrl-C: in raw mode the terminal sends it as a key, not a signal.
  public static let interrupt = Key.control("c")
}
