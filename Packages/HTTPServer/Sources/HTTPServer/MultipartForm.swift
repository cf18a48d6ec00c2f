/// The parts of a `multipart/form-data` body (RFC 7578), as Plex's webhooks and some of Emby's
/// post them: each part a named field, text or a file.
///
/// ```swift
/// let form = try request.multipartForm()        // nil when the body is not multipart
/// let payload = form?["payload"]?.text           // Plex: the event's JSON
/// ```
///
/// The reader is bounded: at most ``Limits/parts`` parts and ``Limits/headerBytes`` of header
/// fields in each (the body itself is bounded by the server's ``HTTPLimits/bodyBytes``).
public struct MultipartForm: Sendable {
  /// One part: a field of the form.
  public struct Part: Sendable, Equatable {
    /// The field's name (`Content-Disposition: form-data; name="payload"`).
    public var name: String
    /// The file name, for a file's part.
    public var filename: String?
    /// The part's `Content-Type`, when it has one (`image/jpeg`).
    public var contentType: String?
    /// The part's bytes.
    public var body: [UInt8]

    /// The bytes as text, when they are UTF-8.
    public var text: String? { String(validating: body, as: UTF8.self) }
  }

  /// How much of a multipart body is read.
  public struct Limits: Sendable, Equatable {
    /// The most parts.
    public var parts: Int
    /// The most bytes of header fields in one part.
    public var headerBytes: Int

    /// The limits given; the defaults are far above what a media server sends (two parts).
    public init(parts: Int = 32, headerBytes: Int = 8192) {
      self.parts = parts
      self.headerBytes = headerBytes
    }
  }

  /// The parts, in the order sent.
  public var parts: [Part]

  /// The first part named `name`.
  public subscript(name: String) -> Part? {
    parts.first { $0.name == name }
  }

  /// Reads `body`, whose parts are separated by `boundary` (the `boundary` parameter of its
  /// `Content-Type`).
  ///
  /// - Throws: ``MultipartError``, naming what is wrong, for a body that is not multipart with
  ///   this boundary: no first boundary, a part without `Content-Disposition: form-data` and a
  ///   name, header fields over the limit or without their blank line, too many parts, or no
  ///   closing boundary.
  public init(
    body: [UInt8], boundary: String, limits: Limits = Limits()
  ) throws(MultipartError) {
    guard !boundary.isEmpty, boundary.utf8.count <= 70 else {
      throw MultipartError("the boundary must have 1 to 70 characters")
    }
    let delimiter = Array("--\(boundary)".utf8)
    let separator = [UInt8(ascii: "\r"), UInt8(ascii: "\n")] + delimiter
    // The first boundary starts the body or a line of it (what comes before is a preamble).
    guard
      var index = Self.hasPrefix(body, delimiter, at: 0)
        ? delimiter.count
        : Self.find(separator, in: body, from: 0).map({ $0 + separator.count })
    else {
      throw MultipartError("the body has none of the boundaries its Content-Type names")
    }
    var parts: [Part] = []
    while true {
      if Self.hasPrefix(body, [UInt8(ascii: "-"), UInt8(ascii: "-")], at: index) {
        self.parts = parts
        return
      }
      // Transport padding, then the line break that ends the boundary's line.
      while index < body.count, body[index] == UInt8(ascii: " ") || body[index] == 0x09 {
        index += 1
      }
      guard Self.hasPrefix(body, [UInt8(ascii: "\r"), UInt8(ascii: "\n")], at: index) else {
        throw MultipartError("part \(parts.count + 1): the boundary's line does not end")
      }
      index += 2
      guard parts.count < limits.parts else {
        throw MultipartError("the body has more than \(limits.parts) parts")
      }
      let blankLine = Array("\r\n\r\n".utf8)
      let headersEnd: Int
      if Self.hasPrefix(body, [UInt8(ascii: "\r"), UInt8(ascii: "\n")], at: index) {
        headersEnd = index  // a part without header fields
      } else {
        guard let end = Self.find(blankLine, in: body, from: index, within: limits.headerBytes)
        else {
          throw MultipartError(
            "part \(parts.count + 1): its header fields do not end within "
              + "\(limits.headerBytes) bytes")
        }
        headersEnd = end + 2
      }
      let headers = try Self.headers(body[index..<headersEnd], part: parts.count + 1)
      let start = headersEnd + 2
      guard let end = Self.find(separator, in: body, from: start) else {
        throw MultipartError("part \(parts.count + 1) has no closing boundary")
      }
      parts.append(
        try Self.part(headers, body: Array(body[start..<end]), number: parts.count + 1))
      index = end + separator.count
    }
  }

