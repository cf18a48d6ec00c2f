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
    return html
      + HTMLParts.list(
        state.status, state.rows, isEmpty: state.isEmpty,
        empty: "No show here: follow a show from its page and it is listed."
      ) { row in
        var item = HTMLParts.heading(
          poster: row.imageURL, row.title, to: WebPaths.show(row.show),
          HTMLParts.followed(row.isFollowed) + HTMLParts.span(row.network, "channel")
            + HTMLParts.span(row.status, "state"))
        item += HTMLParts.progress(row.progressFraction, label: row.progress)
        item += "<p>" + HTMLParts.span(row.nextText, "summary")
        item += HTMLParts.span(row.nextAirLabel, "when") + "</p>"
        if let incomplete = row.incomplete { item += HTMLParts.span(incomplete, "incomplete") }
        item += forms.button(
          row.isFollowed ? "Stop following" : "Follow", action: "followToggled",
          fields: [("show", "\(row.show)"), ("follow", row.isFollowed ? "false" : "true")])
        return HTMLParts.row(id: "\(row.show)", item, marked: row.isFollowed)
      }
  }

  public static func action(from form: FormFields) -> MyShowsView.Action? {
    switch form.action {
    case "filterChanged":
      form["filter"].flatMap(MyShowsView.Filter.init(rawValue:)).map { .filterChanged($0) }
    case "orderChanged":
      form["order"].flatMap(MyShowsView.Order.init(rawValue:)).map { .orderChanged($0) }
    case "followToggled":
      form.show(with: form.bool("follow")).map { .followToggled(show: $0, follow: $1) }
    default: nil
    }
  }
}

extension HTMLFrontEnd: MyShowsRendering where Page == MyShowsHTML {}
