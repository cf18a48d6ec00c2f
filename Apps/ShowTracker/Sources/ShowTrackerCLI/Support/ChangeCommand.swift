import AppChrome
import AppComposition

extension AppSession {
  /// Sends `action`, a change to the library, and waits for its effects (its ``StoreTask``):
  /// then the status line says how it went: the status, or its failure, in its words, as the command's. What `watch`, `follow`,
  /// `rate` and `watchlist add` share.
  ///
  /// ```swift
  /// let status = try await session.change(.followRequested(FollowRequest(show: show, follow: true)))
  /// try console.print([Line(status.message, .bold)])
  /// ```
  func change(_ action: AppAction) async throws(CommandError) -> AppChromeView.State.Status {
    let chrome = store.connect(using: Connectors.AppChromeConnector())
    await store.send(action).finish()
    try await chrome.wait(for: "the library to save") { $0.status != nil }
    guard let status = chrome.state.status, !status.isError else {
      throw .failure(chrome.state.status?.message ?? "the change did not finish")
    }
    return status
  }
}
