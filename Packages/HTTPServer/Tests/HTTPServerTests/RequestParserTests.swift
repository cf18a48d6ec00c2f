import HTTPServer
import SeededRandom
import Testing

@Suite struct RequestParserTests {
  private func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) throws(HTTPParseError)
    -> HTTPRequest?
  {
    try RequestParser.parse(Array(text.utf8), limits: limits)?.request
  }

  private func error(_ text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPParseError? {
    do {
      _ = try parse(text, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func aGetRequestIsReadWithItsDecodedPathQueryAndHeaders() throws {
    let request = try #require(
      try parse(
        "GET /shows/12/The%20Wire?q=the+wire&page=2&q=again HTTP/1.1\r\nHost: 127.0.0.1:80\r\n"
          + "Accept:  text/html \r\nCookie: a=1; b=two\r\n\r\n"))
    #expect(request.method == "GET")
    #expect(request.target == "/shows/12/The%20Wire?q=the+wire&page=2&q=again")
    #expect(request.path == "/shows/12/The Wire")
    #expect(request.pathSegments == ["shows", "12", "The Wire"])
    #expect(request.query["q"] == "the wire")
    #expect(request.query.values(of: "q") == ["the wire", "again"])
    #expect(request.query["page"] == "2")
    #expect(request.headers["accept"] == "text/html")
    #expect(request.cookies == ["a": "1", "b": "two"])
    #expect(request.keepsAlive)
    #expect(request.body.isEmpty)
  }

  @Test func anEncodedSlashStaysInsideItsSegment() throws {
    let request = try #require(try parse("GET /shows/a%2Fb HTTP/1.1\r\nHost: h\r\n\r\n"))
    #expect(request.pathSegments == ["shows", "a/b"])
    #expect(try #require(try parse("GET / HTTP/1.1\r\nHost: h\r\n\r\n")).pathSegments == [])
  }

  @Test func aFormPostIsReadWithItsBody() throws {
    let body = "csrf_token=abc&title=%3Cscript%3E+%26+more"
    let request = try #require(
      try parse(
        "POST /watch HTTP/1.1\r\nHost: h\r\nContent-Type: application/x-www-form-urlencoded\r\n"
          + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"))
    #expect(request.body == Array(body.utf8))
    #expect(request.form?["title"] == "<script> & more")
    #expect(request.form?["csrf_token"] == "abc")
  }

  @Test func aBodyOfAnotherTypeIsNoForm() throws {
    let request = try #require(
      try parse(
        "POST /x HTTP/1.1\r\nHost: h\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\na=b"))
    #expect(request.form == nil)
  }

  @Test func anIncompleteRequestWaitsForMoreBytes() throws {
    #expect(try parse("GET / HTTP/1.1\r\nHost: h\r\n") == nil)
    #expect(try parse("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nabc") == nil)
    var parser = RequestParser()
    #expect(!parser.hasPartialRequest)
    parser.append(Array("\r\n".utf8))
    #expect(!parser.hasPartialRequest)
    parser.append(Array("GE".utf8))
    #expect(parser.hasPartialRequest)
  }

  @Test func pipelinedRequestsAreReadOneAfterAnother() throws {
    var parser = RequestParser()
    parser.append(
      Array(
        ("GET /a HTTP/1.1\r\nHost: h\r\n\r\nPOST /b HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhi"
          + "\r\nGET /c HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n").utf8))
    let first = try #require(try parser.nextRequest())
    let second = try #require(try parser.nextRequest())
    let third = try #require(try parser.nextRequest())
    #expect(try parser.nextRequest() == nil)
    #expect([first.path, second.path, third.path] == ["/a", "/b", "/c"])
    #expect(second.body == Array("hi".utf8))
    #expect(!third.keepsAlive)
  }

  /// Bytes cut anywhere give the same requests as the bytes at once (seeded random cuts).
  @Test func requestsCutAtRandomPlacesReadTheSame() throws {
    let text =
      "GET /a?x=1 HTTP/1.1\r\nHost: h\r\n\r\n\r\nPOST /b%20c HTTP/1.1\r\nHost: h\r\n"
      + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\nk=v&w=2"
      + "GET / HTTP/1.0\r\n\r\n"
    let bytes = Array(text.utf8)
    for seed in 1...200 {
      var random = SeededGenerator(seed: UInt64(seed))
      var parser = RequestParser()
      var requests: [HTTPRequest] = []
      var cuts: [Int] = []
      var offset = 0
      while offset < bytes.count {
        let length = Int(random.next() % 9) + 1
        let end = min(offset + length, bytes.count)
        cuts.append(end)
        parser.append(bytes[offset..<end])
        while let request = try parser.nextRequest() { requests.append(request) }
        offset = end
      }
      #expect(
        requests.map(\.path) == ["/a", "/b c", "/"] && requests[1].form?["w"] == "2"
          && requests[2].version == "HTTP/1.0", "seed \(seed), cuts at \(cuts)")
    }
  }

  @Test func emptyLinesBeforeARequestAreSkipped() throws {
    #expect(try parse("\r\n\r\nGET /x HTTP/1.1\r\nHost: h\r\n\r\n")?.path == "/x")
  }

  @Test func http10ConnectionsAreNotKeptAlive() throws {
    #expect(try parse("GET / HTTP/1.0\r\n\r\n")?.keepsAlive == false)
    #expect(
      try parse("GET / HTTP/1.1\r\nHost: h\r\nConnection: keep-alive, Close\r\n\r\n")?.keepsAlive
        == false)
  }

  @Test func limitsAreKept() {
    let limits = HTTPLimits(requestLineBytes: 64, headerCount: 3, headerBytes: 100, bodyBytes: 10)
    let long = "GET /" + String(repeating: "a", count: 64) + " HTTP/1.1\r\nHost: h\r\n\r\n"
    #expect(error(long, limits: limits) == .requestLineTooLong)
    // Too long before its end arrives, too.
    #expect(
      error("GET /" + String(repeating: "a", count: 80), limits: limits) == .requestLineTooLong)
    let headers = "GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n"
    #expect(error(headers, limits: limits) == .headersTooLarge)
    let big = "GET / HTTP/1.1\r\nHost: h\r\nA: " + String(repeating: "x", count: 100) + "\r\n\r\n"
    #expect(error(big, limits: limits) == .headersTooLarge)
    #expect(
      error("GET / HTTP/1.1\r\nHost: h\r\nA: " + String(repeating: "x", count: 300), limits: limits)
        == .headersTooLarge)
    // Refused from the length alone, before the body arrives.
    #expect(
      error("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 11\r\n\r\n", limits: limits)
        == .bodyTooLarge)
    #expect(
      error("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n\r\n")
        == .bodyTooLarge)
    #expect(
      error("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 10\r\n\r\n", limits: limits) == nil)
    #expect(HTTPParseError.requestLineTooLong.status.code == 414)
    #expect(HTTPParseError.headersTooLarge.status.code == 431)
    #expect(HTTPParseError.bodyTooLarge.status.code == 413)
  }

  /// The default limits, to the byte: 8,192 bytes of request line, 64 header fields, 16,384
  /// bytes of fields (each line with its line break), 65,536 bytes of body.
  @Test func theDefaultLimitsHoldToTheByte() throws {
    func line(_ length: Int) -> String {
      "GET /" + String(repeating: "a", count: length - 14) + " HTTP/1.1\r\nHost: h\r\n\r\n"
    }
    #expect(try parse(line(8192)) != nil)
    #expect(error(line(8193)) == .requestLineTooLong)

    // "Host: h" and its line break are 9 bytes; "A: " + value + line break the rest.
    func fields(_ bytes: Int) -> String {
      "GET / HTTP/1.1\r\nHost: h\r\nA: " + String(repeating: "x", count: bytes - 9 - 5)
        + "\r\n\r\n"
    }
    #expect(try parse(fields(16384)) != nil)
    #expect(error(fields(16385)) == .headersTooLarge)

    func count(_ fields: Int) -> String {
      "GET / HTTP/1.1\r\nHost: h\r\n"
        + (1..<fields).map { "X\($0): 1\r\n" }.joined() + "\r\n"
    }
    #expect(try parse(count(64)) != nil)
    #expect(error(count(65)) == .headersTooLarge)

    func body(_ length: Int) -> String {
      "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: \(length)\r\n\r\n"
        + String(repeating: "b", count: length)
    }
    #expect(try parse(body(65536))?.body.count == 65536)
    #expect(error(body(65537)) == .bodyTooLarge)
  }

  @Test(arguments: [
    ("GET / HTTP/1.1\nHost: h\n\n", "bare LF"),
    ("GET / HTTP/1.1\r\nHost: h\rX: y\r\n\r\n", "bare CR"),
    ("GET / HTTP/1.1\r\nHost: h\r\nX: y\r\n z\r\n\r\n", "folded line"),
    ("GET / HTTP/1.1\r\nHost : h\r\n\r\n", "space before colon"),
    ("GET / HTTP/1.1\r\nHost h\r\n\r\n", "no colon"),
    ("GET / HTTP/1.1\r\nHost: h\r\n: x\r\n\r\n", "no name before the colon"),
    ("GET / HTTP/1.1\r\n\r\n", "no Host"),
    ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "two Hosts"),
    ("GET / HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n", "two Hosts in HTTP/1.0"),
    (
      "GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", "two lengths"
    ),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", "negative length"),
    ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 1,1\r\n\r\n", "length list"),
    ("GET  / HTTP/1.1\r\nHost: h\r\n\r\n", "two spaces"),
    ("GET http://evil/ HTTP/1.1\r\nHost: h\r\n\r\n", "absolute form"),
    ("GET /a#b HTTP/1.1\r\nHost: h\r\n\r\n", "fragment"),
    ("GET /%zz HTTP/1.1\r\nHost: h\r\n\r\n", "bad escape"),
    ("GET /%ff HTTP/1.1\r\nHost: h\r\n\r\n", "not UTF-8"),
    ("GET /a%00b HTTP/1.1\r\nHost: h\r\n\r\n", "NUL"),
    ("GET /?q=%0a HTTP/1.1\r\nHost: h\r\n\r\n", "line break in the query"),
    ("G(T / HTTP/1.1\r\nHost: h\r\n\r\n", "method not a token"),
    ("GET / HTTPS/1.1\r\nHost: h\r\n\r\n", "not HTTP"),
    ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n", "control in a value"),
  ])
  func malformedRequestsAreRefusedAs400(text: String, what: String) {
    guard case .malformed = error(text) else {
      Issue.record("\(what): \(String(describing: error(text)))")
      return
    }
    #expect(error(text)?.status.code == 400, "\(what)")
  }

  @Test func otherVersionsAndTransferEncodingsAreNotSupported() {
    #expect(error("GET / HTTP/2.0\r\nHost: h\r\n\r\n") == .unsupportedVersion)
    #expect(error("GET / HTTP/1.2\r\nHost: h\r\n\r\n") == .unsupportedVersion)
    #expect(
      error("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
        == .unsupportedTransferEncoding)
    #expect(HTTPParseError.unsupportedVersion.status.code == 505)
    #expect(HTTPParseError.unsupportedTransferEncoding.status.code == 501)
  }
}
