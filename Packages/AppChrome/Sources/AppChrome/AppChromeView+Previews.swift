import Identifiers
import Redux

extension AppChromeView.State: Previewable {
  /// The app's three tabs.
  private static let sampleTabs = [
    Tab(id: "history", title: "History"), Tab(id: "search", title: "Search"),
    Tab(id: "show", title: "Show"),
  ]

  /// The first tab, nothing to report.
  public static let idle = Self(tabs: sampleTabs, selectedTab: 0)

  /// A change went through: the status line says what it did.
  public static let saved = Self(
    tabs: sampleTabs, selectedTab: 2,
    status: Status(
      message: "Northern Lights: marked 3 episodes watched",
      episodes: [Ids(show: 1, episode: 101), Ids(show: 1, episode: 102)]))

  /// A change failed: the banner says why.
  public static let failed = Self(
    tabs: sampleTabs, selectedTab: 0,
    status: Status(
      message: "Could not save: another program is using the library; try again",
      isError: true))

  /// The help overlay over the search tab.
  public static let help = Self(tabs: sampleTabs, selectedTab: 1, isShowingHelp: true)

  /// The preview fixtures, in the order a preview lists them.
  public static let previewFixtures: [PreviewFixture<Self>] = [
    PreviewFixture("idle", .idle),
    PreviewFixture("saved", .saved),
    PreviewFixture("error", .failed),
    PreviewFixture("help", .help),
  ]
}
