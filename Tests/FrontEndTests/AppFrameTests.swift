import AppChrome
import FrontEnds
import Terminal
import Testing

/// The frame around every screen: the tab bar names the screen in front at any width, a long
/// message wraps instead of being cut, and a key that does nothing says so.
@MainActor
struct AppFrameTests {
  nonisolated static let tabs = [
    "Up Next", "History", "Search", "Show", "Upcoming", "My Shows", "Stats", "Watchlist",
  ]

  func chrome(selected: Int, status: AppChromeView.State.Status? = nil) -> AppChromeScreen {
    let tabs = Self.tabs.map { AppChromeView.State.Tab(id: $0.lowercased(), title: $0) }
    return AppChromeScreen(
      viewModel: .stub(AppChromeView.State(tabs: tabs, selectedTab: selected, status: status)))
  }

  /// At 60 columns the tabs after "My Shows" were cut off: the screen in front was not named.
  @Test(arguments: 0..<tabs.count)
  func theTabInFrontIsNamedAtSixtyColumns(selected: Int) throws {
    let size = TerminalSize(columns: 60, rows: 20)
    let frame = chrome(selected: selected).render(screen: nil, size: size)
    #expect(frame.count == 20)
    let bar = frame[0].plainText
    #expect(bar.contains("[\(Self.tabs[selected])]"), "\(bar)")
    #expect(frame[0].width <= 60)
    // Where tabs are left out, the bar says so.
    if selected == Self.tabs.count - 1 { #expect(bar.hasPrefix("‹ ")) }
    if selected == 0 { #expect(bar.hasSuffix("›")) }
  }

  @Test func everyTabAndTheNameShowWhenTheyFit() {
    let bar = chrome(selected: 3).render(screen: nil, size: TerminalSize(columns: 120, rows: 10))[0]
      .plainText
    #expect(bar.hasPrefix(" Up Next   History   Search  [Show]  Upcoming   My Shows"))
    #expect(bar.hasSuffix("showtracker"))
    #expect(!bar.contains("‹") && !bar.contains("›"))
  }

  /// The refresh's summary was cut at the terminal's edge: it now wraps onto up to three rows.
  @Test func aLongMessageWrapsOntoTheLastRowsAndTheFrameKeepsItsHeight() {
    let message =
      "Refreshed 3 of 5 followed shows from TVMaze: 4 episodes added; 2 followed shows have no "
      + "TVMaze id: Alpha Show, Beta Show (refresh SHOW finds one by its id)"
    let frame = chrome(selected: 0, status: AppChromeView.State.Status(message: message))
      .render(screen: nil, size: TerminalSize(columns: 60, rows: 12))
    #expect(frame.count == 12)
    let footer = frame.suffix(3).map(\.plainText)
    #expect(footer.allSatisfy { DisplayWidth.of($0) <= 60 })
    #expect(footer.joined(separator: " ") == message)
  }

  @Test func aKeyThatDoesNothingSaysSoUntilTheNextKey() {
    let chrome = chrome(selected: 0)
    let size = TerminalSize(columns: 80, rows: 10)
    chrome.keyPressed()
    chrome.keyUnused(.character("W"))
    #expect(
      chrome.render(screen: nil, size: size).last?.plainText
        == "W does nothing on Up Next · ? lists its keys")
    chrome.keyPressed()
    #expect(chrome.render(screen: nil, size: size).last?.plainText.contains("? help") == true)
    // An arrow at the end of a list says nothing.
    chrome.keyUnused(.down)
    #expect(chrome.render(screen: nil, size: size).last?.plainText.contains("? help") == true)
  }
}
