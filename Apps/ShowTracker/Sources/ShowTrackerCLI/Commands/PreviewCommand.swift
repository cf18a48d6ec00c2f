import FrontEnds
import Terminal

/// `showtracker preview FEATURE [--state NAME]`: a feature's preview fixtures on stub stores,
/// drawn by the app's own front ends at the size of the app's screen. No library is opened.
enum PreviewCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) throws(CommandError) {
    let spec = CommandSpec.preview
    let names = Features.all.map(\.name).joined(separator: ", ")
    let name = try invocation.positional(
      0, missing: "FEATURE: one of \(names)", command: spec.name)
    try invocation.rejectPositionals(after: 1, command: spec.name)
    guard let feature = Features.named(name) else {
      throw .usage("unknown feature '\(name)'; use one of \(names)", command: spec.name)
    }
    var fixtures = feature.fixtureNames
    if let state = try invocation[Options.state] {
      guard fixtures.contains(state) else {
        throw .usage(
          "\(feature.name) has no state '\(state)'; use one of "
            + fixtures.joined(separator: ", "),
          command: spec.name)
      }
      fixtures = [state]
    }
    for (index, fixture) in fixtures.enumerated() {
      if invocation[Options.json] {
        let json = try JSONOutput.render { try feature.previewJSON(fixture: fixture) ?? "null" }
        try console.print(json)
        continue
      }
      var lines: [Line] = []
      if fixtures.count > 1 {
        if index > 0 { lines.append(Line()) }
        lines.append(
          Line("── \(feature.name) · \(fixture) " + String(repeating: "─", count: 40), .dim).fitted(
            to: console.width))
      }
      let screen = feature.previewScreen(fixture: fixture)
      lines +=
        screen?.render(width: console.width, height: AppFrame.bodyHeight(of: console.size)) ?? []
      try console.print(lines)
    }
  }
}
