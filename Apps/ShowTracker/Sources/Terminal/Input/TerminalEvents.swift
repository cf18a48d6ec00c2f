import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What happens at the terminal while a full-screen app runs.
public enum TerminalEvent: Hashable, Sendable {
  case key(Key)
  /// The window changed size (SIGWINCH), or the process went on after a stop (the session
  /// sends itself SIGWINCH then): the screen must be drawn again.
  case resized
  /// Standard input closed.
  case endOfInput
}

/// The events of a terminal as an async sequence, produced off the main actor.
///
/// Keys are read on a queue of their own, whose thread blocks in `read(2)`, so waiting for a key
/// never blocks the main actor; SIGWINCH arrives through a dispatch signal source. (A serial
/// queue of its own is an overcommitting one: the thread it blocks is never one the rest of the
/// app waits for.)
///
/// ```swift
/// for await event in TerminalEvents.stream() {
///   await MainActor.run { app.handle(event) }
/// }
/// ```
public enum TerminalEvents {
  /// Starts reading `input` and watching for resizes; the stream ends at end of input.
  public static func stream(input: Int32 = STDIN_FILENO) -> AsyncStream<TerminalEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    let resize = ResizeWatcher(continuation: continuation)
    DispatchQueue(label: "showtracker.keys").async {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = read(input, &buffer, buffer.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        for key in decoder.decode(buffer[0..<count]) { continuation.yield(.key(key)) }
      }
      continuation.yield(.endOfInput)
      continuation.finish()
    }
    continuation.onTermination = { _ in resize.cancel() }
    return stream
  }
}

/// Forwards SIGWINCH to a continuation.
///
/// `@unchecked`: a dispatch source is thread-safe (its API may be called from any thread), but
/// Dispatch does not mark it `Sendable`; the only stored property is that source.
private final class ResizeWatcher: @unchecked Sendable {
  private let source: any DispatchSourceSignal

  init(continuation: AsyncStream<TerminalEvent>.Continuation) {
    // The default action of SIGWINCH is to ignore it; the dispatch source still sees it.
    _ = signal(SIGWINCH, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
    source.setEventHandler { continuation.yield(.resized) }
    source.resume()
  }

  func cancel() {
    source.cancel()
  }
}