  /// The header fields of one part, by lowercased name.
  private static func headers(
    _ bytes: ArraySlice<UInt8>, part: Int
  ) throws(MultipartError) -> [String: String] {
    var fields: [String: String] = [:]
    for line in bytes.split(separator: UInt8(ascii: "\n")) {
      let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
      guard !trimmed.isEmpty else { continue }
      guard let colon = trimmed.firstIndex(of: UInt8(ascii: ":")),
        let name = String(validating: trimmed[..<colon], as: UTF8.self),
        let value = String(validating: trimmed[(colon + 1)...], as: UTF8.self)
      else {
        throw MultipartError("part \(part): a header line is not 'Name: value'")
      }
      fields[name.lowercased().trimmingASCIISpaces()] = value.trimmingASCIISpaces()
    }
    return fields
  }

  /// A part from its header fields: it must be a `form-data` field with a name.
  private static func part(
    _ headers: [String: String], body: [UInt8], number: Int
  ) throws(MultipartError) -> Part {
    guard let disposition = headers["content-disposition"] else {
      throw MultipartError("part \(number) has no Content-Disposition")
    }
    let parameters = HeaderParameters(disposition)
    guard HTTPHeaders.same(parameters.value, "form-data"), let name = parameters["name"] else {
      throw MultipartError("part \(number) is not a named form-data field")
    }
    return Part(
      name: name, filename: parameters["filename"], contentType: headers["content-type"],
      body: body)
  }

  private static func hasPrefix(_ bytes: [UInt8], _ prefix: [UInt8], at index: Int) -> Bool {
    index + prefix.count <= bytes.count
      && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
  }

  /// Where `needle` first starts in `bytes` at or after `start` (and, with `within`, starts
  /// before `start + within`).
  private static func find(
    _ needle: [UInt8], in bytes: [UInt8], from start: Int, within: Int = .max
  ) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    let last = min(bytes.count - needle.count, start > Int.max - within ? Int.max : start + within)
    var index = start
    while index <= last {
      if bytes[index] == first, hasPrefix(bytes, needle, at: index) { return index }
      index += 1
    }
    return nil
  }
}

/// Why a body could not be read as `multipart/form-data`: one line, for a 400 answer.
public struct MultipartError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong: `part 2 has no closing boundary`.
  public var description: String

  /// An error that says `description`.
  public init(_ description: String) {
    self.description = description
  }
}

/// A header value with parameters: `form-data; name="payload"; filename="a.jpg"`,
/// `multipart/form-data; boundary=abc`.
struct HeaderParameters {
  /// The value before the first `;`.
  let value: String
  private let parameters: [String: String]

  init(_ header: String) {
    var parts = Self.split(header)
    value = parts.isEmpty ? "" : parts.removeFirst().trimmingASCIISpaces()
    var parameters: [String: String] = [:]
    for part in parts {
      guard let equals = part.firstIndex(of: "=") else { continue }
      let name = String(part[..<equals]).trimmingASCIISpaces().lowercased()
      var raw = String(part[part.index(after: equals)...]).trimmingASCIISpaces()
      if raw.count >= 2, raw.first == "\"", raw.last == "\"" {
        raw = Self.unquoted(raw.dropFirst().dropLast())
      }
      if parameters[name] == nil { parameters[name] = raw }
    }
    self.parameters = parameters
  }

  /// The parameter `name` (lowercase), unquoted.
  subscript(name: String) -> String? { parameters[name] }

  /// A quoted string's text: `\"` is `"`, `\\` is `\`.
  private static func unquoted(_ quoted: Substring) -> String {
    var text = ""
    var escaped = false
    for character in quoted {
      if character == "\\" && !escaped {
        escaped = true
        continue
      }
      escaped = false
      text.append(character)
    }
    return text
  }

  /// `header` split at each `;` outside quotes.
  private static func split(_ header: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var quoted = false
    var escaped = false
    for character in header {
      if escaped {
        escaped = false
      } else if character == "\\" && quoted {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if character == ";" && !quoted {
        parts.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current)
    return parts
  }
}

extension HTTPRequest {
  /// The body's parts when it is `multipart/form-data` (with a boundary); `nil` for another
  /// type.
  ///
  /// - Throws: ``MultipartError`` for a multipart body that cannot be read.
  public func multipartForm(
    limits: MultipartForm.Limits = MultipartForm.Limits()
  ) throws(MultipartError) -> MultipartForm? {
    guard let type = headers["Content-Type"] else { return nil }
    let parameters = HeaderParameters(type)
    guard HTTPHeaders.same(parameters.value, "multipart/form-data") else { return nil }
    guard let boundary = parameters["boundary"] else {
      throw MultipartError("the Content-Type names no boundary")
    }
    return try MultipartForm(body: body, boundary: boundary, limits: limits)
  }

  /// The essence of the body's `Content-Type`, lowercased (`application/json`), or `nil`.
  public var contentType: String? {
    headers["Content-Type"].map { HeaderParameters($0).value.lowercased() }
  }
}
