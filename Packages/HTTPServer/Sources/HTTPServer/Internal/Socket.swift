#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX socket calls the server makes, with their errors as ``HTTPServerError``.
enum Socket {
  /// A listening TCP socket on `address` (numeric IPv4 or IPv6) and `port` (0: a free one).
  static func listen(address: String, port: UInt16, backlog: Int32) throws(HTTPServerError)
    -> (descriptor: Int32, port: UInt16)
  {
    var v4 = sockaddr_in()
    var v6 = sockaddr_in6()
    let family: Int32
    if inet_pton(AF_INET, address, &v4.sin_addr) == 1 {
      family = AF_INET
      v4.sin_family = sa_family_t(AF_INET)
      v4.sin_port = port.bigEndian
    } else if inet_pton(AF_INET6, address, &v6.sin6_addr) == 1 {
      family = AF_INET6
      v6.sin6_family = sa_family_t(AF_INET6)
      v6.sin6_port = port.bigEndian
    } else {
      throw .badAddress(address)
    }
    #if canImport(Glibc)
      let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(family, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw .system("socket", errno) }
    var on: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    let bound =
      family == AF_INET
      ? withUnsafePointer(to: &v4) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      : withUnsafePointer(to: &v6) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    guard bound == 0 else {
      let error = errno
      close(descriptor)
      throw error == EADDRINUSE ? .portInUse(address, port) : .system("bind", error)
    }
    #if canImport(Glibc)
      let listening = Glibc.listen(descriptor, backlog)
    #else
      let listening = Darwin.listen(descriptor, backlog)
    #endif
    guard listening == 0 else {
      let error = errno
      close(descriptor)
      throw .system("listen", error)
    }
    return (descriptor, try boundPort(descriptor, family: family))
  }

  private static func boundPort(_ descriptor: Int32, family: Int32) throws(HTTPServerError)
    -> UInt16
  {
    var storage = sockaddr_in6()
    var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    let named = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    guard named == 0 else { throw .system("getsockname", errno) }
    if family == AF_INET {
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin_port)
        }
      }
    }
    return UInt16(bigEndian: storage.sin6_port)
  }

  /// The next connection and its peer's numeric address, or `nil` once the listening socket is
  /// closed.
  static func accept(_ descriptor: Int32) -> (descriptor: Int32, peer: String)? {
    while true {
      var storage = sockaddr_storage()
      var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
      let client = withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
          #if canImport(Glibc)
            Glibc.accept(descriptor, address, &length)
          #else
            Darwin.accept(descriptor, address, &length)
          #endif
        }
      }
      if client >= 0 {
        // Not inherited by programs the app starts (`--open` runs a browser).
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
          var on: Int32 = 1
          _ = setsockopt(
            client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return (client, peerAddress(storage))
      }
      switch errno {
      case EINTR, ECONNABORTED, EMFILE, ENFILE, ENOBUFS, ENOMEM, EPROTO: continue
      default: return nil
      }
    }
  }

  /// The numeric address in `storage` (`127.0.0.1`, `::1`); an IPv4 address mapped into IPv6
  /// is written as IPv4, so one machine is one peer however it connects.
  private static func peerAddress(_ storage: sockaddr_storage) -> String {
    var storage = storage
    var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
    let written: UnsafePointer<CChar>? = withUnsafePointer(to: &storage) { pointer in
      if Int32(pointer.pointee.ss_family) == AF_INET {
        return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { v4 in
          var address = v4.pointee.sin_addr
          return inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { v6 in
        var address = v6.pointee.sin6_addr
        return inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
      }
    }
    guard written != nil else { return "?" }
    let address = String(
      decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return address.hasPrefix("::ffff:") && address.contains(".")
      ? String(address.dropFirst("::ffff:".count)) : address
  }

  /// What waiting for bytes gave.
  enum Read {
    case bytes(ArraySlice<UInt8>)
    case closed
    case timedOut
  }

  /// Bytes from `descriptor`, waiting at most until `deadline`.
  static func read(
    _ descriptor: Int32, into buffer: inout [UInt8], until deadline: ContinuousClock.Instant
  ) -> Read {
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { return .timedOut }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds
          / 1_000_000_000_000_000 + 1
      )
      let ready = poll(&poller, 1, milliseconds)
      if ready < 0 {
        if errno == EINTR { continue }
        return .closed
      }
      if ready == 0 { continue }
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      return count > 0 ? .bytes(buffer[..<count]) : .closed
    }
  }

  /// Writes all of `bytes`; `false` when the peer is gone (or stopped reading: with
  /// `waiting: false`, a full send buffer counts as gone).
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32, waiting: Bool = true) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL) | (waiting ? 0 : Int32(MSG_DONTWAIT))
    #else
      let flags: Int32 = waiting ? 0 : MSG_DONTWAIT
    #endif
    return bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        let sent = send(descriptor, base + offset, raw.count - offset, flags)
        if sent < 0, errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// A send that blocks at most `seconds`: a client that stops reading cannot hold a thread.
  static func setSendTimeout(_ descriptor: Int32, seconds: Int) {
    var time = timeval(tv_sec: seconds, tv_usec: 0)
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
  }

  /// Ends both directions (a thread blocked on the socket wakes up); the owner closes it.
  static func shutdownBoth(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Ends this side's writing (the peer reads the end), keeping the reading side open.
  static func shutdownWriting(_ descriptor: Int32) {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}

/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The address is not a numeric IPv4 or IPv6 address.
  case badAddress(String)
  /// Another program listens on the port.
  case portInUse(String, UInt16)
  /// A system call failed with `errno`.
  case system(String, Int32)

  public var description: String {
    switch self {
    case .badAddress(let address):
      "'\(address)' is not an IP address to listen on (write it as 127.0.0.1 or ::1)"
    case .portInUse(let address, let port):
      "port \(port) on \(address) is in use by another program (pick another, or 0 for a free one)"
    case .system(let call, let code):
      "cannot listen: \(call) failed (\(String(cString: strerror(code))))"
    }
  }
}
