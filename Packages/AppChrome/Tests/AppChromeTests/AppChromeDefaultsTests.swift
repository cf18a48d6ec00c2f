import AppChrome
import Testing

/// What a chrome view state says when a connector leaves a field out: no help overlay, and a
/// status line that is not an error.
struct AppChromeDefaultsTests {
  @Test func aChromeShowsNoHelpAndAStatusIsNoErrorUnlessSaid() {
    let chrome = AppChromeView.State(
      tabs: [.init(id: "history", title: "History")], selectedTab: 0,
      status: .init(message: "Marked 1 episode"))
    #expect(!chrome.isShowingHelp)
    #expect(chrome.status?.isError == false)
    #expect(chrome.status?.episodes == [])
  }
}
