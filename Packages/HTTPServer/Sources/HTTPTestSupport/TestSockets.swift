#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few socket calls the test client makes.
enum TestSockets {
  /// Why a socket call failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A new IPv4 TCP socket.
  static func tcp() throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
    return descriptor
  }

  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }

  /// Calls `body` with `address:port` as a `sockaddr`.
  static func withAddress<T>(
    _ address: String, port: UInt16, _ body: (UnsafeMutablePointer<sockaddr>, socklen_t) -> T
  ) -> T {
    var target = sockaddr_in()
    target.sin_family = sa_family_t(AF_INET)
    target.sin_port = port.bigEndian
    target.sin_addr.s_addr = inet_addr(address)
    return withUnsafeMutablePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
  }

  /// A socket connected to `address:port`, from `local` (an address of this machine, such as
  /// `127.0.0.2`: another peer on loopback) when one is given.
  static func connect(address: String, port: UInt16, from local: String? = nil) throws -> Int32 {
    let descriptor = try tcp()
    if let local {
      let bound = withAddress(local, port: 0) { address, length in bind(descriptor, address, length)
      }
      guard bound == 0 else {
        let error = errno
        close(descriptor)
        throw Failure(description: "cannot bind to \(local): errno \(error)")
      }
    }
    let connected = withAddress(address, port: port) { address, length in
      #if canImport(Glibc)
        Glibc.connect(descriptor, address, length)
      #else
        Darwin.connect(descriptor, address, length)
      #endif
    }
    guard connected == 0 else {
      let error = errno
      close(descriptor)
      throw Failure(description: "cannot connect to \(address):\(port): errno \(error)")
    }
    return descriptor
  }

  /// A port of 127.0.0.1 no one listens on now (the system's pick for a socket bound to 0).
  static func freePort() throws -> UInt16 {
    let descriptor = try tcp()
    defer { close(descriptor) }
    let port = withAddress("127.0.0.1", port: 0) { address, length -> UInt16? in
      var length = length
      guard bind(descriptor, address, length) == 0, getsockname(descriptor, address, &length) == 0
      else { return nil }
      return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt16(bigEndian: $0.pointee.sin_port)
      }
    }
    guard let port else { throw Failure(description: "no free port: errno \(errno)") }
    return port
  }
}
