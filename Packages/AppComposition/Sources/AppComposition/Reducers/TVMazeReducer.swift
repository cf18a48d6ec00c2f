import Identifiers
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
  let lookup = TVMazeLookup(library: library, tvmaze: tvmaze, now: now)
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
          switch try await lookup.find(query) {
          case .show(let id):
            let saved = try await lookup.fetch(id, added: true)
            await send(.tvmaze(.addFinished(saved)))
          case .several(let title, let results):
            await send(
              .tvmaze(.addCandidatesFound(query: title, Array(results.prefix(candidateLimit)))))
          }
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
          var links: [TVMazeLink]
          let updates: [Int: TVMazeTimestamp]?
          // Shows known only by a Trakt watchlist's ids and title, found on TVMaze: the fetch
          // lands on them (they keep their watchlist entry and ratings).
          var linking: Set<ShowID> = []
          if let show {
            let candidate = try await library.resolveShow(show)
            if let link = try await library.tvmazeLink(candidate.id) {
              links = [link]
            } else {
              switch try await lookup.resolve(
                candidate.id, title: candidate.title, year: candidate.year)
              {
              case .found(let tvmazeID):
                links = [
                  TVMazeLink(show: candidate.id, title: candidate.title, tvmazeID: tvmazeID)
                ]
                linking = [candidate.id]
              case .unresolved(let reason):
                throw AppError.notOnTVMaze(candidate.title, reason: reason)
              }
            }
            // A show named on its own is fetched whatever TVMaze says changed.
            updates = nil
          } else {
            links = try await library.followedShows()
            report.withoutTVMazeID = try await library.followedShowsWithoutTVMazeID()
            updates = try await RefreshPlan.period(for: links, now: now()).asyncMap {
              try await tvmaze.updatedShows($0)
            }
            // The watchlist's shows known by ids alone, as `r` and `refresh` promise them.
            let known = Set(links.map(\.show))
            for item in try await library.watchlist()
            where item.isKnownByIDsAlone && !known.contains(item.show.id) {
              let show = item.show
              switch try await lookup.resolve(show.id, title: show.title, year: show.year) {
              case .found(let tvmazeID):
                links.append(TVMazeLink(show: show.id, title: show.title, tvmazeID: tvmazeID))
                linking.insert(show.id)
              case .unresolved(let reason):
                report.unresolved.append(UnresolvedShow(title: show.title, reason: reason))
              }
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
                  updated: document.updated, fetchedAt: now(),
                  linking: linking.contains(link.show) ? link.show : nil))
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
