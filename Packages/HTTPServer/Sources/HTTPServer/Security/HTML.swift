/// Text made safe to put in an HTML page.
public enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, so that it reads
  /// as text in an element's content and in a quoted attribute value, whatever it holds:
  /// imported titles and summaries carry markup, and some carry script.
  ///
  /// ```swift
  /// HTML.escaped("<script>alert('x')</script>")
  /// // "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"
  /// ```
  ///
  /// > Important: This is for content and quoted attributes only: never for an unquoted
  /// > attribute, a URL attribute (`href` needs a scheme check too), or inside `<script>` or
  /// > `<style>`.
  public static func escaped(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      // NUL would be dropped or replaced by the parser; say so in the text.
      case "\u{0}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
