/// A request target in origin form (`/path?query`), decoded.
struct RequestTarget {
  let raw: String
  let segments: [String]
  let query: FormFields

  /// - Throws: ``HTTPParseError/malformed(_:)`` unless `bytes` is `/`, then visible ASCII with
  ///   no `#`, and every escape decodes to UTF-8 text without control characters.
  init(_ bytes: [UInt8]) throws(HTTPParseError) {
    guard bytes.first == UInt8(ascii: "/") else {
      throw .malformed("the request target is not a path starting with '/'")
    }
    guard bytes.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "#") }) else {
      throw .malformed("the request target holds a byte a URL may not")
    }
    let mark = bytes.firstIndex(of: UInt8(ascii: "?")) ?? bytes.endIndex
    do {
      // Each segment on its own, so that an encoded '/' stays inside its segment.
      // `/` has no segment; `/a/` has two, the second empty.
      segments =
        mark == 1
        ? []
        : try bytes[1..<mark].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
          .map { segment throws(PercentDecodingError) in
            try PercentDecoding.decode(segment, plusIsSpace: false)
          }
      query =
        mark < bytes.endIndex ? try FormFields(urlEncoded: bytes[(mark + 1)...]) : FormFields()
    } catch {
      throw .malformed("the request target has \(error)")
    }
    raw = String(decoding: bytes, as: UTF8.self)
  }
}
