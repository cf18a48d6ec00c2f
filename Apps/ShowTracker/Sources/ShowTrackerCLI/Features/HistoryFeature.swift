import AppComposition
import FrontEnds
import HTTPServer
import History
import WebFrontEnds

extension WebRoute<HistoryView.State> {
  /// `/history?page=N`: the page N of the history (the first without `page`).
  static let history = WebRoute(patterns: [WebPaths.history], phase: \.status) {
    request, state throws(BadRequest) in
    let page = try request.query.value("page", as: Options.page) ?? 1
    let shown = state.page == page && state.showFilter == nil && state.status == .loaded
    return shown ? [] : [.history(.pageRequested(page))]
  }
}

extension CommandSpec {
  static let history = CommandSpec(
    name: "history", brief: "what you watched, newest first",
    synopsis: [
      .option(Options.show, "only the episodes of one show"),
      .option(HistoryCommand.limit, "entries per page (1–500, default 20)"),
      .option(Options.page, "which page, from 1 (default 1); a page past the end is empty"),
      .option(Options.json, "the page as JSON"),
    ],
    summary: "List what you watched, newest first, a page at a time.",
    details: "",
    run: HistoryCommand.run)
}

/// `showtracker history`: a page of the watched history, printed once.
///
/// A page past the end prints no entries (and, as JSON, an empty `entries`), so a script that
/// pages until an empty page stops.
enum HistoryCommand {
  /// `--limit N`: entries per page.
  static let limit = Options.limit(in: 1...500)

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let limit = try invocation[limit]
    let page = try invocation[Options.page] ?? 1
    let session = try AppSession.open(invocation, console: console, access: .read)
    let load: AppAction =
      try invocation[Options.show].map { .history(.showFilterRequested($0, page: page)) }
      ?? .history(.pageRequested(page))
    let viewModel = try await session.load(
      Connectors.WatchedHistoryConnector(),
      sending: (limit.map { [.history(.pageSizeChanged($0))] } ?? []) + [load],
      waitingFor: "the history", phase: \.status, failure: { "cannot read the history: \($0)" })
    try console.print(
      viewModel, as: HistoryScreen.self, or: HistoryJSON.self, json: invocation[Options.json])
  }
}
