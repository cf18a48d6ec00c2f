import Redux

/// Exports the whole history as Trakt JSON.
func exportReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    guard case .exporting(let action) = action else { return .none }
    switch action {
    case .started:
      state.export = .running
      return .run { send in
        do {
          await send(.exporting(.finished(try await library.exportHistory())))
        } catch {
          await send(.exporting(.failed(AppError(error))))
        }
      }
    case .finished(let data):
      state.export = .finished(data)
      return .none
    case .failed(let error):
      state.export = .failed(error)
      return .none
    }
  }
}
