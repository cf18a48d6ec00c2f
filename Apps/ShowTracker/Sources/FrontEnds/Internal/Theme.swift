import Terminal

/// The styles of the front ends, in one place.
enum Theme {
  static let heading = Style(bold: true)
  static let secondary = Style(dim: true)
  static let failure = Style(color: .red)
  static let watched = Style(color: .green)
  static let accent = Style(color: .cyan)
  static let barFilled = Style(color: .green)
  static let barEmpty = Style(dim: true)
  static let selectedTab = Style(bold: true, reverse: true)

  /// The two columns before a row: "› " when selected.
  static func marker(isSelected: Bool) -> Line {
    Line(isSelected ? "› " : "  ", isSelected ? Style(color: .cyan, bold: true) : .plain)
  }

  /// A selected row: reversed, and padded to the edge so the highlight is a full bar.
  static func selectedRow(_ line: Line, width: Int) -> Line {
    Line(spans: line.spans.map { Span($0.text, $0.style.reversed) })
      .fitted(to: width, padded: true, padStyle: .reversed)
  }
}
