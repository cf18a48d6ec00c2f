/// Which rows of a list fit in a height, keeping the selected row in view.
enum ListWindow {
  /// The rows to draw: all of them without a height; else `height` rows around `selection`,
  /// the selected row as low as it needs to be and no lower.
  static func visibleRange(count: Int, selection: Int, height: Int?) -> Range<Int> {
    guard let height else { return 0..<count }
    let rows = max(height, 0)
    guard count > rows else { return 0..<count }
    let first = min(max(0, selection - rows + 1), count - rows)
    return first..<(first + rows)
  }

  /// `selection` kept inside a list of `count` rows.
  static func clamp(_ selection: Int, count: Int) -> Int {
    min(max(selection, 0), max(count - 1, 0))
  }
}
