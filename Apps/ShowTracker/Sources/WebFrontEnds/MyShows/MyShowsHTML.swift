import HTTPServer
import MyShows

/// My Shows as a page of the browser app (`/my-shows`): the shows you follow with your
/// progress, forms that choose which and in what order, and one to follow or stop.
public enum MyShowsHTML: HTMLPage {
  public static func title(of state: MyShowsView.State) -> String { "My Shows" }

  public static func path(of state: MyShowsView.State) -> String { WebPaths.myShows }

  public static func content(of state: MyShowsView.State, forms: HTMLForms) -> String {
    var html = "<h1>My Shows</h1>" + #"<div class="choices">"#
    html += forms.choice(
      "Show", action: "filterChanged", field: "filter",
      choices: MyShowsView.Filter.allCases.map { ($0.rawValue, $0.rawValue) },
      selected: state.filter.rawValue)
    html += forms.choice(
      "Sort by", action: "orderChanged", field: "order",
      choices: MyShowsView.Order.allCases.map { ($0.rawValue, $0.rawValue) },
      selected: state.order.rawValue)
    html += "</div>"
    if let notice = HTMLParts.notice(
      state.status, isEmpty: state.isEmpty,
      empty: "No show here: follow a show from its page and it is listed.")
    {
      html += notice
    }
    guard !state.rows.isEmpty else { return html }
    html += #"<ol class="rows">"#
    for row in state.rows {
      var item = HTMLParts.poster(row.imageURL, title: row.title)
      item += "<p>" + HTMLParts.link(row.title, to: WebPaths.show(row.show), open: true)
      if row.isFollowed { item += #" <span class="followed" title="Followed">★</span>"# }
      item += HTMLParts.span(row.network, "channel") + HTMLParts.span(row.status, "state")
      item +=
        "</p>" + #"<p class="progress">"# + HTMLParts.bar(row.progressFraction, label: row.progress)
      item += HTMLParts.span(row.progress, "count") + "</p>"
      item += "<p>" + HTMLParts.span(row.nextText, "summary")
      item += HTMLParts.span(row.nextAirLabel, "when") + "</p>"
      if let incomplete = row.incomplete { item += HTMLParts.span(incomplete, "incomplete") }
      item += forms.button(
        row.isFollowed ? "Stop following" : "Follow", action: "followToggled",
        fields: [("show", "\(row.show)"), ("follow", row.isFollowed ? "false" : "true")])
      html += HTMLParts.row(id: "\(row.show)", item, marked: row.isFollowed)
    }
    return html + "</ol>"
  }

  public static func action(from form: FormFields) -> MyShowsView.Action? {
    switch form.action {
    case "filterChanged":
      form["filter"].flatMap(MyShowsView.Filter.init(rawValue:)).map { .filterChanged($0) }
    case "orderChanged":
      form["order"].flatMap(MyShowsView.Order.init(rawValue:)).map { .orderChanged($0) }
    case "followToggled":
      form.showID.flatMap { show in
        form.bool("follow").map { .followToggled(show: show, follow: $0) }
      }
    default: nil
    }
  }
}

extension HTMLFrontEnd: MyShowsRendering where Page == MyShowsHTML {}
