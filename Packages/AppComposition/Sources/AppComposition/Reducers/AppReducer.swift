import LibraryClient
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The root reducer: one reducer per concern, combined.
///
/// ```swift
/// let store = Store(initialState: AppState(today: day), reducer: appReducer(dependencies: live))
/// store.send(.clockStarted)
/// ```
public func appReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  .combine([
    clockReducer(dependencies: dependencies),
    libraryWatchReducer(dependencies: dependencies),
    navigationReducer(),
    watchingReducer(dependencies: dependencies),
    libraryChangeReducer(),
    followingReducer(dependencies: dependencies),
    ratingReducer(dependencies: dependencies),
    historyReducer(dependencies: dependencies),
    searchReducer(dependencies: dependencies),
    showDetailReducer(dependencies: dependencies),
    importReducer(dependencies: dependencies),
    exportReducer(dependencies: dependencies),
    maintenanceReducer(dependencies: dependencies),
    webhookReducer(dependencies: dependencies),
    browserAccessReducer(dependencies: dependencies),
    upNextReducer(dependencies: dependencies),
    upcomingReducer(dependencies: dependencies),
    myShowsReducer(dependencies: dependencies),
    statsReducer(dependencies: dependencies),
    watchlistReducer(dependencies: dependencies),
    // new-feature: reducers above this line
    tvmazeReducer(dependencies: dependencies),
  ])
}

/// Brings a screen to the front, and opens and closes the help.
func navigationReducer() -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    switch action {
    case .screenSelected(let screen):
      if state.navigation.screen != screen { state.navigation.screen = screen }
    case .helpToggled:
      state.navigation.isShowingHelp.toggle()
    default:
      break
    }
    return .none
  }
}

/// Notices changes other programs make to the library: while watching, it asks the library
/// every ``AppDependencies/libraryWatchInterval`` whether its version moved, and when it did,
/// loads again what the screens show (``AppAction/libraryChangedElsewhere``).
func libraryWatchReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  struct WatchID: Hashable, Sendable {}
  let library = dependencies.library
  let interval = dependencies.libraryWatchInterval
  return Reducer { state, action in
    switch action {
    case .libraryWatchStarted:
      return .run { send in
        // A library that cannot be read now is asked again at the next tick: the screens
        // report their own failures.
        var seen = try? await library.changesElsewhere()
        while !Task.isCancelled {
          do { try await Task.sleep(for: interval) } catch { return }
          guard let version = try? await library.changesElsewhere() else { continue }
          if let previous = seen, previous != version { await send(.libraryChangedElsewhere) }
          seen = version
        }
      }
      .cancellable(id: WatchID(), cancelInFlight: true)

    case .libraryWatchStopped:
      return .cancel(id: WatchID())

    default:
      return .none
    }
  }
}

/// Keeps ``AppState/today`` right: read from the clock when started, moved at each midnight.
func clockReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  struct MidnightID: Hashable, Sendable {}
  return Reducer { state, action in
    switch action {
    case .clockStarted:
      let today = dependencies.today()
      if state.today != today { state.today = today }
      return .run { send in
        var day = today
        while true {
          let midnight = dependencies.formatting.start(of: day.next)
          let wait = max(midnight.timeIntervalSince(dependencies.now()), 1)
          do { try await Task.sleep(for: .seconds(wait)) } catch { return }
          day = dependencies.today()
          await send(.dayChanged(day))
        }
      }
      .cancellable(id: MidnightID(), cancelInFlight: true)

    case .clockStopped:
      return .cancel(id: MidnightID())

    case .dayChanged(let day):
      if state.today != day { state.today = day }
      return .none

    default:
      return .none
    }
  }
}
