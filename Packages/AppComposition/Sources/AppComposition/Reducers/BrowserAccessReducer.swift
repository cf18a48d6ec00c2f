import LibraryClient
import Redux

/// Reads the token `serve --listen` checks from the library, after rotating it when asked.
func browserAccessReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    switch action {
    case .browserAccess(.tokenRequested(let rotate)):
      state.browserAccess = .running
      return .run { send in
        do {
          await send(.browserAccess(.tokenLoaded(try await library.browserToken(rotate))))
        } catch {
          await send(.browserAccess(.failed(AppError(error))))
        }
      }
    case .browserAccess(.tokenLoaded(let token)):
      state.browserAccess = .token(token)
      return .none
    case .browserAccess(.failed(let error)):
      state.browserAccess = .failed(error)
      return .none
    default:
      return .none
    }
  }
}
