import Redux

/// The root reducer: one reducer per concern, combined.
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: appReducer(dependencies: .live))
/// ```
public func appReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  .combine(
    navigationReducer(),
    watchingReducer(dependencies: dependencies),
    historyReducer(dependencies: dependencies),
    searchReducer(dependencies: dependencies),
    showDetailReducer(dependencies: dependencies),
    importReducer(dependencies: dependencies)
  )
}

/// Brings a screen to the front.
func navigationReducer() -> Reducer<AppState, AppAction> {
  Reducer { state, action in
    guard case .screenSelected(let screen) = action else { return .none }
    state.screen = screen
    return .none
  }
}
