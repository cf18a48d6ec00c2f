import Redux

extension StoreTask {
  /// Waits until the action's effects have ended, or `timeout` passed; `false` if it passed
  /// first (the effects go on).
  ///
  /// A backstop for a request that must answer even if an effect does not end.
  func finish(within timeout: Duration) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        await finish()
        return true
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
  }
}
