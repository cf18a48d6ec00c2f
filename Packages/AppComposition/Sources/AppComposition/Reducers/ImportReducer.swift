import Redux

/// Imports a file into the library, then reloads what the screens show. A TV Time import
/// first looks up on TVMaze the shows the library lacks (``ImportLookup``).
func importReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let lookup = ImportLookup(
    library: dependencies.library, tvmaze: dependencies.tvmaze, now: dependencies.now)
  return Reducer { state, action in
    guard case .importing(let action) = action else { return .none }
    switch action {
    case .started(let request):
      state.lastImport = .running(source: request.source)
      return .run { send in
        do {
          let report = try await lookup.run(request) { done, total in
            await send(.importing(.lookingUp(source: request.source, done: done, total: total)))
          }
          await send(.importing(.finished(source: request.source, report)))
        } catch {
          await send(.importing(.failed(source: request.source, AppError(error))))
        }
      }

    case .lookingUp(let source, let done, let total):
      state.lastImport = .lookingUp(source: source, done: done, total: total)
      return .none

    case .finished(let source, let report):
      state.lastImport = .finished(source: source, report)
      return .none

    case .failed(let source, let error):
      state.lastImport = .failed(source: source, error)
      return .none
    }
  }
}
