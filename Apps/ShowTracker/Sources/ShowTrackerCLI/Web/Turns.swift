/// Runs the browser app's requests one at a time on the main actor: a page's loads and its
/// wait for them, or a form's action and its wait, are not interleaved with another request's
/// (the store holds one view state per feature).
@MainActor
final class Turns {
  private var isBusy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Runs `body` once every earlier turn has finished.
  func run<T>(_ body: @MainActor () async -> T) async -> T {
    if isBusy {
      await withCheckedContinuation { waiting.append($0) }
    }
    isBusy = true
    defer {
      if waiting.isEmpty { isBusy = false } else { waiting.removeFirst().resume() }
    }
    return await body()
  }
}
