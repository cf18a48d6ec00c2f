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

/// A small seeded generator (SplitMix64), so a failing case can be run again from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Text that is markup and script, as imported titles and summaries carry on purpose.
let hostile = #"<script>alert("x")</script><img src=x onerror=alert(1)> & 'quoted' "Co""#
