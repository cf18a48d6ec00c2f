/// An answer: a status, header fields, and a body of bytes or a stream of server-sent events.
///
/// ```swift
/// HTTPResponse.html("<p>\(HTML.escaped(title))</p>")
/// HTTPResponse.redirect(to: "/history")              // 303, after a form's POST
/// HTTPResponse.events(from: changes)                 // text/event-stream
/// ```
///
/// The server writes `Content-Length` and `Connection` itself.
public struct HTTPResponse: Sendable {
  /// What follows the head.
  public enum Body: Sendable {
    /// A body of these bytes.
    case bytes([UInt8])
    /// A `text/event-stream` that stays open: every event sent to the source is written to it.
    case events(EventSource)
  }

  /// The status.
  public var status: HTTPStatus
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body.
  public var body: Body

  /// A response of `status` with `headers` and `body`.
  public init(status: HTTPStatus = .ok, headers: HTTPHeaders = .init(), body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// An HTML page (`text/html; charset=utf-8`). Text from outside goes in through
  /// ``HTML/escaped(_:)``.
  public static func html(_ page: String, status: HTTPStatus = .ok) -> HTTPResponse {
    typed(page, "text/html; charset=utf-8", status: status)
  }

  /// Plain text (`text/plain; charset=utf-8`): what the server's own refusals say.
  public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
    typed(text, "text/plain; charset=utf-8", status: status)
  }

  /// A body of `type`: `text/javascript; charset=utf-8` for a page's script.
  public static func typed(_ text: String, _ type: String, status: HTTPStatus = .ok)
    -> HTTPResponse
  {
    HTTPResponse(
      status: status, headers: HTTPHeaders([("Content-Type", type)]), body: .bytes(Array(text.utf8))
    )
  }

  /// `303 See Other` to `location`, a path of this server: the answer to a form's POST, so that
  /// reloading the page does not post again. A `location` that is not one
  /// (``isLocalPath(_:)``: `//evil.example`, `/\evil.example`, a URL) sends the browser to `/`
  /// instead, so no redirect made from what a request carries leads to another site.
  public static func redirect(to location: String) -> HTTPResponse {
    HTTPResponse(
      status: .seeOther,
      headers: HTTPHeaders([("Location", isLocalPath(location) ? location : "/")]))
  }

  /// Whether `path` names a path of this server, as every browser reads it, and no other host:
  /// it starts with one `/`, and holds no `\` (browsers read `/\host` as `//host`), no space
  /// and no control character.
  public static func isLocalPath(_ path: some StringProtocol) -> Bool {
    path.hasPrefix("/") && !path.hasPrefix("//")
      && !path.unicodeScalars.contains { $0 == "\\" || $0.value <= 0x20 || $0.value == 0x7F }
  }

  /// A server-sent event stream of `source`.
  public static func events(from source: EventSource) -> HTTPResponse {
    HTTPResponse(
      headers: HTTPHeaders([
        ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
      ]),
      body: .events(source))
  }

  /// The status line and header fields, with `Content-Length` (for a body of bytes) and
  /// `Connection`, ending in the empty line.
  func head(keepAlive: Bool) -> [UInt8] {
    var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
    for (name, value) in headers
    where !HTTPHeaders.same(name, "Content-Length") && !HTTPHeaders.same(name, "Connection") {
      text += "\(name): \(Self.oneLine(value))\r\n"
    }
    if case .bytes(let bytes) = body { text += "Content-Length: \(bytes.count)\r\n" }
    text += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
    text += "\r\n"
    return Array(text.utf8)
  }

  /// A header value with its line breaks removed: a handler's value can never end the head.
  private static func oneLine(_ value: String) -> String {
    guard value.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A }) else { return value }
    return String(value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }.map(Character.init))
  }
}
