/// Escapes text for a `LIKE ? ESCAPE '\'` pattern, so `%` and `_` in it match themselves.
enum LikePattern {
  static func escaped(_ text: String) -> String {
    var pattern = ""
    for character in text {
      if character == "%" || character == "_" || character == "\\" {
        pattern.append("\\")
      }
      pattern.append(character)
    }
    return pattern
  }
}
