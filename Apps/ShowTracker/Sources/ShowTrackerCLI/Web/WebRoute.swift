import AppComposition
import HTTPServer
import Redux

/// Where a feature's page is in the browser app, and what its address asks of the store: the
/// web side of a ``Feature``, like its command for the command line.
///
/// ```swift
/// static let history = WebRoute<HistoryView.State>(
///   patterns: ["/history"], phase: \\.status
/// ) { request, state in
///   let page = request.query["page"].flatMap { Int($0) } ?? 1
///   return state.page == page && state.status == .loaded ? [] : [.history(.pageRequested(page))]
/// }
/// ```
struct WebRoute<ViewState: Sendable>: Sendable {
  /// The route patterns the page answers (``Router``): `/shows/:id`.
  let patterns: [String]
  /// The view state's load phase: a page is drawn once it settled.
  let phase: @Sendable (ViewState) -> LoadPhase
  // What an address asks for, given the view state now; `nil` for a kept page (``kept(at:phase:)``).
  private let asks: (@MainActor @Sendable (HTTPRequest, ViewState) -> [AppAction])?

  /// A page at `patterns` whose view state settles when `phase` does, loaded by `load`: the
  /// actions that bring the view state to what a request asks for, given the view state now;
  /// none when it shows that already, so that opening a page twice does not load twice.
  init(
    patterns: [String], phase: @escaping @Sendable (ViewState) -> LoadPhase,
    load: @escaping @MainActor @Sendable (HTTPRequest, ViewState) -> [AppAction]
  ) {
    self.patterns = patterns
    self.phase = phase
    self.asks = load
  }

  private init(path: String, phase: @escaping @Sendable (ViewState) -> LoadPhase) {
    self.patterns = [path]
    self.phase = phase
    self.asks = nil
  }

  /// A page whose data the feature's reducer keeps up to date once loaded (by the feature's
  /// load, sent at start): its address asks for nothing more, except to load again after a
  /// failure.
  static func kept(at path: String, phase: @escaping @Sendable (ViewState) -> LoadPhase)
    -> WebRoute
  {
    WebRoute(path: path, phase: phase)
  }

  /// The actions `request` asks for, given the view state now; for a kept page, the feature's
  /// `start` load again after a failure, else none.
  @MainActor
  func load(_ request: HTTPRequest, _ state: ViewState, start: [AppAction]) -> [AppAction] {
    if let asks { return asks(request, state) }
    return phase(state).failureMessage == nil ? [] : start
  }
}
