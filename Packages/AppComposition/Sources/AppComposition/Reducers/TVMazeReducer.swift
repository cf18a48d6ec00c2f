import LibraryClient
import Redux
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Adds shows from TVMaze (`showtracker add`) and refreshes the followed ones
/// (`showtracker refresh`, `r` in the app), then reloads what the screens show.
///
/// The network calls run in effects; each show is fetched, then saved in one transaction, so a
/// refresh that stops (offline, a server error, a malformed answer) leaves the shows before it
/// refreshed and the rest as they were. A show TVMaze no longer has (404) keeps its history.
func tvmazeReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  let tvmaze = dependencies.tvmaze
  let now = dependencies.now
  struct RefreshID: Hashable, Sendable {}
  struct AddID: Hashable, Sendable {}

  /// How many candidates a title that matches several shows lists.
  let candidateLimit = 10

  return Reducer { state, action in
    guard case .tvmaze(let action) = action else { return .none }
    switch action {
    case .addRequested(let query):
      state.tvmaze.add = .working
      return .run { send in
        do {
          let id: Int
          switch query {
          case .id(let given):
            id = given
          case .title(let title):
            let results = try await tvmaze.searchShows(title)
            guard !results.isEmpty else { throw AppError.noTVMazeMatch(title) }
            guard let chosen = RefreshPlan.choice(of: results, for: title) else {
              await send(
                .tvmaze(
                  .addCandidatesFound(query: title, Array(results.prefix(candidateLimit)))))
              return
            }
            id = chosen.id
          }
          let document: TVMazeShowDocument
          do {
            document = try await tvmaze.show(id)
          } catch TVMazeError.notFound {
            throw AppError.noTVMazeShow(id)
          }
          let saved = try await library.saveFetchedShow(
            FetchedShow(
              body: document.body, source: "TVMaze show \(id)", added: true,
              updated: document.updated, fetchedAt: now()))
          await send(.tvmaze(.addFinished(saved)))
        } catch {
          await send(.tvmaze(.addFailed(AppError(error))))
        }
      }
      .cancellable(id: AddID(), cancelInFlight: true)

    case .addCandidatesFound(let query, let candidates):
      state.tvmaze.add = .choosing(query: query, candidates)
      return .none

    case .addFinished(let saved):
      state.tvmaze.add = .added(saved)
      return .none

    case .addFailed(let error):
      state.tvmaze.add = .failed(error)
      return .none

    case .refreshRequested(let show):
      guard !state.tvmaze.refresh.isRunning else { return .none }
      let progress = RefreshProgress(done: 0, total: 0)
      state.tvmaze.refresh = .running(progress)
      state.change = .refreshing(progress)
      return .run { send in
        var report = RefreshReport()
        do {
          let links: [TVMazeLink]
          let updates: [Int: TVMazeTimestamp]?
          if let show {
            let candidate = try await library.resolveShow(show)
            if let link = try await library.tvmazeLink(candidate.id) {
              links = [link]
            } else {
              // Known only from elsewhere (Trakt): TVMaze may find it by TheTVDB or IMDb id,
              // and saving it links the show in the library to TVMaze's.
              let ids = try await library.lookupIDs(candidate.id)
              guard ids.tvdb != nil || ids.imdb != nil,
                let tvmazeID = try await tvmaze.lookupShow(ids.tvdb, ids.imdb)
              else { throw AppError.notOnTVMaze(candidate.title) }
              links = [TVMazeLink(show: candidate.id, title: candidate.title, tvmazeID: tvmazeID)]
            }
            // A show named on its own is fetched whatever TVMaze says changed.
            updates = nil
          } else {
            links = try await library.followedShows()
            updates = try await RefreshPlan.period(for: links, now: now()).asyncMap {
              try await tvmaze.updatedShows($0)
            }
          }
          let fetch = RefreshPlan.showsToFetch(links, updates: updates)
          report.checked = links.count
          report.unchanged = links.count - fetch.count
          for (index, link) in fetch.enumerated() {
            await send(
              .tvmaze(.refreshProgressed(RefreshProgress(done: index, total: fetch.count))))
            report.stoppedAt = link.title
            do {
              let document = try await tvmaze.show(link.tvmazeID)
              let saved = try await library.saveFetchedShow(
                FetchedShow(
                  body: document.body, source: "TVMaze show \(link.tvmazeID)", added: false,
                  updated: document.updated, fetchedAt: now()))
              report.refreshed += 1
              report.refreshedShows.append(saved.show.title)
              report.episodesAdded += saved.report.episodesAdded
              report.episodesUpdated += saved.report.episodesUpdated
            } catch TVMazeError.notFound {
              report.gone.append(link.title)
            }
            report.stoppedAt = nil
          }
          await send(.tvmaze(.refreshFinished(report)))
        } catch {
          await send(.tvmaze(.refreshFailed(report, AppError(error))))
        }
      }
      .cancellable(id: RefreshID())

    case .refreshProgressed(let progress):
      state.tvmaze.refresh = .running(progress)
      // The status line follows the refresh unless it tells of another change.
      switch state.change {
      case .idle, .refreshing: state.change = .refreshing(progress)
      default: break
      }
      return .none

    case .refreshFinished(let report):
      state.tvmaze.refresh = .finished(report)
      state.change = .refreshed(report)
      return .none

    case .refreshFailed(let report, let error):
      state.tvmaze.refresh = .failed(report, error)
      state.change = .failed(error)
      return .none
    }
  }
}

extension Optional {
  /// The async transform of the value, if there is one.
  fileprivate func asyncMap<T>(
    _ transform: (Wrapped) async throws -> T
  ) async rethrows -> T? {
    guard let value = self else { return nil }
    return try await transform(value)
  }
}
