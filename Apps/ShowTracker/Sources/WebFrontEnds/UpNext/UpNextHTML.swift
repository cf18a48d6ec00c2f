import HTTPServer
import UpNext

/// Up Next as a page of the browser app (`/`): each show's next episode, with a form that
/// marks it watched.
public enum UpNextHTML: HTMLPage {
  public static func title(of state: UpNextView.State) -> String { "Up Next" }

  public static func path(of state: UpNextView.State) -> String { WebPaths.upNext }

  public static func content(of state: UpNextView.State, forms: HTMLForms) -> String {
    var html = "<h1>Up Next</h1>"
    if let notice = HTMLParts.notice(
      state.status, isEmpty: state.isEmpty,
      empty: "Nothing to watch next: mark an episode of a show watched and it appears here.")
    {
      html += notice
    }
    guard !state.rows.isEmpty else { return html }
    html += #"<ol class="rows">"#
    for row in state.rows {
      var item = HTMLParts.poster(row.imageURL, title: row.title)
      item += "<p>" + HTMLParts.link(row.title, to: WebPaths.show(row.show), open: true)
      item += HTMLParts.span(row.summary, "summary") + HTMLParts.span(row.left, "left") + "</p>"
      item += #"<p class="when">Last watched \#(HTML.escaped(row.lastWatched))</p>"#
      if let next = row.next {
        item += forms.button(
          "Mark \(next.code) watched", action: "markWatched", fields: FormFields.fields(next.ids),
          role: "watch")
      }
      html += HTMLParts.row(id: "\(row.show)", item)
    }
    return html + "</ol>"
  }

  public static func action(from form: FormFields) -> UpNextView.Action? {
    switch form.action {
    case "markWatched": form.ids.map { .markWatched(episode: $0) }
    default: nil
    }
  }
}

extension HTMLFrontEnd: UpNextRendering where Page == UpNextHTML {}
