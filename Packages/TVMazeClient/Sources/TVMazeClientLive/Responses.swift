import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads the API's JSON answers into the client's models; anything else is
/// ``TVMazeError/malformed(path:reason:)``.
enum Responses {
  static func searchResults(_ data: Data, path: String) throws(TVMazeError) -> [TVMazeShowSummary] {
    let hits = try decode([SearchHit].self, from: data, path: path)
    return hits.map { hit in
      TVMazeShowSummary(
        id: hit.show.id, name: hit.show.name, premiered: hit.show.premiered,
        network: hit.show.network?.name ?? hit.show.webChannel?.name)
    }
  }

  /// The show the answer to `path` holds, which must be show `asked`: an answer for another
  /// show is never saved over it.
  static func show(_ data: Data, path: String, asked: Int) throws(TVMazeError)
    -> TVMazeShowDocument
  {
    let show = try decode(ShowBody.self, from: data, path: path)
    guard show.id == asked else {
      throw .wrongShow(path: path, asked: asked, answered: show.id)
    }
    guard let episodes = show.embedded?.episodes else {
      throw .malformed(path: path, reason: "the show has no episode list (_embedded.episodes)")
    }
    return TVMazeShowDocument(
      id: show.id, name: show.name, updated: show.updated, episodeCount: episodes.count,
      body: data)
  }

  /// Whether a 404's body is TVMaze's own (`{"name": "Not Found", …, "status": 404}`), which
  /// says TVMaze has nothing there, rather than a proxy's page.
  static func isTVMazeNotFound(_ data: Data) -> Bool {
    struct ErrorBody: Decodable { var status: Int }
    return (try? JSONDecoder().decode(ErrorBody.self, from: data))?.status == 404
  }

  /// A few words about a body that is not TVMaze's: its start, or that it is empty.
  static func glimpse(of data: Data) -> String {
    guard !data.isEmpty else { return "an empty body" }
    let text = String(decoding: data.prefix(60), as: UTF8.self)
      .unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }
      .joined()
    return "it began \"" + text + (data.count > 60 ? "…" : "") + "\""
  }

  static func showID(_ data: Data, path: String) throws(TVMazeError) -> Int {
    try decode(ShowBody.self, from: data, path: path).id
  }

  static func updates(_ data: Data, path: String) throws(TVMazeError) -> [Int: TVMazeTimestamp] {
    let byKey = try decode([String: TVMazeTimestamp].self, from: data, path: path)
    var updates: [Int: TVMazeTimestamp] = [:]
    for (key, value) in byKey {
      guard let id = Int(key) else {
        throw .malformed(path: path, reason: "'\(key)' is not a show id")
      }
      updates[id] = value
    }
    return updates
  }

  private static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, path: String
  ) throws(TVMazeError) -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
      // Foundation refuses a number beyond a Double's range in valid JSON as "not valid JSON".
      if let number = numberTooLarge(in: data) {
        throw .malformed(
          path: path, reason: "the answer holds a number too large to read: \(number)")
      }
      throw .malformed(path: path, reason: "the answer is not JSON")
    } catch let error as DecodingError {
      throw .malformed(path: path, reason: reason(error))
    } catch {
      throw .malformed(path: path, reason: "the answer could not be read")
    }
  }

  /// The first number in `data`, outside strings, too large for a Double (`1e400`), if any.
  static func numberTooLarge(in data: Data) -> String? {
    var inString = false
    var escaped = false
    var number: [UInt8] = []
    func tooLarge() -> String? {
      defer { number.removeAll() }
      let text = String(decoding: number, as: UTF8.self)
      return Double(text)?.isInfinite == true ? String(text.prefix(40)) : nil
    }
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        number.append(byte)
      default:
        if let found = tooLarge() { return found }
        inString = byte == UInt8(ascii: "\"")
      }
    }
    return tooLarge()
  }

  /// "expected a number at show.id", in plain words.
  private static func reason(_ error: DecodingError) -> String {
    func at(_ path: [any CodingKey]) -> String {
      let names = path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return names.isEmpty ? "the top level" : names.joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \(at(context.codingPath + [key]))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "unexpected value at \(at(context.codingPath))"
    case .dataCorrupted(let context):
      return "the answer is not JSON (at \(at(context.codingPath)))"
    @unknown default:
      return "the answer could not be read"
    }
  }

  private struct Named: Decodable {
    var name: String?
  }

  private struct SearchHit: Decodable {
    var show: ShowBody
  }

  /// Anything: an episode, read only to be counted.
  private struct Anything: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  private struct ShowBody: Decodable {
    var id: Int
    var name: String
    var premiered: String?
    var updated: TVMazeTimestamp?
    var network: Named?
    var webChannel: Named?
    var embedded: Embedded?

    struct Embedded: Decodable {
      var episodes: [Anything]?
    }

    enum CodingKeys: String, CodingKey {
      case id, name, premiered, updated, network, webChannel
      case embedded = "_embedded"
    }
  }
}
