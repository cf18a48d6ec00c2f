import AppChrome
import LibraryClient
import Redux

extension Connectors {
  /// Maps the screen in front, the help and the last change to the library to
  /// `AppChromeView.State`: the tab bar, the status line (or error banner) and the help.
  ///
  /// The status line is also what `watch`, `unwatch`, `undo` and `redo` print.
  ///
  /// The tabs are the app's: its feature registry says which screens have one, in what order.
  public struct AppChromeConnector: InputTrackingConnector, Sendable {
    /// A tab: a screen and what the tab bar calls it.
    public struct Tab: Hashable, Sendable {
      /// The screen the tab brings to the front.
      public let screen: Screen
      /// What the tab bar says: "History".
      public let title: String

      /// A tab for `screen`, called `title`.
      public init(screen: Screen, title: String) {
        self.screen = screen
        self.title = title
      }
    }

    /// The tabs, in order.
    public let tabs: [Tab]

    /// A chrome with `tabs`, in order (none, for a command that prints only the status line).
    public init(tabs: [Tab] = []) {
      self.tabs = tabs
    }

    /// The slices the chrome reads.
    public struct Inputs: Equatable {
      let navigation: Revision
      let change: Revision
      let shows: Revision
      let episodes: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(
        navigation: state.$navigation, change: state.$change, shows: state.$shows,
        episodes: state.$episodes)
    }

    public func connect(state: AppState) -> AppChromeView.State {
      AppChromeView.State(
        tabs: tabs.map { AppChromeView.State.Tab(id: $0.screen.rawValue, title: $0.title) },
        selectedTab: tabs.firstIndex { $0.screen == state.navigation.screen } ?? 0,
        status: status(of: state.change, in: state),
        isShowingHelp: state.navigation.isShowingHelp)
    }

    public func connect(action: AppChromeView.Action) -> AppAction {
      switch action {
      case .tabSelected(let index):
        // An index out of range selects the nearest tab.
        guard !tabs.isEmpty else { return .screenSelected(.history) }
        return .screenSelected(tabs[min(max(index, 0), tabs.count - 1)].screen)
      case .searchTapped: return .screenSelected(.search)
      case .helpToggled: return .helpToggled
      case .undoTapped: return .undoRequested
      case .redoTapped: return .redoRequested
      case .statusDismissed: return .changeAcknowledged
      case .refreshTapped: return .tvmaze(.refreshRequested(show: nil))
      }
    }

    private func status(
      of change: ChangeStatus, in state: AppState
    ) -> AppChromeView.State.Status? {
      switch change {
      case .idle, .working:
        return nil
      case .waiting:
        return AppChromeView.State.Status(
          message: "Waiting for another program to finish with the library…")
      case .marked(let change):
        return AppChromeView.State.Status(
          message: ChangeText.marked(change, in: state), episodes: change.episodes)
      case .undone(let change):
        return AppChromeView.State.Status(
          message: change.map { ChangeText.done("Undid", $0) }
            ?? "Nothing to undo", episodes: change?.episodes ?? [])
      case .redone(let change):
        return AppChromeView.State.Status(
          message: change.map { ChangeText.done("Redid", $0) }
            ?? "Nothing to redo", episodes: change?.episodes ?? [])
      case .listed(let redo, let changes):
        return AppChromeView.State.Status(message: ChangeText.list(changes, redo: redo))
      case .followed(let change):
        return AppChromeView.State.Status(message: ChangeText.followed(change))
      case .rated(let change):
        return AppChromeView.State.Status(message: ChangeText.rated(change))
      case .watchlisted(let change):
        return AppChromeView.State.Status(message: ChangeText.watchlisted(change))
      case .failed(let error):
        return AppChromeView.State.Status(message: ErrorText.message(error), isError: true)
      case .refreshing(let progress):
        return AppChromeView.State.Status(message: RefreshText.progress(progress))
      case .refreshed(let report):
        return AppChromeView.State.Status(message: RefreshText.summary(report))
      }
    }
  }
}
