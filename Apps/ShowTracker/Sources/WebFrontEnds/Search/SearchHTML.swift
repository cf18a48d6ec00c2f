import HTTPServer
import Search

/// The search as a page of the browser app (`/search?q=…`): the query's form (a plain GET,
/// so the results have an address) and the shows that match; below them a button that asks
/// TVMaze too (`&tvmaze=1`), and TVMaze's shows the library lacks, each with a form that adds
/// it.
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
    html += adding(state.adding)
    switch state.phase {
    case .idle:
      return html + #"<p class="notice">Type a title or a network: "brea" finds Breaking Bad.</p>"#
    case .searching:
      return html + #"<p class="notice" role="status">Searching…</p>"#
    case .noResults:
      html +=
        #"<p class="notice">No show in your library matches “\#(HTML.escaped(state.query))”.</p>"#
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
      html += "</ol>"
    }
    return html + tvmaze(state, forms: forms)
  }

  /// What adding a show from TVMaze did, above the results.
  private static func adding(_ adding: SearchView.State.Adding?) -> String {
    switch adding {
    case nil: ""
    case .working: #"<p class="notice" role="status">Adding the show from TVMaze…</p>"#
    case .added(let show, let message):
      #"<p class="notice" role="status">\#(HTML.escaped(message)): "#
        + #"<a href="\#(HTML.escaped(WebPaths.show(show)))">open it</a>.</p>"#
    case .failed(let message):
      #"<p class="notice error" role="alert">\#(HTML.escaped(message))</p>"#
    }
  }

  /// TVMaze's part: a button that asks it (a GET of the page's address with `tvmaze=1`), or
  /// its shows the library lacks, each with a form that adds it.
  private static func tvmaze(_ state: SearchView.State, forms: HTMLForms) -> String {
    let query = HTML.escaped(state.query)
    let ask =
      #"<form method="get" action="\#(WebPaths.search)" class="tvmaze">"#
      + #"<input type="hidden" name="q" value="\#(query)">"#
      + #"<input type="hidden" name="\#(tvmazeField)" value="1">"#
      + "<button>Search TVMaze for “\(query)”</button></form>"
    switch state.tvmaze {
    case .notAsked:
      return ask
    case .searching:
      return #"<p class="notice" role="status">Searching TVMaze…</p>"#
    case .noResults:
      return #"<p class="notice">TVMaze has no other show for “\#(query)”.</p>"#
    case .failed(let message):
      // Asking again is the same button.
      return #"<p class="notice error" role="alert">\#(HTML.escaped(message))</p>"# + ask
    case .results(let results):
      var html = "<h2>On TVMaze, not in your library</h2>"
      html += #"<ol class="rows">"#
      for result in results {
        let item =
          "<p>\(HTML.escaped(result.title))" + HTMLParts.span(result.year, "years")
          + HTMLParts.span(result.channel, "channel") + "</p>"
          + forms.button(
            "Add to library", action: addAction, fields: [(tvmazeField, "\(result.tvmazeID)")])
        html += HTMLParts.row(id: "tvmaze:\(result.tvmazeID)", item)
      }
      return html + "</ol>"
    }
  }

  /// The address's field that asks TVMaze too (`/search?q=severance&tvmaze=1`), and the add
  /// form's field holding TVMaze's id of the show.
  public static let tvmazeField = "tvmaze"
  /// The view action of the form that adds a show from TVMaze.
  static let addAction = "add"

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

  /// The one form that posts adds a show from TVMaze (`action=add&tvmaze=ID`); the query is a
  /// GET of the page's own address.
  public static func action(from form: FormFields) -> SearchView.Action? {
    guard form[HTMLForms.actionField] == addAction,
      let id = form[tvmazeField].flatMap({ Int($0) }), id > 0
    else { return nil }
    return .addRequested(tvmazeID: id)
  }
}

extension HTMLFrontEnd: SearchRendering where Page == SearchHTML {}
