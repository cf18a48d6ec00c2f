import LibraryClient
import Redux

/// Records the plays media servers post (``AppAction/webhooks(_:)``), and reads and changes how
/// they are taken. A recorded play reloads the screens that show its show, as any watch does
/// (``AppAction/changedShows``); a show added from TVMaze, or a refresh, matches the pending
/// plays again.
func webhookReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  let lookup = TVMazeLookup(
    library: library, tvmaze: dependencies.tvmaze, now: dependencies.now)
  return Reducer { state, action in
    switch action {
    case .webhooks(.received(let delivery)):
      state.webhooks = .running
      return .run { send in
        do {
          let result = try await library.receiveWebhook(delivery)
          await send(.webhooks(.handled(delivery: delivery.id, result)))
        } catch {
          await send(.webhooks(.failed(delivery: delivery.id, AppError(error))))
        }
      }
    case .webhooks(.settingsRequested(let change)):
      state.webhooks = .running
      return .run { send in
        do {
          await send(.webhooks(.settingsLoaded(try await library.webhookSettings(change))))
        } catch {
          await send(.webhooks(.failed(delivery: nil, AppError(error))))
        }
      }
    case .webhooks(.handled(let delivery, let result)):
      state.webhooks = .received(delivery: delivery, result)
      guard case .pending(let pending) = result, pending.showMissing else { return .none }
      // A show the library lacks: from TVMaze, when its title names one show there (never a
      // guess among several); the play stays pending when TVMaze cannot be reached or
      // finds none.
      return .run { send in
        guard case .show(let id)? = try? await lookup.find(.title(pending.showTitle)),
          let saved = try? await lookup.fetch(id, added: false)
        else { return }
        await send(.webhooks(.showAddedFromTVMaze(saved)))
      }
    case .webhooks(.showAddedFromTVMaze):
      return retryPending(library)
    case .webhooks(.pendingRecorded):
      return .none
    case .webhooks(.settingsLoaded(let settings)):
      state.webhooks = .settings(settings)
      return .none
    case .webhooks(.failed(let delivery, let error)):
      state.webhooks = .failed(delivery: delivery, error)
      return .none
    case .tvmaze(.refreshFinished(let report)) where report.refreshed > 0:
      return retryPending(library)
    case .tvmaze(.addFinished):
      return retryPending(library)
    default:
      return .none
    }
  }
}

/// Matches the pending plays again: shows added or completed from TVMaze may be the ones they
/// wait for. Says so only when one was recorded.
private func retryPending(_ library: LibraryClient) -> Effect<AppAction> {
  .run { send in
    guard let settings = try? await library.webhookSettings(.retryPending),
      !settings.recorded.isEmpty
    else { return }
    await send(.webhooks(.pendingRecorded(settings.recorded)))
  }
}
