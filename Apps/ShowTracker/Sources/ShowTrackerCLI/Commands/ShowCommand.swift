import AppComposition
import FrontEnds
import Identifiers

/// `showtracker show SHOW`: the show screen, printed once with every season.
enum ShowCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.show
    try spec.checkOptions(of: invocation)
    let show = try ShowArgument.single(invocation, command: spec.name)
    let session = LibrarySession(
      database: try LibrarySession.openDatabase(invocation, environment: console.environment))
    try await session.open(try ShowResolver.resolve(show, in: session.database))
    let viewModel = session.store.connect(using: Connectors.ShowDetailConnector())
    if invocation.has("--json") {
      console.print(try JSONOutput.render { try ShowDetailJSON(viewModel: viewModel).render() })
    } else {
      console.print(
        ShowDetailScreen(viewModel: viewModel).render(width: console.width, height: nil))
    }
  }
}

/// The SHOW argument of `show`, `watch` and `unwatch`.
enum ShowArgument {
  /// The one positional argument, SHOW.
  static func single(_ invocation: Invocation, command: String) throws(CommandError) -> String {
    guard let show = invocation.positionals.first, !show.isEmpty else {
      throw .usage("missing SHOW", command: command)
    }
    guard invocation.positionals.count == 1 else {
      throw .usage(
        "unexpected argument '\(invocation.positionals[1])' (quote a title with spaces)",
        command: command)
    }
    return show
  }
}

extension LibrarySession {
  /// Opens the show in the store and waits for it to load.
  func open(_ show: ShowID) async throws(CommandError) {
    store.send(.showDetail(.opened(show)))
    try await wait(for: "the show") { $0.showDetail.status.isSettled }
    if let message = store.state.showDetail.status.failureMessage {
      throw .failure(message)
    }
  }
}
