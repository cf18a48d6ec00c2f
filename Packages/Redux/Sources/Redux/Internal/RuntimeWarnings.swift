#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Misuse the kit notices while an app runs, said on standard error the way TCA's run-time
/// warnings are: a stale screen a debug build caught, a runaway queue.
@MainActor
package enum RuntimeWarnings {
  /// Every message said so far, in order: the kit's tests read them.
  package private(set) static var messages: [String] = []
  private static var reportedKeys: Set<String> = []

  /// Writes `message` to standard error (and to ``messages``); with `key`, only the first time
  /// a message with that key is reported.
  package static func report(_ message: String, once key: String? = nil) {
    if let key, !reportedKeys.insert(key).inserted { return }
    messages.append(message)
    let line = "[Redux] warning: \(message)\n"
    let bytes = Array(line.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return write(2, start + written, buffer.count - written)
      }
      guard result > 0 else { return }
      written += result
    }
  }
}

/// Reports, once per connector, that a derived store skipped its connector although the
/// connector now shows something else: the debug build's skip check.
@usableFromInline
@MainActor
func reportStaleSkip<Inputs, ViewState>(
  connector: String, inputs: Inputs, viewState: ViewState.Type
) {
  RuntimeWarnings.report(
    """
    \(connector) was skipped, but its connect(state:) now returns a different view state: its \
    screen shows a stale \(String(reflecting: ViewState.self)). Its inputs, \(inputs), did not \
    change. Every slice connect(state:) reads must be @Tracked and declared by inputs(of:) (a \
    forgotten input), and a reducer that puts back a saved copy must use restore(_:), not a \
    plain assignment (a bare put-back). Reported once per connector, by debug builds.
    """,
    once: "stale skip: " + connector)
}
