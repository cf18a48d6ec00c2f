import HTTPServer
import History

/// The watched history as a page of the browser app (`/history`, `/history?page=2`): the
/// posters, newest first, a page at a time, with forms to watch again or remove a watch.
public enum HistoryHTML: HTMLPage {
  public static func title(of state: HistoryView.State) -> String {
    state.showFilter.map { "History: \($0)" } ?? "History"
  }

  public static func path(of state: HistoryView.State) -> String {
    WebPaths.history(page: state.page)
  }

  public static func content(of state: HistoryView.State, forms: HTMLForms) -> String {
    var html = "<h1>\(HTML.escaped(title(of: state)))</h1>"
    if !state.posters.isEmpty {
      html +=
        #"<p class="count">\#(state.totalCount) watched · page \#(state.page) of \#(state.pageCount)</p>"#
    }
    html += HTMLParts.list(
      state.status, state.posters, isEmpty: state.isEmpty,
      empty: "Nothing watched yet: what you mark watched is listed here, newest first.",
      kind: "posters"
    ) { poster in
      var item = HTMLParts.heading(
        poster: poster.imageURL, poster.title, to: WebPaths.show(poster.ids.show))
      item += #"<p class="when">\#(HTML.escaped(poster.subtitle))</p>"#
      item += forms.button(
        "Watch again", action: "markAsWatched", fields: FormFields.fields(poster.ids))
      // `w` removes this one watch, as on the terminal's History.
      if let watchedAt = poster.watchedAt {
        item += forms.button(
          "Remove this watch", action: "watchRemoved",
          fields: FormFields.fields(poster.ids) + [FormFields.field("watchedAt", watchedAt)],
          role: "watch")
      }
      let id = "\(poster.ids.episode)-\(poster.watchedAt?.timeIntervalSince1970 ?? 0)"
      return HTMLParts.row(id: id, item)
    }
    return html + pager(state)
  }

  private static func pager(_ state: HistoryView.State) -> String {
    guard state.hasPreviousPage || state.hasNextPage else { return "" }
    var html = #"<nav class="pager" aria-label="Pages">"#
    if state.hasPreviousPage {
      html += HTMLParts.link("← Newer", to: WebPaths.history(page: state.page - 1))
    }
    if state.hasNextPage {
      html += HTMLParts.link("Older →", to: WebPaths.history(page: state.page + 1))
    }
    return html + "</nav>"
  }

  public static func action(from form: FormFields) -> HistoryView.Action? {
    switch form.action {
    case "markAsWatched": form.ids.map { .markAsWatched(episode: $0) }
    case "watchRemoved":
      form.ids.flatMap { ids in
        form.date("watchedAt").map { .watchRemoved(episode: ids, watchedAt: $0) }
      }
    default: nil
    }
  }
}

extension HTMLFrontEnd: HistoryRendering where Page == HistoryHTML {}
