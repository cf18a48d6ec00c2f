import HTTPServer

/// How a page's actions become forms: each posts the feature's view action to the feature's
/// action address, with the browser session's CSRF token and the page to come back to.
///
/// ```swift
/// forms.button("Mark watched", action: "markWatched", fields: FormFields.episode(ids))
/// // <form method="post" action="/actions/next" data-watch>…<button>Mark watched</button></form>
/// ```
///
/// Every form works without a script: the server answers its POST with a 303 back to
/// ``returnPath``.
public struct HTMLForms: Sendable {
  /// The form field naming the view action: `markWatched`.
  public static let actionField = "action"
  /// The form field naming the page to go back to after the POST.
  public static let returnField = "return"
  /// The form field holding the version of the page the form was on (``pageVersion``): the
  /// page as the user saw it.
  public static let seenField = "seen"

  /// Where this page's forms post: `/actions/next`.
  public let actionPath: String
  /// The browser session's CSRF token (``CSRFProtection``).
  public let csrfToken: String
  /// The page the forms come back to: this page.
  public let returnPath: String
  /// The version of the page's view state the forms were drawn from (``seenField``), so that
  /// a form sent again after it did its change (a reload, a retried POST) is refused, not done
  /// twice; `nil` for forms that do not say.
  public let pageVersion: Int?

  /// Forms posting to `actionPath` with `csrfToken`, coming back to `returnPath`, drawn from
  /// the page's view state at `pageVersion`.
  public init(actionPath: String, csrfToken: String, returnPath: String, pageVersion: Int? = nil) {
    self.actionPath = actionPath
    self.csrfToken = csrfToken
    self.returnPath = returnPath
    self.pageVersion = pageVersion
  }

  /// Forms of another feature's actions on the same page (the chrome's undo): the same token
  /// and page, posting to `actionPath`, with no page version (their feature is not the page's).
  public func posting(to actionPath: String) -> HTMLForms {
    HTMLForms(actionPath: actionPath, csrfToken: csrfToken, returnPath: returnPath)
  }

  /// A form of one button sending the view action `action` with `fields`.
  ///
  /// - Parameters:
  ///   - label: The button's text.
  ///   - action: The view action's name (``actionField``).
  ///   - fields: The action's values (hidden fields).
  ///   - role: A `data-` attribute the page's script finds the form by (`watch`: the `w` key).
  public func button(
    _ label: String, action: String, fields: [(String, String)] = [], role: String? = nil
  ) -> String {
    var html = #"<form method="post" action="\#(HTML.escaped(actionPath))""#
    if let role { html += " data-\(HTML.escaped(role))" }
    html += ">" + hiddenFields(action: action, fields: fields)
    html += "<button>\(HTML.escaped(label))</button></form>"
    return html
  }

  /// A form with a `<select>` of `choices` (value and label) sending `action` with the chosen
  /// value in `field`, submitted by its button (a page's script is not needed).
  public func choice(
    _ label: String, action: String, field: String, choices: [(String, String)],
    selected: String
  ) -> String {
    var html = #"<form method="post" action="\#(HTML.escaped(actionPath))" class="choice">"#
    html += hiddenFields(action: action, fields: [])
    html += "<label>\(HTML.escaped(label)) <select name=\"\(HTML.escaped(field))\">"
    for (value, text) in choices {
      html += "<option value=\"\(HTML.escaped(value))\""
      if value == selected { html += " selected" }
      html += ">\(HTML.escaped(text))</option>"
    }
    return html + "</select></label> <button>Apply</button></form>"
  }

  private func hiddenFields(action: String, fields: [(String, String)]) -> String {
    let all =
      [
        (CSRFProtection.fieldName, csrfToken), (Self.returnField, returnPath),
        (Self.actionField, action),
      ] + fields + (pageVersion.map { [(Self.seenField, "\($0)")] } ?? [])
    return all.map { name, value in
      #"<input type="hidden" name="\#(HTML.escaped(name))" value="\#(HTML.escaped(value))">"#
    }.joined()
  }
}
