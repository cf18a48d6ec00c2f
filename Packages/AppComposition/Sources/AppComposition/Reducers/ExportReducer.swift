import Redux

/// Exports the whole library as Trakt JSON: one document (`showtracker export`), or the files of
/// a Trakt data export (`export --trakt-dir`).
func exportReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    guard case .exporting(let action) = action else { return .none }
    switch action {
    case .started:
      state.export = .running
      return .run { send in
        do {
          await send(.exporting(.finished(try await library.exportLibrary())))
        } catch {
          await send(.exporting(.failed(AppError(error))))
        }
      }
    case .traktFilesStarted:
      state.export = .running
      return .run { send in
        do {
          await send(.exporting(.traktFilesFinished(try await library.exportTraktFiles())))
        } catch {
          await send(.exporting(.failed(AppError(error))))
        }
      }
    case .traktFilesFinished(let files):
      state.export = .files(files)
      return .none
    case .finished(let data):
      state.export = .finished(data)
      return .none
    case .failed(let error):
      state.export = .failed(error)
      return .none
    }
  }
}

/// Checks the library, and backs it up.
func maintenanceReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    guard case .maintenance(let action) = action else { return .none }
    switch action {
    case .checkRequested:
      state.maintenance = .running
      return .run { send in
        do {
          await send(.maintenance(.checked(try await library.check())))
        } catch {
          await send(.maintenance(.failed(AppError(error))))
        }
      }
    case .backupRequested(let path):
      state.maintenance = .running
      return .run { send in
        do {
          await send(.maintenance(.backedUp(path: try await library.backup(path))))
        } catch {
          await send(.maintenance(.failed(AppError(error))))
        }
      }
    case .checked(let report):
      state.maintenance = .checked(report)
      return .none
    case .backedUp(let path):
      state.maintenance = .backedUp(path: path)
      return .none
    case .failed(let error):
      state.maintenance = .failed(error)
      return .none
    }
  }
}
