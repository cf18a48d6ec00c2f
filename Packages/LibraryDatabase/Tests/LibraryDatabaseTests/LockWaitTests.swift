import Foundation
import SQLite
import Synchronization
import Testing

@testable import LibraryDatabase

/// A write while another connection holds the library (a long import) waits for it, and says
/// that it waits, instead of failing after a few seconds.
struct LockWaitTests {
  @Test func aWriteWaitsForAnotherWritersLockAndSaysSo() async throws {
    let library = try LibraryFile()
    let waits = Mutex(0)
    let waiting = try LibraryDatabase(path: library.path, onWaiting: { waits.withLock { $0 += 1 } })
    let (_, episodes) = try library.show("Breaking Bad")
    // Another connection (another process, as far as SQLite knows) holds the write lock for
    // a second, as an import does.
    let holder = try Connection(path: library.path)
    try holder.execute("BEGIN IMMEDIATE")
    let released = Task.detached {
      try await Task.sleep(for: .seconds(1))
      try holder.execute("COMMIT")
    }
    let started = ContinuousClock.now
    try waiting.markWatched(
      episodeIDs: [episodes[0].id], at: Date(timeIntervalSince1970: 1e9), source: "test")
    try await released.value
    #expect(ContinuousClock.now - started >= .milliseconds(900))
    #expect(waits.withLock { $0 } == 1)
    #expect(try waiting.history(showID: nil, limit: 5, offset: 0).totalCount == 1)
  }

  @Test func aLockHeldForAnInstantIsNotWorthAWord() throws {
    let library = try LibraryFile()
    let waits = Mutex(0)
    let waiting = try LibraryDatabase(path: library.path, onWaiting: { waits.withLock { $0 += 1 } })
    let (_, episodes) = try library.show("Breaking Bad")
    try waiting.markWatched(
      episodeIDs: [episodes[0].id], at: Date(timeIntervalSince1970: 1e9), source: "test")
    #expect(waits.withLock { $0 } == 0)
  }
}
