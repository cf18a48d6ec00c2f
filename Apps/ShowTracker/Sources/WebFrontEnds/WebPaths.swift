import HTTPServer
import Identifiers

/// The browser app's addresses, written in one place: the routes `serve` answers and the links
/// its pages make. Every page's address is here (the scaffold adds a new feature's), never in
/// its HTML front end.
public enum WebPaths {
  /// Up Next, the first page.
  public static let upNext = "/"
  /// The history's first page.
  public static let history = "/history"
  /// The search.
  public static let search = "/search"
  /// The show page's route (`:id` is the show's library id), and the page with no show open.
  public static let showRoute = "/shows/:id"
  /// The show page with no show open.
  public static let shows = "/shows"
  /// Upcoming.
  public static let upcoming = "/upcoming"
  /// My Shows.
  public static let myShows = "/my-shows"
  /// Stats.
  public static let stats = "/stats"
  /// The watchlist.
  public static let watchlist = "/watchlist"
  // new-feature: paths above this line
  /// The live events (server-sent events).
  public static let events = "/events"
  /// The page's style sheet.
  public static let styleSheet = "/app.css"
  /// The page's script.
  public static let script = "/app.js"
  /// The icon of every page (an SVG, where browsers look for one).
  public static let icon = "/favicon.ico"
  /// The route the forms of a feature post to (`:feature` is its name).
  public static let actionRoute = "/actions/:feature"

  /// The show `id`'s page: `/shows/12`.
  public static func show(_ id: ShowID) -> String { "\(shows)/\(id)" }

  /// The history's page `page`: `/history`, `/history?page=2`.
  public static func history(page: Int) -> String {
    page <= 1 ? history : "\(history)?page=\(page)"
  }

  /// The search for `query`: `/search?q=the+wire`, or `/search` with none.
  public static func search(_ query: String) -> String {
    query.isEmpty ? search : "\(search)?" + FormFields([("q", query)]).urlEncoded
  }

  /// Stats of `year`, or of all time: `/stats?year=2024`, `/stats`.
  public static func stats(year: Int?) -> String {
    year.map { "\(stats)?year=\($0)" } ?? stats
  }

  /// Where the forms of the feature `name` post: `/actions/history`.
  public static func actions(of name: String) -> String { "/actions/\(name)" }
}
