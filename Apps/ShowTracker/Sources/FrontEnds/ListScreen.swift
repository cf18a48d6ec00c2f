import Redux
import Terminal

/// What one list screen draws and what its keys do, as functions of its view state. The rest
/// of the screen, one for every list, is ``ListScreen``: the store, the cursor that stays on
/// its item by id across reloads, the movement keys, the draw.
///
/// A feature's terminal front end is its content and one line that says the screen implements
/// the feature's rendering protocol, as its JSON (``JSONDocument``) and its page are:
///
/// ```swift
/// public typealias UpNextScreen = ListScreen<UpNextContent>
///
/// public enum UpNextContent: ListScreenContent {
///   public static func rows(of state: UpNextView.State) -> [UpNextView.Row] { state.rows }
///   public static func id(of row: UpNextView.Row) -> ShowID { row.show }
///   public static var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("w", "watched")] }
///   public static func lines(
///     for state: UpNextView.State, selection: Int, width: Int, height: Int?
///   ) -> [Line] { … }
///   public static func handle(
///     _ key: Key, on row: UpNextView.Row?, in state: UpNextView.State
///   ) -> ListKey<UpNextView.Action> {
///     guard key == .character("w"), let row else { return .ignored }
///     return .send(.markNextWatched(show: row.show))
///   }
/// }
///
/// extension ListScreen: UpNextRendering where Content == UpNextContent {}
/// ```
public protocol ListScreenContent {
  /// The view state the screen draws.
  associatedtype ViewState: Equatable
  /// The actions its keys send.
  associatedtype ViewAction
  /// One item of the list the cursor moves over.
  associatedtype Row
  /// What an item is known by, so the cursor stays on it when the list reorders or reloads.
  associatedtype RowID: Hashable

  /// The list the cursor moves over.
  static func rows(of state: ViewState) -> [Row]

  /// The id of `row`.
  static func id(of row: Row) -> RowID

  /// The keys the screen understands, for the shell's footer and help.
  static var keyHints: [KeyHint] { get }

  /// Whether Page Up and Page Down move the cursor by a window; `false` leaves them to
  /// ``handle(_:on:in:)`` (History's pages). `true` unless the content says otherwise.
  static var pagesMoveTheCursor: Bool { get }

  /// The screen's lines (``TerminalScreen/render(width:height:)``): a pure function of the view
  /// state, the selected row of ``rows(of:)`` and the size.
  static func lines(for state: ViewState, selection: Int, width: Int, height: Int?) -> [Line]

  /// What a key that does not move the cursor does, with the row the cursor is on (`nil` in an
  /// empty list).
  static func handle(_ key: Key, on row: Row?, in state: ViewState) -> ListKey<ViewAction>

  /// The action that asks for what fits in `height` lines full screen, or `nil` when the screen
  /// loads no more or less (``TerminalScreen/heightChanged(_:)``). `nil` unless the content says
  /// otherwise.
  static func action(forHeight height: Int) -> ViewAction?
}

extension ListScreenContent {
  /// `true`: Page Up and Page Down move the cursor by the rows a window shows.
  public static var pagesMoveTheCursor: Bool { true }

  /// `nil`: the screen draws what fits and loads no more or less.
  public static func action(forHeight height: Int) -> ViewAction? { nil }
}

/// What a list screen does with a key that does not move its cursor
/// (``ListScreenContent/handle(_:on:in:)``).
public enum ListKey<ViewAction> {
  /// Not the screen's key: the shell may use it.
  case ignored
  /// The screen's key, with nothing to send (the list is empty).
  case handled
  /// Sends `action`. `fromFirstRow`: the list becomes another one (another filter, page or
  /// year), so the cursor forgets its item and starts on the first row.
  case send(ViewAction, fromFirstRow: Bool = false)
}

/// A feature's list screen in the terminal: its ``ListScreenContent`` drawn from the view state,
/// with a cursor that stays on the item it is on, by id, whatever happens to the list
/// (``ListCursor``).
///
/// One type serves every list; each feature says, with its content, that it implements the
/// feature's rendering protocol (``ListScreenContent`` shows the line). Keys: ↑/↓ or k/j,
/// Home/End or g/G move the cursor, Page Up/Page Down by a window once drawn full screen; the
/// others are the content's.
@MainActor
public final class ListScreen<Content: ListScreenContent>: TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: Store<Content.ViewState, Content.ViewAction>
  /// The item the cursor is on, by id.
  private var cursor: ListCursor<Content.ViewState, Content.Row, Content.RowID>

  /// Creates the screen on `viewModel`, the cursor on the first row.
  public init(viewModel: Store<Content.ViewState, Content.ViewAction>) {
    self.viewModel = viewModel
    cursor = ListCursor({ Content.rows(of: $0) }, id: { Content.id(of: $0) })
  }

  /// The selected row: where the item the cursor is on is in the list now.
  public var selection: Int { cursor.row(in: viewModel.state) }

  public var keyHints: [KeyHint] { Content.keyHints }

  public func render(width: Int, height: Int?) -> [Line] {
    // Page Up/Down move by the rows this draw has room for.
    if Content.pagesMoveTheCursor { cursor.drawn(height: height) }
    return Content.lines(for: viewModel.state, selection: selection, width: width, height: height)
  }

  public func handle(_ key: Key) -> KeyHandling {
    let state = viewModel.state
    if cursor.move(after: key, in: state) { return .handled }
    switch Content.handle(key, on: cursor.selected(in: state), in: state) {
    case .ignored:
      return .ignored
    case .handled:
      return .handled
    case .send(let action, let fromFirstRow):
      if fromFirstRow { cursor.reset() }
      viewModel.send(action)
      return .handled
    }
  }

  public func heightChanged(_ height: Int) {
    if let action = Content.action(forHeight: height) { viewModel.send(action) }
  }
}
