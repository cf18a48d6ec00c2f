import HTTPServer
import Testing

@Suite struct MultipartFormTests {
  /// A body as Plex sends one: the JSON in `payload`, a JPEG beside it.
  private static let plexBody = Array(
    ("--------------------------d74496d66958873e\r\n"
      + "Content-Disposition: form-data; name=\"payload\"\r\n"
      + "Content-Type: application/json\r\n\r\n"
      + "{\"event\":\"media.scrobble\"}\r\n"
      + "--------------------------d74496d66958873e\r\n"
      + "Content-Disposition: form-data; name=\"thumb\"; filename=\"image.jpg\"\r\n"
      + "Content-Type: image/jpeg\r\n\r\n"
      + "\u{FF}\u{D8}\r\n--not-the-boundary\r\n\u{FF}\u{D9}\r\n"
      + "--------------------------d74496d66958873e--\r\n").utf8)
  private static let plexBoundary = "------------------------d74496d66958873e"

  private func request(_ body: [UInt8], type: String) throws -> HTTPRequest {
    var headers = HTTPHeaders()
    headers["Content-Type"] = type
    return try #require(HTTPRequest(method: "POST", target: "/", headers: headers, body: body))
  }

  @Test func readsEachPartWithItsNameFileNameTypeAndBytes() throws {
    let form = try #require(
      try request(Self.plexBody, type: "multipart/form-data; boundary=\(Self.plexBoundary)")
        .multipartForm())
    #expect(form.parts.map(\.name) == ["payload", "thumb"])
    #expect(form["payload"]?.text == #"{"event":"media.scrobble"}"#)
    #expect(form["payload"]?.contentType == "application/json")
    #expect(form["payload"]?.filename == nil)
    let thumb = try #require(form["thumb"])
    #expect(thumb.filename == "image.jpg")
    #expect(thumb.contentType == "image/jpeg")
    // A line that only looks like a boundary stays in the part.
    #expect(thumb.body == Array("\u{FF}\u{D8}\r\n--not-the-boundary\r\n\u{FF}\u{D9}".utf8))
  }

  @Test func aQuotedBoundaryAPreambleAndAPartWithoutTypeAreRead() throws {
    let body =
      Array(
        "preamble to ignore\r\n--b\r\ncontent-disposition: form-data; name=\"data\"\r\n\r\n"
          .utf8) + Array("{\"Event\":\"item.markplayed\"}\r\n--b--".utf8)
    let form = try #require(
      try request(body, type: "Multipart/Form-Data; charset=utf-8; boundary=\"b\"")
        .multipartForm())
    #expect(form["data"]?.text == #"{"Event":"item.markplayed"}"#)
    #expect(form["data"]?.contentType == nil)
  }

  @Test func anotherTypeIsNotMultipart() throws {
    #expect(try request([], type: "application/json").multipartForm() == nil)
    #expect(try request([], type: "text/plain; charset=utf-8").contentType == "text/plain")
  }

  @Test(arguments: [
    ("multipart/form-data", "--b\r\n\r\nx\r\n--b--", "the Content-Type names no boundary"),
    (
      "multipart/form-data; boundary=b", "no boundary here",
      "the body has none of the boundaries its Content-Type names"
    ),
    (
      "multipart/form-data; boundary=b",
      "--b\r\nContent-Disposition: form-data; name=\"p\"\r\n\r\nx",
      "part 1 has no closing boundary"
    ),
    (
      "multipart/form-data; boundary=b", "--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--",
      "part 1 has no Content-Disposition"
    ),
    (
      "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: attachment\r\n\r\nx\r\n--b--",
      "part 1 is not a named form-data field"
    ),
    (
      "multipart/form-data; boundary=b", "--b\r\nContent-Disposition form-data\r\n\r\nx\r\n--b--",
      "part 1: a header line is not 'Name: value'"
    ),
    ("multipart/form-data; boundary=b", "--bX", "part 1: the boundary's line does not end"),
  ])
  func aBrokenBodyIsAnErrorThatSaysWhatIsWrong(type: String, body: String, message: String) throws {
    #expect(throws: MultipartError(message)) {
      try request(Array(body.utf8), type: type).multipartForm()
    }
  }

  @Test func partsAndHeaderFieldsAreBounded() throws {
    let part = "--b\r\nContent-Disposition: form-data; name=\"p\"\r\n\r\nx\r\n"
    let three = Array((String(repeating: part, count: 3) + "--b--").utf8)
    let type = "multipart/form-data; boundary=b"
    #expect(try request(three, type: type).multipartForm(limits: .init(parts: 3))?.parts.count == 3)
    #expect(throws: MultipartError("the body has more than 2 parts")) {
      try request(three, type: type).multipartForm(limits: .init(parts: 2))
    }
    let long = Array(
      ("--b\r\nContent-Disposition: form-data; name=\"p\"\r\nX-Long: "
        + String(repeating: "a", count: 200) + "\r\n\r\nx\r\n--b--").utf8)
    #expect(throws: MultipartError("part 1: its header fields do not end within 100 bytes")) {
      try request(long, type: type).multipartForm(limits: .init(headerBytes: 100))
    }
    #expect(try request(long, type: type).multipartForm()?["p"]?.text == "x")
  }
}
