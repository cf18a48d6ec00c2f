import HTTPServer
import Upcoming

/// Upcoming as a page of the browser app (`/upcoming`): what airs in the next days, day by
/// day, each show a link to its page.
public enum UpcomingHTML: HTMLPage {
  public static func title(of state: UpcomingView.State) -> String { "Upcoming" }

  public static func path(of state: UpcomingView.State) -> String { WebPaths.upcoming }

  public static func content(of state: UpcomingView.State, forms: HTMLForms) -> String {
    var html = "<h1>Upcoming</h1>"
    if !state.firstDay.isEmpty {
      html += #"<p class="count">\#(HTML.escaped("\(state.firstDay) – \(state.lastDay)"))</p>"#
    }
    html +=
      HTMLParts.notice(
        state.status, isEmpty: state.isEmpty,
        empty: "Nothing of the shows you follow airs in the next \(state.dayCount) days.") ?? ""
    for day in state.days {
      html += "<section><h2>\(HTML.escaped(day.label))</h2><ol class=\"rows\">"
      for episode in day.episodes {
        var item = HTMLParts.heading(
          poster: episode.imageURL, episode.showTitle, to: WebPaths.show(episode.ids.show),
          HTMLParts.span(episode.code, "code") + HTMLParts.span(episode.title, "title"))
        item += "<p class=\"when\">"
        item += HTML.escaped(
          [episode.airTime ?? "", episode.network].filter { !$0.isEmpty }
            .joined(separator: " · "))
        item += "</p>"
        html += HTMLParts.row(id: "\(episode.ids.episode)", item)
      }
      html += "</ol></section>"
    }
    if state.isTruncated {
      html += #"<p class="notice">More episodes air in these days than the list holds.</p>"#
    }
    return html
  }

  /// Upcoming has no forms: each show is a link.
  public static func action(from form: FormFields) -> UpcomingView.Action? { nil }
}

extension HTMLFrontEnd: UpcomingRendering where Page == UpcomingHTML {}
