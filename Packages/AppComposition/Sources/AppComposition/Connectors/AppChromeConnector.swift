import AppChrome
import LibraryClient
import Redux

extension Connectors {
  /// Maps the screen in front, the help and the last change to the library to
  /// `AppChromeView.State`: the tab bar, the status line (or error banner) and the help.
  ///
  /// The status line is also what `watch`, `unwatch`, `undo` and `redo` print.
  public struct AppChromeConnector: InputTrackingConnector {
    /// Creates the chrome's connector.
    public init() {}

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
      let screens = Screen.allCases
      return AppChromeView.State(
        tabs: screens.map { AppChromeView.State.Tab(id: $0.tabID, title: $0.tabTitle) },
        selectedTab: screens.firstIndex(of: state.navigation.screen) ?? 0,
        status: status(of: state.change, in: state),
        isShowingHelp: state.navigation.isShowingHelp)
    }

    public func connect(action: AppChromeView.Action) -> AppAction {
      switch action {
      case .tabSelected(let index):
        let screens = Screen.allCases
        return .screenSelected(screens[min(max(index, 0), screens.count - 1)])
      case .nextTabTapped: return .screenMoved(by: 1)
      case .previousTabTapped: return .screenMoved(by: -1)
      case .searchTapped: return .screenSelected(.search)
      case .helpToggled: return .helpToggled
      case .undoTapped: return .undoRequested
      case .redoTapped: return .redoRequested
      case .statusDismissed: return .changeAcknowledged
      }
    }

    private func status(
      of change: ChangeStatus, in state: AppState
    ) -> AppChromeView.State.Status? {
      switch change {
      case .idle, .working:
        return nil
      case .marked(let change):
        return AppChromeView.State.Status(
          message: ChangeText.marked(change, in: state), episodes: change.episodes)
      case .undone(let change):
        return AppChromeView.State.Status(
          message: change.map { "Undid: " + ChangeText.summary($0, in: state) }
            ?? "Nothing to undo", episodes: change?.episodes ?? [])
      case .redone(let change):
        return AppChromeView.State.Status(
          message: change.map { "Redid: " + ChangeText.summary($0, in: state) }
            ?? "Nothing to redo", episodes: change?.episodes ?? [])
      case .failed(let error):
        return AppChromeView.State.Status(message: ErrorText.message(error), isError: true)
      }
    }
  }
}
