import Redux
import Terminal

/// The drawing every list screen starts with: its heading and a blank line, then either the
/// one line that says the list is loading, failed or is empty, or the window of rows that fit.
///
/// ```swift
/// let heading = ListLayout.heading(
///   Line("Up next", Theme.heading), counting: state.rows.count, "show", state.status)
/// var layout = ListLayout(heading: heading, width: width)
/// guard
///   let window = layout.rows(
///     state.status, count: state.rows.count, selection: selection, height: height,
///     failure: "Could not load Up Next: ", empty: "Nothing to watch next.")
/// else { return layout.lines }
/// for index in window.rows { layout.lines.append(row(index, isSelected: index == window.selected)) }
/// ```
struct ListLayout {
  /// The lines so far.
  var lines: [Line]
  /// The width the lines are fitted to.
  let width: Int

  /// The lines the heading takes: itself and a blank line.
  static let headingHeight = 2

  /// A screen that starts with `heading` and a blank line.
  init(heading: Line, width: Int) {
    self.lines = [heading.fitted(to: width), Line()]
    self.width = width
  }

  /// Whether the rows follow: `false` after adding the line that says the list is loading,
  /// failed (`failure` then the phase's message) or, once loaded, is empty.
  mutating func showsRows(
    _ status: LoadPhase, isEmpty: Bool, loading: String = "Loading…", failure: String,
    empty: @autoclosure () -> String
  ) -> Bool {
    let message: Line
    switch status {
    case .loading: message = Line(loading, Theme.secondary)
    case .failed(let reason): message = Line(failure + reason, Theme.failure)
    case .loaded where isEmpty: message = Line(empty(), Theme.secondary)
    case .loaded: return true
    }
    lines.append(message.fitted(to: width))
    return false
  }

  /// The rows of a list of `count` that fit below the lines so far, and the selected one
  /// (``window(count:selection:height:)``); `nil` after adding the line that says the list is
  /// loading, failed or is empty (``showsRows(_:isEmpty:loading:failure:empty:)``).
  mutating func rows(
    _ status: LoadPhase, count: Int, selection: Int, height: Int?,
    loading: String = "Loading…", failure: String, empty: @autoclosure () -> String
  ) -> (rows: Range<Int>, selected: Int?)? {
    guard
      showsRows(status, isEmpty: count == 0, loading: loading, failure: failure, empty: empty())
    else { return nil }
    return window(count: count, selection: selection, height: height)
  }

  /// `heading` with how many the list holds after it (" · 12 shows"), once it is loaded with
  /// rows.
  static func heading(_ heading: Line, counting count: Int, _ noun: String, _ status: LoadPhase)
    -> Line
  {
    guard status == .loaded, count > 0 else { return heading }
    return heading + Line(" · " + counted(count, noun), Theme.secondary)
  }

  /// The rows of a list of `count` that fit below the lines so far, and the selected one.
  ///
  /// Full screen (with a `height`), the window keeps `selection` (kept inside the list) in
  /// view and `selected` is it; printed once (no height), every row and nothing selected.
  func window(count: Int, selection: Int, height: Int?) -> (rows: Range<Int>, selected: Int?) {
    let selection = ListWindow.clamp(selection, count: count)
    let rows = ListWindow.visibleRange(
      count: count, selection: selection, height: height.map { $0 - lines.count })
    return (rows, height == nil ? nil : selection)
  }
}
