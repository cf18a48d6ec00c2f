import Foundation

/// Genres are stored as a JSON array of strings in `shows.genres`.
enum Genres {
  static func encode(_ genres: [String]) -> String {
    guard let data = try? JSONEncoder().encode(genres) else { return "[]" }
    return String(decoding: data, as: UTF8.self)
  }

  static func decode(_ text: String) -> [String] {
    (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
  }
}
