#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, read from the C library's `environ`.
///
/// What `ProcessInfo.processInfo.environment` returns, for a fifth of its cost at start: it
/// splits each `NAME=value` at its first `=` byte rather than character by character, and sizes
/// the dictionary once. Every command reads it before doing anything else.
@usableFromInline
enum ProcessEnvironment {
  /// Every variable; of a name given twice, the first.
  @usableFromInline
  static func variables() -> [String: String] {
    #if canImport(Darwin)
      guard let environment = _NSGetEnviron()?.pointee else { return [:] }
    #else
      guard let environment = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      else { return [:] }
    #endif
    var count = 0
    while environment[count] != nil { count += 1 }
    var variables = [String: String](minimumCapacity: count)
    for index in 0..<count {
      guard let entry = environment[index] else { continue }
      let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
      guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")), equals > 0 else { continue }
      let name = String(decoding: bytes[..<equals], as: UTF8.self)
      if variables[name] == nil {
        variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
      }
    }
    return variables
  }
}
