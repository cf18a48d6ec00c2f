import HTTPServer
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The pieces every page is made of, written once.
enum HTMLParts {
  /// What a list says while it loads, when it failed, or when it is empty; `nil` when it has
  /// something to show.
  static func notice(_ phase: LoadPhase, isEmpty: Bool, empty: String) -> String? {
    switch phase {
    case .loading: #"<p class="notice" role="status">Loading…</p>"#
    case .failed(let message):
      #"<p class="notice error" role="alert">\#(HTML.escaped(message))</p>"#
    case .loaded: isEmpty ? #"<p class="notice">\#(HTML.escaped(empty))</p>"# : nil
    }
  }

  /// A page's list of `rows`: the ``notice(_:isEmpty:empty:)`` while it loads, when it failed
  /// or is empty, and, when there are rows, an `<ol>` of `kind` of each row's
  /// ``row(id:_:marked:)``, made by `row`.
  static func list<Row>(
    _ phase: LoadPhase, _ rows: [Row], isEmpty: Bool, empty: String, kind: String = "rows",
    row: (Row) -> String
  ) -> String {
    let notice = notice(phase, isEmpty: isEmpty, empty: empty) ?? ""
    guard !rows.isEmpty else { return notice }
    return notice + #"<ol class="\#(kind)">"# + rows.map(row).joined() + "</ol>"
  }

  /// A row's poster and its first paragraph: the link with `title` to `path` (the row's link,
  /// which Enter follows), then `rest`.
  static func heading(poster url: URL?, _ title: String, to path: String, _ rest: String = "")
    -> String
  {
    poster(url, title: title) + "<p>" + link(title, to: path, open: true) + rest + "</p>"
  }

  /// A link with `text` to `path`; `open` marks it as its row's link (Enter follows it).
  static func link(_ text: String, to path: String, open: Bool = false) -> String {
    #"<a href="\#(HTML.escaped(path))"\#(open ? " data-open" : "")>\#(HTML.escaped(text))</a>"#
  }

  /// A row of a list: the `j`/`k` keys move between rows, found by `data-row`; `id` keeps the
  /// selection on the same item when the page reloads.
  static func row(id: String, _ content: String, marked: Bool = false) -> String {
    #"<li data-row data-id="\#(HTML.escaped(id))"\#(marked ? #" class="marked""# : "")>"#
      + content + "</li>"
  }

  /// `text` in a `<span>` of `kind`, or nothing when `text` is empty.
  static func span(_ text: String, _ kind: String) -> String {
    text.isEmpty ? "" : #"<span class="\#(kind)">\#(HTML.escaped(text))</span>"#
  }

  /// A bar for a fraction from 0 to 1 (a `<progress>`: no inline style, which the page's
  /// policy forbids), labelled `label`.
  static func bar(_ fraction: Double, label: String) -> String {
    let value = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return #"<progress max="1" value="\#(value)" aria-label="\#(HTML.escaped(label))">"#
      + "\(HTML.escaped(label))</progress>"
  }

  /// The star after a followed show's title; nothing for one not followed.
  static func followed(_ isFollowed: Bool) -> String {
    isFollowed ? #" <span class="followed" title="Followed">★</span>"# : ""
  }

  /// A show's progress as a paragraph: its bar and its count (`label`: "5/12").
  static func progress(_ fraction: Double, label: String) -> String {
    #"<p class="progress">"# + bar(fraction, label: label) + span(label, "count") + "</p>"
  }

  /// The poster: `url` as an image whose text, when it cannot load, is `title`; nothing when
  /// there is no poster or its address is not a web one.
  static func poster(_ url: URL?, title: String) -> String {
    guard let url, let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http"
    else { return "" }
    return #"<img class="poster" src="\#(HTML.escaped(url.absoluteString))" "#
      + #"alt="\#(HTML.escaped(title))" loading="lazy" width="68" height="100">"#
  }
}
