import FrontEnds
import Terminal

/// What a screen draws, as plain text (colour off), one line per line.
@MainActor
func plainText(of screen: any TerminalScreen, width: Int = 80, height: Int?) -> String {
  screen.render(width: width, height: height).map { $0.rendered(colors: false) }
    .joined(separator: "\n") + "\n"
}

/// Records the actions a stub store's front end sends.
@MainActor
final class SentActions<Action> {
  private(set) var all: [Action] = []

  func record(_ action: Action) {
    all.append(action)
  }
}
