import Redux

/// Imports a file into the library, then reloads what the screens show.
func importReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    guard case .importing(let action) = action else { return .none }
    switch action {
    case .started(let request):
      state.lastImport = .running(source: request.source)
      return .run { send in
        do {
          let report = try await library.importFile(request)
          await send(.importing(.finished(source: request.source, report)))
        } catch {
          await send(.importing(.failed(source: request.source, AppError(error))))
        }
      }

    case .finished(let source, let report):
      state.lastImport = .finished(source: source, report)
      return .none

    case .failed(let source, let error):
      state.lastImport = .failed(source: source, error)
      return .none
    }
  }
}
