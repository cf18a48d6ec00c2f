import Identifiers
import LibraryDatabase

/// Turns a SHOW argument into a show's id.
enum ShowResolver {
  /// The show SHOW names: an id, else a title (or the start of one) that only one show has.
  static func resolve(_ text: String, in database: LibraryDatabase) throws(CommandError) -> ShowID {
    do {
      if let id = Int64(text), try database.show(id: id) != nil { return ShowID(rawValue: id) }
      let matches = try database.shows(titled: text)
      switch matches.count {
      case 0:
        throw CommandError.failure(
          "no show called '\(text)' in the library; "
            + "try: showtracker search \(text)")
      case 1:
        return ShowID(rawValue: matches[0].id)
      default:
        throw CommandError.failure(ambiguity(text, matches))
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw .failure("cannot read the library: \(error)")
    }
  }

  private static func ambiguity(_ text: String, _ matches: [ShowRecord]) -> String {
    let shown = matches.prefix(20).map { show in
      let year = show.premiered.map { " (\($0.prefix(4)))" } ?? ""
      return "  \(String(show.id).padding(toLength: 6, withPad: " ", startingAt: 0)) "
        + show.title + year
    }
    let more = matches.count > 20 ? ["  … and \(matches.count - 20) more"] : []
    return
      (["'\(text)' matches \(matches.count) shows; give an id or the full title:"]
      + shown + more).joined(separator: "\n")
  }
}
