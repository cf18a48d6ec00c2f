import AppChrome
import FrontEnds
import HTTPServer
import Redux

/// The chrome of every page of the browser app: the tabs (links to each feature's page), the
/// search box (a form that works without a script), and the status line with undo and redo.
///
/// ```swift
/// let chrome = AppChromeHTML(viewModel: store.connect(using: Connectors.AppChromeConnector(tabs: tabs)))
/// chrome.header(links: ["next": "/", "history": "/history"], current: "history", forms: forms)
/// ```
public struct AppChromeHTML: AppChromeRendering, FrontEnd {
  /// The store the front end reads.
  public let viewModel: AppChromeView.ViewModel

  /// Creates the front end on `viewModel`.
  public init(viewModel: AppChromeView.ViewModel) {
    self.viewModel = viewModel
  }

  /// The chrome for the state on screen (``header(of:links:current:forms:)``).
  public func header(links: [String: String], current: String?, forms: HTMLForms) -> String {
    Self.header(of: viewModel.state, links: links, current: current, forms: forms)
  }

  /// The chrome of `state`: a tab for each of `links` (tab id to address), `current` marked
  /// as the page's, the search box, and the status line if there is one.
  public static func header(
    of state: AppChromeView.State, links: [String: String], current: String?, forms: HTMLForms
  ) -> String {
    var html = #"<header><nav aria-label="Screens"><ul>"#
    for tab in state.tabs {
      guard let link = links[tab.id] else { continue }
      let mark = tab.id == current ? #" aria-current="page""# : ""
      html += #"<li><a href="\#(HTML.escaped(link))"\#(mark)>\#(HTML.escaped(tab.title))</a></li>"#
    }
    html += "</ul></nav>"
    html +=
      #"<form method="get" action="\#(WebPaths.search)" role="search">"#
      + #"<input type="search" name="q" placeholder="Search shows" aria-label="Search shows" "#
      + #"data-search></form>"#
    html += "</header>"
    if let status = state.status {
      html += #"<div class="status\#(status.isError ? " error" : "")" role="status"><p>"#
      html += HTML.escaped(status.message) + "</p>"
      html += forms.button("Undo", action: "undo") + forms.button("Redo", action: "redo")
      html += "</div>"
    }
    return html
  }

  /// The chrome's action a form posted: undo or redo.
  public static func action(from form: FormFields) -> AppChromeView.Action? {
    switch form[HTMLForms.actionField] {
    case "undo": .undoTapped
    case "redo": .redoTapped
    default: nil
    }
  }

  /// Sends the action `form` carries and returns the effects it started, to await; `nil` when
  /// it carries none.
  @discardableResult
  public func send(_ form: FormFields) -> StoreTask? {
    guard let action = Self.action(from: form) else { return nil }
    return viewModel.send(action)
  }
}
