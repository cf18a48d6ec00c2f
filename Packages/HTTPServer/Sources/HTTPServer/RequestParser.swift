/// Reads HTTP/1.1 requests from the bytes of a connection, as they arrive, within
/// ``HTTPLimits``.
///
/// ```swift
/// var parser = RequestParser(limits: HTTPLimits())
/// parser.append(Array("GET /shows/1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n".utf8))
/// let request = try parser.nextRequest()  // GET, pathSegments ["shows", "1"]
/// ```
///
/// What it takes: a request line `METHOD /target HTTP/1.x` (origin form only), header fields
/// `name: value` ending in CRLF (no folded lines, no bare CR or LF), one `Host` field (HTTP/1.0
/// may leave it out), and a body of `Content-Length` bytes. Empty lines before a request are
/// skipped (RFC 9112 §2.2). Several requests may arrive together (pipelining): each call returns the next.
///
/// > Important: After a thrown error the connection must be closed: the parser does not know
/// > where the next request would start.
public struct RequestParser: Sendable {
  /// The limits every request is held to.
  public let limits: HTTPLimits
  private var buffer: [UInt8] = []
  /// Where the search for the end of the head resumes.
  private var scanned = 0
  /// How far the line breaks of an incomplete head were checked, and where its first line ends:
  /// each byte is looked at once however the head arrives (a byte at a time, too).
  private var checked = 0
  private var firstLineEnd: Int?
  /// The head read so far, once complete, while the body arrives.
  private var pending: (request: HTTPRequest, bodyBytes: Int)?

  /// A parser with `limits`.
  public init(limits: HTTPLimits = HTTPLimits()) {
    self.limits = limits
  }

  /// Adds bytes read from the connection.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// Whether part of a request has arrived (so a timeout now is the client's 408, not an idle
  /// connection's quiet close).
  public var hasPartialRequest: Bool {
    pending != nil || buffer.contains { $0 != 0x0D && $0 != 0x0A }
  }

  /// The next whole request, or `nil` until more bytes arrive.
  ///
  /// - Throws: ``HTTPParseError`` for a request that is malformed or over a limit, as soon as
  ///   the bytes so far show it.
  public mutating func nextRequest() throws(HTTPParseError) -> HTTPRequest? {
    if pending == nil {
      guard let head = try readHead() else { return nil }
      pending = head
    }
    guard let (request, bodyBytes) = pending, buffer.count >= bodyBytes else { return nil }
    var whole = request
    whole.body = Array(buffer[..<bodyBytes])
    buffer.removeFirst(bodyBytes)
    pending = nil
    restartScan()
    return whole
  }

  /// Parses one request's head from `bytes` and returns it with its body, and how many bytes it
  /// took: `nil` when `bytes` holds no whole request. What the fuzz harness calls.
  public static func parse(
    _ bytes: [UInt8], limits: HTTPLimits = HTTPLimits()
  ) throws(HTTPParseError) -> (request: HTTPRequest, consumed: Int)? {
    var parser = RequestParser(limits: limits)
    parser.append(bytes)
    guard let request = try parser.nextRequest() else { return nil }
    return (request, bytes.count - parser.buffer.count)
  }

  // MARK: - The head

  private mutating func readHead() throws(HTTPParseError) -> (HTTPRequest, Int)? {
    // Empty lines before the request line.
    let blank = buffer.prefix { $0 == 0x0D || $0 == 0x0A }.count
    if blank > 0 {
      buffer.removeFirst(blank)
      restartScan()
    }
    guard let end = findEndOfHead() else {
      try checkIncompleteHead()
      return nil
    }
    let head = buffer[..<end]
    defer {
      buffer.removeFirst(end + 4)
      restartScan()
    }
    return try Self.parseHead(head, limits: limits)
  }

  private mutating func restartScan() {
    scanned = 0
    checked = 0
    firstLineEnd = nil
  }

  /// The index of the CRLF CRLF that ends the head.
  private mutating func findEndOfHead() -> Int? {
    let count = buffer.count
    var index = Swift.max(scanned, 0)
    while index + 3 < count {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D,
        buffer[index + 3] == 0x0A
      {
        return index
      }
      index += 1
    }
    scanned = Swift.max(count - 3, 0)
    return nil
  }

  /// Fails early when the bytes of a head still incomplete already break a limit or the syntax.
  private mutating func checkIncompleteHead() throws(HTTPParseError) {
    // A line ended by a bare LF (or a bare CR) never completes a head: say so now, rather than
    // wait for the timeout. (The last byte is checked once the next one has come.)
    while checked < buffer.count {
      let byte = buffer[checked]
      if byte == 0x0A {
        guard checked > 0, buffer[checked - 1] == 0x0D else {
          throw .malformed("a line ends in LF without CR")
        }
        if firstLineEnd == nil { firstLineEnd = checked }
      } else if byte == 0x0D {
        guard checked + 1 < buffer.count else { break }
        guard buffer[checked + 1] == 0x0A else { throw .malformed("a CR not followed by LF") }
      }
      checked += 1
    }
    if firstLineEnd == nil, buffer.count > limits.requestLineBytes + 1 { throw .requestLineTooLong }
    if buffer.count > limits.requestLineBytes + 2 + limits.headerBytes + 2 {
      throw .headersTooLarge
    }
  }

