import AppComposition
import FrontEnds
import Redux

/// What a feature's one-shot command shares with every other (`showtracker next`, `history`,
/// `search` …): parse, send, wait, render, with only the parsing and the actions its own.
///
/// ```swift
/// let viewModel = try await session.load(
///   Connectors.UpNextConnector(), sending: [.upNext(.loadRequested)], waitingFor: "Up Next",
///   phase: \.status, failure: { "cannot read Up Next: \($0)" })
/// try console.print(viewModel, as: UpNextScreen.self, or: UpNextJSON.self, json: json)
/// ```
extension AppSession {
  /// `connector`'s view model once `actions` have loaded it: sends them, waits for their
  /// effects (their ``StoreTask``s) and until the view state's `phase` settles, and throws a failure as the command's, in `failure`'s words.
  func load<C: InputTrackingConnector>(
    _ connector: C, sending actions: [AppAction], waitingFor what: String,
    phase: @escaping (C.ViewState) -> LoadPhase, failure: (String) -> String
  ) async throws(CommandError) -> Store<C.ViewState, C.ViewAction>
  where C.State == AppState, C.Action == AppAction {
    let viewModel = store.connect(using: connector)
    let tasks = actions.map { store.send($0) }
    for task in tasks { await task.finish() }
    try await viewModel.wait(for: what) { phase($0).isSettled }
    if let message = phase(viewModel.state).failureMessage { throw .failure(failure(message)) }
    return viewModel
  }
}

extension Console {
  /// Prints a view state once: as its JSON document with `json`, else as its terminal screen's
  /// lines at the console's width, every row.
  @MainActor
  func print<Screen: TerminalScreen & FrontEnd, JSON: JSONDocument>(
    _ viewModel: Store<Screen.ViewState, Screen.ViewAction>, as screen: Screen.Type,
    or document: JSON.Type, json: Bool
  ) throws(CommandError)
  where JSON.ViewState == Screen.ViewState {
    if json {
      try print(try JSONOutput.render { try JSONFrontEnd<JSON, _>(viewModel: viewModel).render() })
    } else {
      try print(Screen(viewModel: viewModel).render(width: width, height: nil))
    }
  }
}
