import HTTPServer
import UpNext

/// Up Next as a page of the browser app (`/`): each show's next episode, with a form that
/// marks it watched.
public enum UpNextHTML: HTMLPage {
  public static func title(of state: UpNextView.State) -> String { "Up Next" }

  public static func path(of state: UpNextView.State) -> String { WebPaths.upNext }

  public static func content(of state: UpNextView.State, forms: HTMLForms) -> String {
    "<h1>Up Next</h1>"
      + HTMLParts.list(
        state.status, state.rows, isEmpty: state.isEmpty,
        empty: "Nothing to watch next: mark an episode of a show watched and it appears here."
      ) { row in
        var item = HTMLParts.heading(
          poster: row.imageURL, row.title, to: WebPaths.show(row.show),
          HTMLParts.span(row.summary, "summary") + HTMLParts.span(row.left, "left"))
        item += #"<p class="when">Last watched \#(HTML.escaped(row.lastWatched))</p>"#
        if let next = row.next {
          item += forms.button(
            "Mark \(next.code) watched", action: "markWatched",
            fields: FormFields.fields(next.ids), role: "watch")
        }
        return HTMLParts.row(id: "\(row.show)", item)
      }
  }

  public static func action(from form: FormFields) -> UpNextView.Action? {
    switch form.action {
    case "markWatched": form.ids.map { .markWatched(episode: $0) }
    default: nil
    }
  }
}

extension HTMLFrontEnd: UpNextRendering where Page == UpNextHTML {}
