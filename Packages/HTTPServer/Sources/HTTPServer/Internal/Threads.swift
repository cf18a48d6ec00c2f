#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts `body` on a detached POSIX thread of its own: the server's accept loop and each
/// connection block in system calls, which must never happen on the concurrency pool's threads.
/// (`Foundation.Thread` would do the same, at the price of importing all of Foundation into the
/// executable: see Docs/Performance.md.) Returns `false` when the system has no thread to give.
func startThread(_ body: @escaping @Sendable () -> Void) -> Bool {
  final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
  let context = Unmanaged.passRetained(Body(body)).toOpaque()
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
  #if canImport(Glibc)
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
  #else
    var thread: pthread_t?
    let started = pthread_create(
      &thread, &attributes,
      { context in
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
  #endif
  guard started == 0 else {
    Unmanaged<Body>.fromOpaque(context).release()
    return false
  }
  return true
}
