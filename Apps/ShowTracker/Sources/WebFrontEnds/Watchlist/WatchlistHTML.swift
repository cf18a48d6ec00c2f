import HTTPServer
import Watchlist

/// The watchlist as a page of the browser app (`showtracker serve`, at
/// ``WebPaths/watchlist``): the shows you mean to start, the most recently saved first, each
/// with its poster, a link to its page and a form that takes it off.
public enum WatchlistHTML: HTMLPage {
  public static func title(of state: WatchlistView.State) -> String { "Watchlist" }

  public static func path(of state: WatchlistView.State) -> String { WebPaths.watchlist }

  public static func content(of state: WatchlistView.State, forms: HTMLForms) -> String {
    "<h1>Watchlist</h1>"
      + HTMLParts.list(
        state.status, state.rows, isEmpty: state.isEmpty,
        empty: "No show saved: press a on a show's page in the app, or `showtracker watchlist add`."
      ) { row in
        var item = HTMLParts.heading(
          poster: row.imageURL, row.title, to: WebPaths.show(row.show),
          HTMLParts.span(row.yearText, "years") + HTMLParts.span(row.network, "channel")
            + HTMLParts.span(row.episodesText, "count") + HTMLParts.span(row.added, "when"))
        if let notInLibrary = row.notInLibrary {
          item += HTMLParts.span(notInLibrary, "incomplete")
        }
        item += forms.button(
          "Take off the watchlist", action: "showRemoved", fields: [("show", "\(row.show)")])
        return HTMLParts.row(id: "\(row.show)", item)
      }
  }

  public static func action(from form: FormFields) -> WatchlistView.Action? {
    switch form.action {
    case "showRemoved": form.showID.map { .showRemoved($0) }
    default: nil
    }
  }
}

extension HTMLFrontEnd: WatchlistRendering where Page == WatchlistHTML {}
