import Terminal

/// A list screen's cursor over the rows its view state lists now: the selected item by id
/// (``ListSelection``), the movement keys, and the row a key acts on.
///
/// Every list screen (``ListScreen``) keeps one:
///
/// ```swift
/// var cursor = ListCursor(\UpNextView.State.rows, id: \.show)
/// if cursor.move(after: key, in: viewModel.state) { return .handled }
/// let row = cursor.selected(in: viewModel.state)  // the row Enter or `w` acts on
/// ```
struct ListCursor<State, Row, ID: Hashable> {
  private var selection = ListSelection<ID>()
  private let rows: (State) -> [Row]
  private let id: (Row) -> ID
  /// How many rows Page Up and Page Down move: the rows the last full-screen draw had room for;
  /// `nil` (the page keys are not the list's) until one.
  private var pageRows: Int?

  /// A cursor over the rows `rows` gives of a state, each row known by `id`, on the first row.
  init(_ rows: @escaping (State) -> [Row], id: @escaping (Row) -> ID) {
    self.rows = rows
    self.id = id
  }

  /// The selected row's index in `state`'s rows (0 for an empty list).
  mutating func row(in state: State) -> Int {
    selection.row(in: ids(state))
  }

  /// The selected row of `state`; `nil` when it lists none.
  mutating func selected(in state: State) -> Row? {
    let rows = self.rows(state)
    let row = selection.row(in: rows.map(id))
    return rows.indices.contains(row) ? rows[row] : nil
  }

  /// Moves the cursor for a movement key (↑ ↓ k j Home End g G; Page Up and Page Down by a
  /// window once the list was drawn full screen) and returns `true`; `false` for any other key.
  mutating func move(after key: Key, in state: State) -> Bool {
    selection.move(after: key, in: ids(state), page: pageRows)
  }

  /// Tells the cursor the list is drawn in `height` lines (`nil`: printed once), `above` of
  /// them before the rows, so that the page keys move by a window.
  mutating func drawn(height: Int?, above: Int = ListLayout.headingHeight) {
    pageRows = height.map { max(1, $0 - above) }
  }

  /// Forgets the selection: the next list starts at its first row (another filter, a new page).
  mutating func reset() {
    selection.reset()
  }

  private func ids(_ state: State) -> [ID] {
    rows(state).map(id)
  }
}
