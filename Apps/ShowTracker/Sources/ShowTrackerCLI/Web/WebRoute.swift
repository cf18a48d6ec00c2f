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
///   let page = try request.query.value("page", as: Options.page) ?? 1
///   return state.page == page && state.status == .loaded ? [] : [.history(.pageRequested(page))]
/// }
/// ```
///
/// A value of the address that does not read (`?page=461168601842738792`) is answered 400 with
/// the reason (``BadRequest``), before anything is sent to the store.
struct WebRoute<ViewState: Sendable>: Sendable {
  /// The route patterns the page answers (``Router``): `/shows/:id`.
  let patterns: [String]
  /// The view state's load phase: a page is drawn once it settled.
  let phase: @Sendable (ViewState) -> LoadPhase
  // What an address asks for, given the view state now; `nil` for a kept page (``kept(at:phase:)``).
  private let asks:
    (@MainActor @Sendable (HTTPRequest, ViewState) throws(BadRequest) -> [AppAction])?

  /// A page at `patterns` whose view state settles when `phase` does, loaded by `load`: the
  /// actions that bring the view state to what a request asks for, given the view state now;
  /// none when it shows that already, so that opening a page twice does not load twice.
  init(
    patterns: [String], phase: @escaping @Sendable (ViewState) -> LoadPhase,
    load: @escaping @MainActor @Sendable (HTTPRequest, ViewState) throws(BadRequest) -> [AppAction]
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
  ///
  /// - Throws: ``BadRequest`` when a value of the address does not read.
  @MainActor
  func load(_ request: HTTPRequest, _ state: ViewState, start: [AppAction]) throws(BadRequest)
    -> [AppAction]
  {
    if let asks { return try asks(request, state) }
    return phase(state).failureMessage == nil ? [] : start
  }
}

/// A request whose address or form holds a value out of range, or of the wrong kind: answered
/// 400 with ``message``, and nothing is sent to the store.
struct BadRequest: Error, CustomStringConvertible {
  /// One line of plain words: `page must be a whole number from 1 to 2147483647, not 'x'`.
  let message: String

  var description: String { message }
}

extension FormFields {
  /// The value of the field `name`, read and checked as the command line reads `option` (the
  /// option that means the same: `page` and `--page`), so a page and a command take the same
  /// values; `nil` when the field is absent.
  ///
  /// - Throws: ``BadRequest`` naming the field and why its value does not read.
  func value<Value>(_ name: String, as option: Option<Value>) throws(BadRequest) -> Value? {
    guard let text = self[name] else { return nil }
    switch option.parse(text) {
    case .success(let value): return value
    case .failure(let reason): throw BadRequest(message: "\(name) \(reason.words)")
    }
  }
}
