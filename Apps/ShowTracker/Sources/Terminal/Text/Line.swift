/// One line of a screen: styled spans that fit a width.
///
/// Front ends build lines; the app shell renders them with or without colour:
///
/// ```swift
/// let line = Line("Breaking Bad", .bold) + Line("  2008–2013", .dim)
/// line.fitted(to: 20).rendered(colors: false)  // "Breaking Bad  2008–…"
/// ```
public struct Line: Hashable, Sendable {
  /// The spans, in order; none is empty.
  public private(set) var spans: [Span]

  /// An empty line.
  public init() {
    self.spans = []
  }

  /// A line of one span.
  public init(_ text: String, _ style: Style = .plain) {
    self.spans = text.isEmpty ? [] : [Span(text, style)]
  }

  /// A line of `spans`; empty spans are dropped.
  public init(spans: [Span]) {
    self.spans = spans.filter { !$0.text.isEmpty }
  }

  /// The columns the line takes.
  public var width: Int { spans.reduce(0) { $0 + $1.width } }

  /// The text without styles.
  public var plainText: String {
    var text = ""
    for span in spans { text += span.text }
    return text
  }

  /// Appends `text` in `style`.
  public mutating func append(_ text: String, _ style: Style = .plain) {
    guard !text.isEmpty else { return }
    spans.append(Span(text, style))
  }

  /// The spans of `lhs`, then those of `rhs`.
  public static func + (lhs: Line, rhs: Line) -> Line {
    var result = lhs
    result += rhs
    return result
  }

  /// Appends the spans of `rhs` in place.
  public static func += (lhs: inout Line, rhs: Line) {
    lhs.spans.append(contentsOf: rhs.spans)  // neither holds an empty span
  }

  /// The line cut to `width` columns (ending in `…` when cut); with `padded`, also filled with
  /// spaces to exactly `width`, in the style of the last span (so a reversed row reverses to
  /// the edge).
  public func fitted(to width: Int, padded: Bool = false, padStyle: Style? = nil) -> Line {
    var result = Line()
    if self.width <= width {
      result = self
    } else if width > 0 {
      // Keep what fits in all but one column, then mark the cut with "…" in the style of the
      // span it fell in.
      var budget = width - 1
      for span in spans {
        let kept = DisplayWidth.prefix(of: span.text, columns: budget)
        if kept.utf8.count < span.text.utf8.count {  // `kept` is a prefix of the text
          result.append(DisplayWidth.markingCut(kept), span.style)
          break
        }
        result.append(kept, span.style)
        budget -= DisplayWidth.of(kept)
      }
    }
    let remaining = width - result.width
    if padded, remaining > 0 {
      result.append(
        String(" ", repeated: remaining), padStyle ?? spans.last?.style ?? .plain)
    }
    return result
  }

  /// The line as terminal text: with `colors`, each span wrapped in its SGR sequence and a
  /// reset; without, the plain text with no trailing spaces (padding shows only in colour,
  /// where a reversed row runs to the edge).
  public func rendered(colors: Bool) -> String {
    guard colors else {
      // Trailing spaces are cut by bytes: the first of them starts a character.
      let text = plainText
      guard let last = text.utf8.lastIndex(where: { $0 != 0x20 }) else { return "" }
      return String(text[..<text.utf8.index(after: last)])
    }
    return spans.map { span in
      let start = span.style.escapeSequence
      return start.isEmpty ? span.text : start + span.text + ANSI.reset
    }.joined()
  }
}
