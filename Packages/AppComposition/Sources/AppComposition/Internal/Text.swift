import LibraryClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Formatting of show facts shared by the connectors.
enum ShowText {
  /// "2008–2013" for an ended show, "2016–" for a running one, "" when unknown.
  static func years(_ show: Show) -> String {
    guard let premiered = show.premiered else {
      // Trakt gives a year and no dates.
      guard let start = show.year else { return "" }
      return show.status == nil || show.status == "Ended" ? "\(start)" : "\(start)–"
    }
    let start = year(premiered)
    if let ended = show.ended {
      let end = year(ended)
      return end == start ? "\(start)" : "\(start)–\(end)"
    }
    return show.status == "Ended" ? "\(start)" : "\(start)–"
  }

  /// The network, else the web channel, else "".
  static func channel(_ show: Show) -> String {
    show.network ?? show.webChannel ?? ""
  }

  static func fraction(_ progress: ShowProgress) -> Double {
    progress.aired == 0 ? 0 : Double(min(progress.watched, progress.aired)) / Double(progress.aired)
  }

  /// "episode list incomplete: `showtracker refresh Archer`" when the library holds only part
  /// of the show's episode list (a refresh finds a show TVMaze knows by another id too);
  /// `nil` when it holds the whole list. One text for every screen that says so.
  static func incompleteHint(_ show: Show, isEpisodeListComplete: Bool) -> String? {
    guard !isEpisodeListComplete else { return nil }
    return "episode list incomplete: `showtracker refresh \(quoted(show.title))`"
  }

  /// A title as a command's SHOW argument: in quotes when it has a space.
  static func quoted(_ title: String) -> String {
    title.contains(" ") ? "\"\(title)\"" : title
  }

  /// The year of a UTC date.
  static func year(_ date: Date) -> Int {
    CalendarDay(utc: date).year
  }
}

/// Formatting of episode facts shared by the connectors.
enum EpisodeText {
  /// "S01E02"; "S00" and no episode part for a special without a number.
  static func code(_ episode: Episode) -> String {
    code(season: episode.season, number: episode.number)
  }

  /// "S01E02"; "S00" for a special without a number.
  static func code(season: Int, number: Int?) -> String {
    guard let number else { return "S\(twoDigits(season))" }
    return "S\(twoDigits(season))E\(twoDigits(number))"
  }

  /// "Breaking Bad S01E02 · Cat's in the Bag...", with fallbacks for what is not loaded.
  static func title(show: Show?, episode: Episode?) -> String {
    guard let episode else { return show?.title ?? "" }
    let showTitle = show?.title ?? "Unknown show"
    return "\(showTitle) \(code(episode)) · \(episode.title)"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 && value >= 0 ? "0\(value)" : "\(value)"
  }
}
