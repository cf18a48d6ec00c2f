import Terminal

/// Which item of a list a screen's cursor is on: the item's id, never a row number.
///
/// A list reorders and reloads under the cursor: a mark moves a show to the top of Up Next, a
/// refresh or another program's change reloads the page, an undo puts a row back. Every list
/// screen keeps one `ListSelection` and asks it for the selected row of the list as it is now,
/// so the cursor stays on the item the user pointed at. If that item left the list, the cursor
/// goes to its nearest neighbour in the list as the screen last saw it: the next item still
/// there, else the one before.
///
/// ```swift
/// var selection = ListSelection<ShowID>()
/// selection.row(in: [1, 2, 3])                  // 0: the first item, show 1
/// _ = selection.move(after: .down, in: [1, 2, 3])  // show 2
/// selection.row(in: [2, 1, 3])                  // 0: show 2 moved to the top, so did the cursor
/// selection.row(in: [1, 3])                     // 1: show 2 left; its neighbour, show 3
/// ```
///
/// While a list is empty (loading, say) the selection is kept, so the item is found again when
/// the list comes back.
struct ListSelection<ID: Hashable> {
  /// The selected item; `nil` before the screen saw any.
  private(set) var id: ID?
  /// The list as the selection last saw it, to find a neighbour when the item leaves.
  private var seen: [ID] = []
  /// The selected item's row in ``seen``.
  private var seenRow = 0

  /// The selected row of `ids`, the list as it is now: the selected item's row; if the item
  /// left, its nearest neighbour's (which becomes the selection); the first row when nothing
  /// was selected. 0 for an empty list.
  mutating func row(in ids: [ID]) -> Int {
    guard !ids.isEmpty else { return 0 }
    let row = id.flatMap { ids.firstIndex(of: $0) } ?? neighbour(in: ids)
    remember(row: row, in: ids)
    return row
  }

  /// Moves the cursor for a movement key (↑ ↓ k j Home End g G, and Page Up and Page Down by
  /// `page` rows when given) and returns `true`; `false` for any other key.
  mutating func move(after key: Key, in ids: [ID], page: Int? = nil) -> Bool {
    guard
      let moved = ListWindow.selection(
        after: key, from: row(in: ids), count: ids.count, page: page)
    else { return false }
    select(row: moved, in: ids)
    return true
  }

  /// Selects the item at `row` of `ids` (kept inside the list).
  mutating func select(row: Int, in ids: [ID]) {
    guard !ids.isEmpty else {
      reset()
      return
    }
    remember(row: ListWindow.clamp(row, count: ids.count), in: ids)
  }

  /// Selects `id` if `ids` holds it; whether it did.
  @discardableResult
  mutating func select(_ id: ID, in ids: [ID]) -> Bool {
    guard let row = ids.firstIndex(of: id) else { return false }
    remember(row: row, in: ids)
    return true
  }

  /// Forgets the selection: the next list starts at its first row (a new query, a new page).
  mutating func reset() {
    id = nil
    seen = []
    seenRow = 0
  }

  private mutating func remember(row: Int, in ids: [ID]) {
    id = ids[row]
    seen = ids
    seenRow = row
  }

  /// The row in `ids` of the selected item's nearest neighbour in the list last seen: the
  /// items after it first, then before it, nearest first; the first row when none is left (a
  /// list of other items altogether: another show's episodes).
  private func neighbour(in ids: [ID]) -> Int {
    guard id != nil, !seen.isEmpty else { return 0 }
    let rows = Dictionary(ids.enumerated().map { ($0.element, $0.offset) }) { first, _ in first }
    for distance in 1..<max(seen.count, 2) {
      for index in [seenRow + distance, seenRow - distance] where seen.indices.contains(index) {
        if let row = rows[seen[index]] { return row }
      }
    }
    return 0
  }
}
