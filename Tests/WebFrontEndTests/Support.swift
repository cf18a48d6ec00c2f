import HTTPServer

/// Reads the forms of a page back as a browser would post them: each `<form method="post">`'s
/// action and its hidden fields, character references decoded.
struct PostedForm: Equatable {
  let action: String
  let fields: FormFields

  static func all(in html: String) -> [PostedForm] {
    html.split(separator: "<form ").dropFirst().compactMap { part -> PostedForm? in
      let form = part.prefix { $0 != ">" }
      guard form.contains(#"method="post""#), let action = attribute("action", in: Substring(form))
      else { return nil }
      let body = part.split(separator: "</form>", maxSplits: 1).first ?? part
      let inputs = body.split(separator: "<input ").dropFirst().compactMap {
        input -> (String, String)? in
        guard let name = attribute("name", in: input), let value = attribute("value", in: input)
        else { return nil }
        return (name, value)
      }
      return PostedForm(action: action, fields: FormFields(inputs))
    }
  }

  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.firstRange(of: " \(name)=\"") ?? tag.firstRange(of: "\(name)=\"") else {
      return nil
    }
    let value = tag[start.upperBound...].prefix { $0 != "\"" }
    return unescaped(String(value))
  }

  static func unescaped(_ text: String) -> String {
    text.replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
      .replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
  }
}

/// Text that is markup and script, as imported titles and summaries carry on purpose.
let hostile = #"<script>alert("x")</script><img src=x onerror=alert(1)> & 'quoted' "Co""#
