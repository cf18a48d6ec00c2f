/// A run of text in one ``Style``.
///
/// > Important: A span's text is always passed through ``sanitize(_:)``: whatever a front end
/// > puts in a span, no control character reaches the terminal.
public struct Span: Hashable, Sendable {
  /// The text, already sanitized.
  public let text: String
  /// How the text looks.
  public let style: Style

  /// A span of `text` (sanitized) in `style`.
  public init(_ text: String, _ style: Style = .plain) {
    self.text = sanitize(text)
    self.style = style
    self.width = DisplayWidth.of(self.text)
  }

  /// The columns the span takes.
  public let width: Int
}
