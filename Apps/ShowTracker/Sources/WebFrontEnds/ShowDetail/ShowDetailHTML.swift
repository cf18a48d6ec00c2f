import HTTPServer
import ShowDetail

/// A show as a page of the browser app (`/shows/12`): its facts, your progress, following, and
/// every season with a form per episode that marks it watched or not.
public enum ShowDetailHTML: HTMLPage {
  public static func title(of state: ShowDetailView.State) -> String {
    state.show?.header.title ?? "Show"
  }

  public static func path(of state: ShowDetailView.State) -> String {
    state.show.map { WebPaths.show($0.id) } ?? WebPaths.shows
  }

  public static func content(of state: ShowDetailView.State, forms: HTMLForms) -> String {
    switch state.phase {
    case .noShow:
      return "<h1>Show</h1>"
        + #"<p class="notice">No show is open: open one from Up Next, My Shows or the search.</p>"#
    case .loading:
      return "<h1>Show</h1>" + #"<p class="notice" role="status">Loading…</p>"#
    case .failed(let message):
      return "<h1>Show</h1>"
        + #"<p class="notice error" role="alert">\#(HTML.escaped(message))</p>"#
    case .loaded(let show):
      return header(show, forms: forms)
        + show.seasons.map { season(show, $0, forms: forms) }
        .joined()
    }
  }

  private static func header(_ show: ShowDetailView.Show, forms: HTMLForms) -> String {
    let header = show.header
    var html = "<h1>\(HTML.escaped(header.title))</h1>"
    html += HTMLParts.poster(header.imageURL, title: header.title)
    let facts = [header.years, header.network, header.status, header.genres].filter {
      !$0.isEmpty
    }
    if !facts.isEmpty {
      html += #"<p class="facts">\#(HTML.escaped(facts.joined(separator: " · ")))</p>"#
    }
    if !header.summary.isEmpty {
      html += #"<p class="summary">\#(HTML.escaped(header.summary))</p>"#
    }
    let progress = show.progress
    html +=
      #"<p class="progress">"#
      + HTMLParts.bar(progress.fraction, label: "\(progress.watched)/\(progress.aired)")
      + HTMLParts.span("\(progress.watched) of \(progress.aired) aired episodes watched", "count")
      + "</p>"
    if let incomplete = progress.incomplete { html += HTMLParts.span(incomplete, "incomplete") }
    html += forms.button(
      show.isFollowed ? "Stop following" : "Follow", action: "followToggled",
      fields: [("show", "\(show.id)"), ("follow", show.isFollowed ? "false" : "true")])
    html += forms.button(
      show.isWatchlisted ? "Take off the watchlist" : "Save to the watchlist",
      action: "watchlistToggled",
      fields: [("show", "\(show.id)"), ("watchlisted", show.isWatchlisted ? "false" : "true")])
    if let next = show.nextEpisode {
      html += #"<p class="next">Next: \#(HTML.escaped("\(next.code) · \(next.title)"))</p>"#
    }
    if !header.credit.isEmpty { html += #"<p class="credit">\#(HTML.escaped(header.credit))</p>"# }
    return html
  }

  private static func season(
    _ show: ShowDetailView.Show, _ season: ShowDetailView.Season, forms: HTMLForms
  ) -> String {
    let isOpen = season.number == show.selectedSeason || show.seasons.count == 1
    var html = "<section><details\(isOpen ? " open" : "")><summary><h2>"
    html += HTML.escaped(season.title) + "</h2> " + HTMLParts.span(season.progress, "count")
    html += "</summary>"
    let fields = [("show", "\(show.id)"), ("season", "\(season.number)")]
    let aired = season.episodes.filter(\.hasAired)
    if aired.contains(where: { !$0.isWatched }) {
      html += forms.button("Mark season watched", action: "seasonMarkedWatched", fields: fields)
    } else if season.episodes.contains(where: \.isWatched) {
      html += forms.button(
        "Mark season not watched", action: "seasonMarkedNotWatched", fields: fields)
    }
    html += #"<ol class="episodes">"#
    for episode in season.episodes {
      let mark = episode.isWatched ? "✓" : episode.hasAired ? "·" : ""
      var item = #"<span class="mark" aria-hidden="true">\#(mark)</span>"#
      item += HTMLParts.span(episode.code, "code") + HTMLParts.span(episode.title, "title")
      item += HTMLParts.span(episode.airDate, "when")
      if episode.isWatched || episode.hasAired {
        item += forms.button(
          episode.isWatched ? "Mark not watched" : "Mark watched", action: "episodeWatchedToggled",
          fields: FormFields.fields(episode.ids), role: "watch")
      }
      html += HTMLParts.row(id: "\(episode.ids.episode)", item, marked: episode.isWatched)
    }
    return html + "</ol></details></section>"
  }

  public static func action(from form: FormFields) -> ShowDetailView.Action? {
    switch form.action {
    case "episodeWatchedToggled": form.ids.map { .episodeWatchedToggled($0) }
    case "seasonMarkedWatched":
      form.show(with: form.int("season")).map { .seasonMarkedWatched(show: $0, season: $1) }
    case "seasonMarkedNotWatched":
      form.show(with: form.int("season")).map { .seasonMarkedNotWatched(show: $0, season: $1) }
    case "followToggled":
      form.show(with: form.bool("follow")).map { .followToggled(show: $0, follow: $1) }
    case "watchlistToggled":
      form.show(with: form.bool("watchlisted")).map {
        .watchlistToggled(show: $0, watchlisted: $1)
      }
    default: nil
    }
  }
}

extension HTMLFrontEnd: ShowDetailRendering where Page == ShowDetailHTML {}
