// libFuzzer harness: the HTTP server's request parser, on arbitrary bytes.
//
// Checks, beyond "does not crash, hang or grow without bound":
// - the bytes fed in two pieces (cut where the first byte says) give the same requests and the
//   same error as the bytes at once;
// - a request read keeps the limits: a method that is a token, a target that is a path, at
//   most `headerCount` fields, a body of exactly its Content-Length, within `bodyBytes`;
//   an error is answered with one of the parser's statuses;
// - a request read, written out again, reads back the same;
// - its path, query and form decode to text without control characters, and escaped for HTML
//   hold no character that starts markup or ends a quoted attribute;
// - a multipart body (what Plex's webhooks post) reads within its limits, or fails with one
//   harmless line; each part's bytes lie inside the body.

import HTTPServer

private let limits = HTTPLimits(
  requestLineBytes: 512, headerCount: 16, headerBytes: 2048, bodyBytes: 4096)

/// What a run of the parser gave: its requests, as comparable text, then how it ended.
private struct Outcome: Equatable {
  var requests: [String] = []
  var error: HTTPParseError?
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: count == 0 ? nil : start, count: count))
  let whole = run([bytes[...]])
  let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
  let pieces = run([bytes[..<cut], bytes[cut...]])
  require(whole == pieces, "cut at \(cut): \(pieces), at once: \(whole)")
  return 0
}

private func run(_ pieces: [ArraySlice<UInt8>]) -> Outcome {
  var parser = RequestParser(limits: limits)
  var outcome = Outcome()
  do {
    for piece in pieces {
      parser.append(piece)
      while let request = try parser.nextRequest() {
        check(request)
        outcome.requests.append(describe(request))
      }
    }
  } catch {
    require(
      [400, 413, 414, 431, 501, 505].contains(error.status.code), "status \(error.status)")
    require(isOneHarmlessLine(error.description), "error not one line: \(error)")
    outcome.error = error
  }
  return outcome
}

private func describe(_ request: HTTPRequest) -> String {
  let headers = request.headers.fields.map { "\($0.name): \($0.value)" }
  return ([request.method, request.target, request.version] + headers).joined(separator: "\n")
    + "\n\n" + String(decoding: request.body, as: UTF8.self)
}

private func check(_ request: HTTPRequest) {
  require(!request.method.isEmpty, "an empty method")
  require(request.target.hasPrefix("/"), "target \(request.target)")
  require(request.headers.fields.count <= limits.headerCount, "too many fields")
  require(request.body.count <= limits.bodyBytes, "body of \(request.body.count)")
  let length = request.headers["Content-Length"].flatMap { Int($0) } ?? 0
  require(request.body.count == length, "body of \(request.body.count), length \(length)")
  require(!request.headers.contains("Transfer-Encoding"), "a Transfer-Encoding was taken")
  if request.version == "HTTP/1.1" {
    require(request.headers.values(of: "Host").count == 1, "an HTTP/1.1 request without one Host")
  }
  require(request.headers.values(of: "Host").count <= 1, "a request with two Hosts")

  // Decoded text is harmless, and escaped it is inert in a page.
  var texts = request.pathSegments + [request.path]
  texts += request.query.fields.flatMap { [$0.name, $0.value] }
  texts += (request.form?.fields ?? []).flatMap { [$0.name, $0.value] }
  for text in texts {
    require(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F },
      "a control character in \(text.debugDescription)")
    require(
      !HTML.escaped(text).contains { "<>\"'".contains($0) }, "escaped: \(HTML.escaped(text))")
  }
  // A multipart body reads within the limits, each part inside the body, or fails in one line.
  let multipartLimits = MultipartForm.Limits(parts: 4, headerBytes: 256)
  do {
    if let form = try request.multipartForm(limits: multipartLimits) {
      require(form.parts.count <= multipartLimits.parts, "\(form.parts.count) parts")
      let total = form.parts.reduce(0) { $0 + $1.body.count }
      require(
        total <= request.body.count, "parts of \(total) bytes in a body of \(request.body.count)")
    }
  } catch {
    require(isOneHarmlessLine(error.description), "multipart error not one line: \(error)")
  }

  // The query written out again reads back the same.
  if let again = try? FormFields(urlEncoded: Array(request.query.urlEncoded.utf8)[...]) {
    require(again == request.query, "the query did not round-trip: \(request.query)")
  } else {
    fatalError("fuzz check failed: the query's encoding does not decode")
  }

  // The request written out again reads back the same.
  var text = "\(request.method) \(request.target) \(request.version)\r\n"
  for (name, value) in request.headers { text += "\(name): \(value)\r\n" }
  let written = Array((text + "\r\n").utf8) + request.body
  do {
    guard let (again, consumed) = try RequestParser.parse(written, limits: limits) else {
      fatalError("fuzz check failed: the request written out again is incomplete")
    }
    require(consumed == written.count, "read \(consumed) of \(written.count) bytes again")
    require(describe(again) == describe(request), "read again: \(describe(again))")
  } catch {
    fatalError("fuzz check failed: the request written out again is refused: \(error)")
  }
}
