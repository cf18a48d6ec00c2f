import Terminal

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

  /// The selection after a movement key in a list of `count` rows: ↑ or `k`, ↓ or `j`, Home or
  /// `g`, End or `G`, and with a `page` (the rows a window shows) Page Up and Page Down; `nil`
  /// for any other key.
  static func selection(after key: Key, from selection: Int, count: Int, page: Int? = nil)
    -> Int?
  {
    switch key {
    case .up, .character("k"): clamp(selection - 1, count: count)
    case .down, .character("j"): clamp(selection + 1, count: count)
    case .pageUp where page != nil: clamp(selection - (page ?? 0), count: count)
    case .pageDown where page != nil: clamp(selection + (page ?? 0), count: count)
    case .home, .character("g"): 0
    case .end, .character("G"): clamp(count - 1, count: count)
    default: nil
    }
  }

  /// `selection` kept inside a list of `count` rows.
  static func clamp(_ selection: Int, count: Int) -> Int {
    min(max(selection, 0), max(count - 1, 0))
  }
}
