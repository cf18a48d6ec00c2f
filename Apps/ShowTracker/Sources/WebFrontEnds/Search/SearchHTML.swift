import HTTPServer
import Search

/// The search as a page of the browser app (`/search?q=…`): the query's form (a plain GET,
/// so the results have an address) and the shows that match.
public enum SearchHTML: HTMLPage {
  public static func title(of state: SearchView.State) -> String {
    state.query.isEmpty ? "Search" : "Search: \(state.query)"
  }

  public static func path(of state: SearchView.State) -> String { WebPaths.search(state.query) }

  public static func content(of state: SearchView.State, forms: HTMLForms) -> String {
    var html = "<h1>Search</h1>"
    html +=
      #"<form method="get" action="\#(WebPaths.search)" class="query">"#
      + #"<input type="search" name="q" value="\#(HTML.escaped(state.query))" "#
      + #"aria-label="Title or network" data-search> <button>Search</button></form>"#
    switch state.phase {
    case .idle:
      return html + #"<p class="notice">Type a title or a network: "brea" finds Breaking Bad.</p>"#
    case .searching:
      return html + #"<p class="notice" role="status">Searching…</p>"#
    case .noResults:
      return html
        + #"<p class="notice">No show matches “\#(HTML.escaped(state.query))”.</p>"#
    case .failed(let message):
      return html + #"<p class="notice error" role="alert">\#(HTML.escaped(message))</p>"#
    case .results(let results):
      if state.totalCount > results.count {
        html += #"<p class="count">The first \#(results.count) of \#(state.totalCount) shows</p>"#
      }
      html += #"<ol class="rows">"#
      var saidDidYouMean = false
      for result in results {
        if result.isDidYouMean, !saidDidYouMean {
          saidDidYouMean = true
          html += #"</ol><h2>Did you mean</h2><ol class="rows">"#
        }
        html += HTMLParts.row(id: "\(result.show)", item(result), marked: result.isFollowed)
      }
      return html + "</ol>"
    }
  }

  private static func item(_ result: SearchView.State.Result) -> String {
    var item = HTMLParts.heading(
      poster: result.imageURL, result.title, to: WebPaths.show(result.show),
      HTMLParts.followed(result.isFollowed) + HTMLParts.span(result.years, "years")
        + HTMLParts.span(result.channel, "channel") + HTMLParts.span(result.status, "state"))
    if !result.progress.isEmpty {
      item += HTMLParts.progress(result.progressFraction, label: result.progress)
    }
    if let incomplete = result.incomplete { item += HTMLParts.span(incomplete, "incomplete") }
    return item
  }

  /// The search has no forms that post: the query is a GET of its own address.
  public static func action(from form: FormFields) -> SearchView.Action? { nil }
}

extension HTMLFrontEnd: SearchRendering where Page == SearchHTML {}