  private static func parseHead(
    _ head: ArraySlice<UInt8>, limits: HTTPLimits
  ) throws(HTTPParseError) -> (HTTPRequest, Int) {
    let lines = try splitLines(head)
    guard let requestLine = lines.first else { throw .malformed("the request line is empty") }
    guard requestLine.count <= limits.requestLineBytes else { throw .requestLineTooLong }
    let (method, target, version) = try parseRequestLine(requestLine)

    let fieldLines = lines.dropFirst()
    guard fieldLines.count <= limits.headerCount else { throw .headersTooLarge }
    guard fieldLines.reduce(0, { $0 + $1.count + 2 }) <= limits.headerBytes else {
      throw .headersTooLarge
    }
    var headers = HTTPHeaders()
    for line in fieldLines {
      let (name, value) = try parseField(line)
      headers.add(name, value)
    }

    let hosts = headers.values(of: "Host").count
    if version == "HTTP/1.1", hosts != 1 {
      throw .malformed("an HTTP/1.1 request needs exactly one Host field")
    }
    if hosts > 1 {
      // HTTP/1.0 may leave it out, but two name two servers: which was meant is a guess.
      throw .malformed("a request has one Host field at most, not \(hosts)")
    }
    if headers.contains("Transfer-Encoding") { throw .unsupportedTransferEncoding }
    let bodyBytes = try contentLength(headers, limits: limits)
    let request = HTTPRequest(
      method: method, target: try RequestTarget(target), version: version, headers: headers,
      body: [])
    return (request, bodyBytes)
  }

  /// The head's lines, each ended by CRLF; a bare CR or LF inside a line is refused, since
  /// servers that read it differently are how requests get smuggled.
  private static func splitLines(
    _ head: ArraySlice<UInt8>
  ) throws(HTTPParseError) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = head.startIndex
    var index = head.startIndex
    while index < head.endIndex {
      let byte = head[index]
      if byte == 0x0D {
        guard index + 1 < head.endIndex, head[index + 1] == 0x0A else {
          throw .malformed("a CR not followed by LF")
        }
        lines.append(head[start..<index])
        index += 2
        start = index
      } else if byte == 0x0A {
        throw .malformed("a line ends in LF without CR")
      } else {
        index += 1
      }
    }
    lines.append(head[start..<head.endIndex])
    return lines
  }

  private static func parseRequestLine(
    _ line: ArraySlice<UInt8>
  ) throws(HTTPParseError) -> (method: String, target: [UInt8], version: String) {
    let parts = line.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
      throw .malformed("the request line is not 'METHOD /path HTTP/1.1'")
    }
    guard parts[0].count <= 32, parts[0].allSatisfy(ASCII.isTokenCharacter) else {
      throw .malformed("the method is not a token")
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    switch version {
    case "HTTP/1.1", "HTTP/1.0": break
    default:
      let digits = parts[2].dropFirst(5)
      if parts[2].starts(with: Array("HTTP/".utf8)), digits.count == 3,
        ASCII.isDigit(digits[digits.startIndex]), digits[digits.startIndex + 1] == 0x2E,
        ASCII.isDigit(digits[digits.startIndex + 2])
      {
        throw .unsupportedVersion
      }
      throw .malformed("the protocol is not HTTP/1.1")
    }
    return (String(decoding: parts[0], as: UTF8.self), Array(parts[1]), version)
  }

  private static func parseField(
    _ line: ArraySlice<UInt8>
  ) throws(HTTPParseError) -> (String, String) {
    guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
      throw .malformed("a header line has no ':'")
    }
    let name = line[..<colon]
    guard !name.isEmpty, name.allSatisfy(ASCII.isTokenCharacter) else {
      // Also a folded line (starting with a space) and a space before the colon.
      throw .malformed("a header name is not a token")
    }
    var value = line[(colon + 1)...]
    guard value.allSatisfy(ASCII.isFieldValueByte) else {
      throw .malformed("a header value holds a control character")
    }
    while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
    while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
    return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
  }

  /// The body's length: every `Content-Length` field must be the same decimal number.
  private static func contentLength(
    _ headers: HTTPHeaders, limits: HTTPLimits
  ) throws(HTTPParseError) -> Int {
    let values = headers.values(of: "Content-Length")
    guard let first = values.first else { return 0 }
    guard values.allSatisfy({ $0 == first }) else {
      throw .malformed("the Content-Length fields differ")
    }
    guard !first.isEmpty, first.utf8.allSatisfy(ASCII.isDigit) else {
      throw .malformed("the Content-Length is not a number")
    }
    guard first.utf8.count <= 18, let length = Int(first), length <= limits.bodyBytes else {
      throw .bodyTooLarge
    }
    return length
  }
}
