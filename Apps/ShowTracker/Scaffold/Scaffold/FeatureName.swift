/// A feature's name in each form the scaffold writes it.
public struct FeatureName: Hashable, Sendable {
  /// `MyShows`: the package, its module and the types (`{Name}` in a template).
  public let upperCamel: String
  /// `myShows`: Swift identifiers (`{name}`).
  public let lowerCamel: String
  /// `myshows`: the screen's id, its `preview` name and its command (`{id}`).
  public let id: String
  /// `My Shows`: what the tab and the headings say (`{Title}`).
  public let title: String

  /// The forms of `name`, which must be UpperCamelCase: a capital ASCII letter, then ASCII
  /// letters and digits (`Watchlist`, `MyShows`).
  public init(_ name: String) throws(ScaffoldError) {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
      })
    else { throw .badName(name) }
    upperCamel = name
    lowerCamel = name.prefix(1).lowercased() + name.dropFirst()
    id = name.lowercased()
    var words = ""
    var previous: Character?
    for character in name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        words.append(" ")
      }
      words.append(character)
      previous = character
    }
    title = words
  }

  /// `template` with `{Name}`, `{name}`, `{id}` and `{Title}` replaced by this name's forms,
  /// and each run of `import` lines sorted, as `swift format` wants them whatever the name.
  public func fill(_ template: String) -> String {
    let filled =
      template
      .replacing("{Name}", with: upperCamel)
      .replacing("{name}", with: lowerCamel)
      .replacing("{id}", with: id)
      .replacing("{Title}", with: title)
    var lines = filled.split(separator: "\n", omittingEmptySubsequences: false)
    var start = 0
    while start < lines.count {
      guard lines[start].hasPrefix("import ") else {
        start += 1
        continue
      }
      var end = start
      while end < lines.count, lines[end].hasPrefix("import ") { end += 1 }
      lines[start..<end].sort()
      start = end
    }
    return lines.joined(separator: "\n")
  }
}
