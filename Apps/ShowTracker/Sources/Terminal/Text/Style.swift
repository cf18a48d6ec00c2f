/// How a span of text looks: a colour and a few attributes, written as one ANSI SGR sequence.
///
/// Styles are only ever applied by ``Line/rendered(colors:)``; with colours off they vanish, so
/// the same front end draws plain text into pipes, snapshots and `NO_COLOR` terminals.
public struct Style: Hashable, Sendable {
  /// A foreground colour of the 16-colour palette every terminal has.
  public enum Color: Int, Hashable, Sendable {
    case red = 31
    case green = 32
    case yellow = 33
    case blue = 34
    case magenta = 35
    case cyan = 36
    case gray = 90
  }

  /// The foreground colour, or the terminal's own.
  public var color: Color?
  /// Bold (SGR 1).
  public var isBold = false
  /// Dim, for secondary text (SGR 2).
  public var isDim = false
  /// Underlined (SGR 4).
  public var isUnderlined = false
  /// Reversed video, for the selected row (SGR 7).
  public var isReversed = false

  /// A style with the given colour and attributes.
  public init(
    color: Color? = nil, bold: Bool = false, dim: Bool = false, underline: Bool = false,
    reverse: Bool = false
  ) {
    self.color = color
    self.isBold = bold
    self.isDim = dim
    self.isUnderlined = underline
    self.isReversed = reverse
  }

  /// No styling.
  public static let plain = Style()
  /// Bold text.
  public static let bold = Style(bold: true)
  /// Dim text.
  public static let dim = Style(dim: true)
  /// Reversed text.
  public static let reversed = Style(reverse: true)

  /// This style with `color`.
  public func with(color: Color) -> Style {
    var style = self
    style.color = color
    return style
  }

  /// This style, reversed (for the selected row).
  public var reversed: Style {
    var style = self
    style.isReversed = true
    return style
  }

  /// The SGR sequence that turns this style on, or "" for ``plain``.
  var escapeSequence: String {
    var codes: [Int] = []
    if isBold { codes.append(1) }
    if isDim { codes.append(2) }
    if isUnderlined { codes.append(4) }
    if isReversed { codes.append(7) }
    if let color { codes.append(color.rawValue) }
    guard !codes.isEmpty else { return "" }
    return ANSI.csi + codes.map(String.init).joined(separator: ";") + "m"
  }
}
