/// At most `calls` calls in any `period` seconds: ``acquire()`` waits until one more fits.
///
/// TVMaze allows about 20 calls per 10 seconds per address; waiting here means the app rarely
/// meets HTTP 429 at all.
actor RateLimiter {
  private let calls: Int
  private let period: Duration
  private let clock = ContinuousClock()
  /// When the calls of the last `period` started, oldest first.
  private var recent: [ContinuousClock.Instant] = []

  init(calls: Int, period: Double) {
    self.calls = max(1, calls)
    self.period = .seconds(period)
  }

  /// Waits until a call fits in the limit, and counts it.
  func acquire() async {
    while true {
      let now = clock.now
      recent.removeAll { now - $0 >= period }
      if recent.count < calls {
        recent.append(now)
        return
      }
      // The oldest call leaves the window first.
      let wait = period - (now - recent[0])
      do { try await clock.sleep(for: wait) } catch { return }
    }
  }
}
