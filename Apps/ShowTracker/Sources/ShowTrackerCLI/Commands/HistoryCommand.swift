import AppComposition
import FrontEnds
import Identifiers
import LibraryDatabase

/// `showtracker history`: a page of the watched history, printed once.
enum HistoryCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.history
    try spec.checkOptions(of: invocation)
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    var state = AppState()
    if let limit = invocation.value("--limit") {
      state.watchedHistory = WatchedHistory(
        pageSize: try ArgumentValues.integer(
          limit, option: "--limit", in: 1...500, command: spec.name))
    }
    let page =
      try invocation.value("--page").map { (text) throws(CommandError) in
        try ArgumentValues.integer(
          text, option: "--page", in: 1...Int(Int32.max), command: spec.name)
      } ?? 1
    let database = try LibrarySession.openDatabase(invocation, environment: console.environment)
    if let show = invocation.value("--show") {
      let id = try ShowResolver.resolve(show, in: database)
      state.watchedHistory.showFilter = id
      // The header names the show even when its history is empty.
      if let record = try? database.show(id: id.rawValue) {
        state.shows[id] = Show(id: id, title: record.title)
      }
    }
    let session = LibrarySession(database: database, initialState: state)
    session.store.send(.history(.pageRequested(page)))
    try await session.wait(for: "the history") { $0.watchedHistory.status.isSettled }
    if let message = session.store.state.watchedHistory.status.failureMessage {
      throw .failure("cannot read the history: \(message)")
    }
    let viewModel = session.store.connect(using: Connectors.WatchedHistoryConnector())
    if invocation.has("--json") {
      console.print(try JSONOutput.render { try HistoryJSON(viewModel: viewModel).render() })
    } else {
      console.print(HistoryScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}
