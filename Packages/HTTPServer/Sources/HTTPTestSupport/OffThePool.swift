import Foundation

/// Runs blocking work (socket reads, waiting for a process) on a thread of its own and awaits
/// it, so a test never holds one of the concurrency pool's few threads: the server under test
/// answers on those.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
  }
}
