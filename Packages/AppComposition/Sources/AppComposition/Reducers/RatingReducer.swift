import Identifiers
import LibraryClient
import Redux

/// Rates shows, seasons and episodes 1–10, and clears ratings: `showtracker rate` by name,
/// the show screen's key by id.
///
/// The show is found by name, its season or episode checked against its episodes (the
/// errors ``AppError/noSuchSeason(show:season:)`` and
/// ``AppError/noSuchEpisode(show:season:number:)``, as watching words them), then the
/// library rates it; ``AppState/change`` reports what it did on the status line.
func ratingReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library
  return Reducer { state, action in
    switch action {
    case .ratingRequested(let request):
      state.change = .working
      return .run { send in
        do {
          let show = try await library.resolveShow(request.show)
          let details = try await library.loadShow(show.id)
          let title = details.show.title
          switch request.item {
          case .show:
            break
          case .season(let season):
            // Season 0 is every special, as the show screen's Specials section.
            guard details.episodes.contains(where: { $0.listedSeason == season }) else {
              throw AppError.noSuchSeason(show: title, season: season)
            }
          case .episode(let season, let number):
            guard
              details.episodes.contains(where: { $0.season == season && $0.number == number })
            else { throw AppError.noSuchEpisode(show: title, season: season, number: number) }
          }
          await send(
            .ratingSaved(try await library.setRating(show.id, request.item, request.rating)))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .ratingChanged(let show, let item, let rating):
      state.change = .working
      return .run { send in
        do {
          await send(.ratingSaved(try await library.setRating(show, item, rating)))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .ratingSaved(let change):
      state.change = .rated(change)
      return .none

    default:
      return .none
    }
  }
}
