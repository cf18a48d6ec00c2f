import Identifiers
import Redux

/// The frame around the interactive app's screens: the tab bar, the status line (what the last
/// change did, or why it failed) and the help overlay.
///
/// The chrome is a feature like any other: its ``State`` is made by a connector from the app
/// state, and its ``Action``s are the only things the frame itself can ask for.
public enum AppChromeView {}

extension AppChromeView {
  /// Everything the chrome renders, already worded.
  public struct State: Equatable, Sendable {
    /// The screens, in tab order.
    public let tabs: [Tab]
    /// The index in ``tabs`` of the screen on show.
    public let selectedTab: Int
    /// The status line, if there is something to say.
    public let status: Status?
    /// Whether the help overlay covers the screen.
    public let isShowingHelp: Bool

    /// Creates a chrome view state.
    ///
    /// - Parameters:
    ///   - tabs: The screens, in tab order.
    ///   - selectedTab: The index in `tabs` of the screen on show; an index out of range means 0.
    ///   - status: The status line, if there is something to say.
    ///   - isShowingHelp: Whether the help overlay covers the screen.
    public init(tabs: [Tab], selectedTab: Int, status: Status? = nil, isShowingHelp: Bool = false) {
      self.tabs = tabs
      self.selectedTab = tabs.indices.contains(selectedTab) ? selectedTab : 0
      self.status = status
      self.isShowingHelp = isShowingHelp
    }

    /// The tab on show, if there are tabs.
    public var selected: Tab? { tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil }

    /// A tab: a screen of the app.
    public struct Tab: Hashable, Sendable {
      /// A stable name the app uses to find the screen's front end: `"history"`.
      public let id: String
      /// What the tab bar says: `"History"`.
      public let title: String

      /// Creates a tab with a stable `id` and the `title` the tab bar shows.
      public init(id: String, title: String) {
        self.id = id
        self.title = title
      }
    }

    /// One line about the last thing that happened.
    public struct Status: Hashable, Sendable {
      /// What to say: "Breaking Bad: marked 3 episodes watched".
      public let message: String
      /// Whether it reports a failure (drawn as an error banner).
      public let isError: Bool
      /// The episodes the last change touched, to point them out.
      public let episodes: [Ids]

      /// Creates a status line.
      ///
      /// - Parameters:
      ///   - message: What to say.
      ///   - isError: Whether it reports a failure.
      ///   - episodes: The episodes the last change touched.
      public init(message: String, isError: Bool = false, episodes: [Ids] = []) {
        self.message = message
        self.isError = isError
        self.episodes = episodes
      }
    }
  }

  /// What the user can do with the chrome.
  public enum Action: Equatable, Sendable {
    /// Brings the tab at this index to the front (a front end cycling through the tabs
    /// computes the index from ``State/selectedTab``).
    case tabSelected(Int)
    /// Opens the search tab to type a query.
    case searchTapped
    /// Shows the help overlay, or hides it.
    case helpToggled
    /// Undoes the last change to the library.
    case undoTapped
    /// Makes the last undone change again.
    case redoTapped
    /// The user moved on (pressed another key): the status line gives way to the keys.
    case statusDismissed
    /// Refreshes the followed shows from TVMaze in the background.
    case refreshTapped
  }

  /// The store a chrome front end reads and sends to.
  public typealias ViewModel = Store<State, Action>
}
