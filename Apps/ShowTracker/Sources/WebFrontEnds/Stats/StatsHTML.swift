import HTTPServer
import Stats

/// Stats as a page of the browser app (`/stats`, `/stats?year=2024`): totals, a bar per year
/// (each a link to that year's figures) and per month, the top shows, the streaks.
public enum StatsHTML: HTMLPage {
  public static func title(of state: StatsView.State) -> String { "Stats: \(state.scope)" }

  public static func path(of state: StatsView.State) -> String { WebPaths.stats(year: state.year) }

  public static func content(of state: StatsView.State, forms: HTMLForms) -> String {
    var html = "<h1>\(HTML.escaped(title(of: state)))</h1>"
    html +=
      HTMLParts.notice(
        state.status, isEmpty: state.isEmpty,
        empty: "Nothing watched yet: the figures count what you mark watched.") ?? ""
    let totals = state.totals
    html += #"<p class="totals">\#(totals.plays) plays · \#(HTML.escaped(totals.time))"#
    if totals.unknownRuntime > 0 {
      html += " · \(totals.unknownRuntime) without a known runtime"
    }
    html += "</p>"
    if !state.years.isEmpty {
      html += "<h2>Years</h2><ol class=\"bars\">"
      html += state.years.map { bar($0, link: WebPaths.stats(year: Int($0.key))) }.joined()
      html += "</ol>"
      if state.year != nil {
        html += "<p>" + HTMLParts.link("All time", to: WebPaths.stats(year: nil)) + "</p>"
      }
    }
    if !state.months.isEmpty {
      html += "<h2>Months of \(state.monthsYear.map(String.init) ?? "")</h2><ol class=\"bars\">"
      html += state.months.map { bar($0, link: nil) }.joined() + "</ol>"
    }
    if !state.topShows.isEmpty {
      html += "<h2>Top shows</h2><ol class=\"bars\">"
      for show in state.topShows {
        let item =
          HTMLParts.link(show.title, to: WebPaths.show(show.show), open: true)
          + HTMLParts.bar(show.fraction, label: show.totals.time)
          + HTMLParts.span("\(show.totals.plays) plays · \(show.totals.time)", "count")
        html += HTMLParts.row(id: "\(show.show)", item)
      }
      html += "</ol>"
    }
    for (name, streak) in [
      ("Longest streak", state.longestStreak), ("Current streak", state.currentStreak),
    ] {
      guard let streak else { continue }
      html +=
        #"<p class="streak">\#(name): \#(streak.days) days, \#(HTML.escaped("\(streak.first) – \(streak.last)"))</p>"#
    }
    return html
  }

  private static func bar(_ bar: StatsView.Bar, link: String?) -> String {
    let label =
      link.map { HTMLParts.link(bar.label, to: $0, open: true) } ?? HTML.escaped(bar.label)
    let item =
      #"<span class="label">\#(label)</span>"# + HTMLParts.bar(bar.fraction, label: bar.totals.time)
      + HTMLParts.span("\(bar.totals.plays) plays · \(bar.totals.time)", "count")
    return HTMLParts.row(id: bar.key, item)
  }

  /// Stats has no forms: a year is a link to its figures.
  public static func action(from form: FormFields) -> StatsView.Action? { nil }
}

extension HTMLFrontEnd: StatsRendering where Page == StatsHTML {}
