import Identifiers
import LibraryClient
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Marks episodes watched and unwatched, and undoes and redoes changes to the library.
///
/// A change updates the loaded catalog at once, saves to the library, and sets
/// ``AppState/change`` to what the library did (or why it failed); then the screens that show
/// the episodes are reloaded from the library.
func watchingReducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
  let library = dependencies.library

  /// Saves a change of `episodes`, all of `show`'s (named here, since there may be none).
  func save(
    _ episodes: [Ids], of show: ShowID, watched: Bool, at date: Date?, in state: inout AppState
  ) -> Effect<AppAction> {
    let showTitle = state.shows[show]?.title
    let kind: LibraryChange.Kind = watched ? .watched : .unwatched
    guard !episodes.isEmpty else {
      state.change = .marked(LibraryChange(kind: kind, showTitle: showTitle))
      return .none
    }
    let watchedAt = watched ? date ?? dependencies.now() : nil
    state.change = .working
    state.setWatched(episodes, at: watchedAt)
    return .run { send in
      do {
        let change =
          if let watchedAt {
            try await library.markWatched(episodes, watchedAt)
          } else {
            try await library.unmarkWatched(episodes)
          }
        var saved = change ?? LibraryChange(kind: kind)
        saved.showTitle = showTitle
        await send(.watchedSaved(saved))
      } catch {
        await send(.watchedSaveFailed(episodes: episodes, AppError(error)))
      }
    }
  }

  /// Refuses to mark watched today one episode that airs after today, as `watch` refuses it
  /// (``AppError/notYetAired(show:season:number:airs:)``): `true` when refused, with the
  /// reason in ``AppState/change`` (the status line).
  func refusedNotYetAired(_ ids: Ids, in state: inout AppState) -> Bool {
    guard let episode = state.episodes[ids], let number = episode.number,
      !episode.hasAired(by: state.today), let firstAired = episode.firstAired
    else { return false }
    state.change = .failed(
      .notYetAired(
        show: state.shows[ids.show]?.title ?? "The show", season: episode.season, number: number,
        airs: CalendarDay(utc: firstAired).description))
    return true
  }

  /// Removes one play of `episode` (`unwatch SHOW S01E02 --last` or `--at DATE`): reads its
  /// plays, picks the one asked for, and removes that watch alone.
  func removePlay(
    _ play: PlayChoice, of episode: Episode?, show: String, season: Int, number: Int
  ) -> Effect<AppAction> {
    let formatting = dependencies.formatting
    return .run { send in
      do {
        var times: [Date] = []
        if let episode { times = try await library.watchTimes(episode.ids) }
        let written = times.map(formatting.dateAndTime)
        let picked: [Date]
        var at: String?
        switch play {
        case .latest:
          picked = times.max().map { [$0] } ?? []
        case .during(let start, let end, let text):
          picked = times.filter { $0 >= start && $0 < end }
          at = text
        }
        guard let episode, picked.count == 1, let time = picked.first else {
          if let at, picked.count > 1 {
            throw AppError.severalPlays(
              show: show, season: season, number: number, at: at,
              plays: picked.map(formatting.dateAndTime))
          }
          throw AppError.noPlay(show: show, season: season, number: number, at: at, plays: written)
        }
        var change =
          try await library.removeWatch(episode.ids, time) ?? LibraryChange(kind: .unwatched)
        change.showTitle = show
        await send(.watchedSaved(change))
      } catch let error as AppError {
        await send(.watchedSaveFailed(episodes: [], error))
      } catch {
        await send(.watchedSaveFailed(episodes: [], AppError(error)))
      }
    }
  }

  /// Why a season of `show` (0: the specials, `Episode.listedSeason`) cannot be marked from the
  /// show screen: the show is not in the library, is not the one open (a form of a page shown
  /// before another show was opened), or has no such season; `nil` when it can.
  func seasonRefusal(_ show: ShowID, _ season: Int, _ state: AppState) -> AppError? {
    guard let title = state.shows[show]?.title else { return .library(.showMissing(show)) }
    let open = state.showDetail.episodeIDs.filter { $0.show == show }
    guard state.showDetail.selectedShow == show, !open.isEmpty else { return .showNotOpen(title) }
    guard open.contains(where: { state.episodes[$0]?.listedSeason == season }) else {
      return .noSuchSeason(show: title, season: season)
    }
    return nil
  }

  return Reducer { state, action in
    switch action {
    case .markAsWatched(let episode, let watched):
      if watched, refusedNotYetAired(episode, in: &state) { return .none }
      return save([episode], of: episode.show, watched: watched, at: nil, in: &state)

    case .markNextAsWatched(let show):
      // The library finds the next episode and marks it in one step: a press that comes
      // before the previous one is saved (or before Up Next is drawn again) marks the episode
      // after it, never the same one twice.
      let showTitle =
        state.shows[show]?.title ?? state.upNext.items.first { $0.show.id == show }?.show.title
      let today = state.today
      let watchedAt = dependencies.now()
      state.change = .working
      return .run { send in
        do {
          var change =
            try await library.markNextWatched(show, today, watchedAt)
            ?? LibraryChange(kind: .watched)
          change.showTitle = showTitle
          await send(.watchedSaved(change))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .watchedToggled(let episode):
      guard let current = state.episodes[episode] else { return .none }
      if !current.isWatched, refusedNotYetAired(episode, in: &state) { return .none }
      return save(
        [episode], of: episode.show, watched: !current.isWatched, at: nil, in: &state)

    case .watchRemoved(let episode, let watchedAt):
      let showTitle = state.shows[episode.show]?.title
      state.change = .working
      return .run { send in
        do {
          var change =
            try await library.removeWatch(episode, watchedAt) ?? LibraryChange(kind: .unwatched)
          change.showTitle = showTitle
          await send(.watchedSaved(change))
        } catch {
          await send(.watchedSaveFailed(episodes: [episode], AppError(error)))
        }
      }

    case .markSeasonAsWatched(let show, let season):
      if let refusal = seasonRefusal(show, season, state) {
        state.change = .failed(refusal)
        return .none
      }
      let episodes = state.showDetail.episodeIDs.filter { ids in
        guard ids.show == show, let episode = state.episodes[ids] else { return false }
        return episode.listedSeason == season && !episode.isWatched
          && episode.hasAired(by: state.today)
      }
      return save(episodes, of: show, watched: true, at: nil, in: &state)

    case .markSeasonAsNotWatched(let show, let season):
      if let refusal = seasonRefusal(show, season, state) {
        state.change = .failed(refusal)
        return .none
      }
      let episodes = state.showDetail.episodeIDs.filter { ids in
        guard ids.show == show, let episode = state.episodes[ids] else { return false }
        return episode.listedSeason == season && episode.isWatched
      }
      return save(episodes, of: show, watched: false, at: nil, in: &state)

    case .watchRequested(let request):
      state.change = .working
      return .run { send in
        do {
          let show = try await library.resolveShow(request.show)
          await send(.watchRequestLoaded(request, try await library.loadShow(show.id)))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .watchRequestLoaded(let request, let details):
      state.showLoaded(details, opening: true)
      let day = request.watchedAt.map(dependencies.formatting.day(of:)) ?? state.today
      do throws(AppError) {
        let episodes = try request.selection.episodes(
          of: details, watched: request.watched, airedBy: day)
        if let play = request.play, case .episode(let season, let number) = request.selection {
          state.change = .working
          return removePlay(
            play, of: details.episodes.first { $0.season == season && $0.number == number },
            show: details.show.title, season: season, number: number)
        }
        return save(
          episodes, of: details.show.id, watched: request.watched, at: request.watchedAt,
          in: &state)
      } catch {
        state.change = .failed(error)
        return .none
      }

    case .watchedSaved(let change):
      state.change = .marked(change)
      return .none

    case .watchedSaveFailed(_, let error):
      // An optimistic change did not reach the library: the screens load the shows again
      // (`AppAction.changedShows`), without bringing another screen to the front.
      state.change = .failed(error)
      return .none

    case .undoRequested, .redoRequested:
      let redo = action == .redoRequested
      state.change = .working
      return .run { send in
        do {
          let change = try await redo ? library.redo() : library.undo()
          await send(.undoFinished(redo: redo, change))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .libraryBusyElsewhere:
      if state.change == .working { state.change = .waiting }
      return .none

    case .changeAcknowledged:
      // A change still running keeps its status: the user will want to know how it ends.
      if state.change.isSettled { state.change = .idle }
      return .none

    case .undoFinished(let redo, let change):
      state.change = redo ? .redone(change) : .undone(change)
      return .none

    case .undoListRequested(let redo, let limit):
      state.change = .working
      return .run { send in
        do {
          await send(.undoListLoaded(redo: redo, try await library.nextChanges(redo, limit)))
        } catch {
          await send(.watchedSaveFailed(episodes: [], AppError(error)))
        }
      }

    case .undoListLoaded(let redo, let changes):
      state.change = .listed(redo: redo, changes)
      return .none

    default:
      return .none
    }
  }
}

extension EpisodeSelection {
  /// The episodes of `details` this selection names, to mark `watched` or not.
  ///
  /// Marking watched skips, in a season, all or up-to selection, what is already watched and
  /// what had not aired by `day`; a single episode is marked again even if it was watched, and
  /// one that airs after `day` is refused (``AppError/notYetAired(show:season:number:airs:)``).
  /// Marking unwatched takes only watched episodes.
  ///
  /// Specials (`Episode.isSpecial`) are taken only when asked for: season 0 names every
  /// special, those of season 0 and those without a number filed in a regular season; a
  /// regular season, all, and up to an episode of a regular season take none.
  ///
  /// - Throws: ``AppError/noSuchEpisode(show:season:number:)`` or
  ///   ``AppError/noSuchSeason(show:season:)`` when the show has no such episode or season.
  public func episodes(
    of details: ShowDetails, watched: Bool, airedBy day: CalendarDay
  ) throws(AppError) -> [Ids] {
    let episodes = details.episodes
    let title = details.show.title
    func candidates(_ episodes: [Episode]) -> [Ids] {
      episodes.filter { episode in
        watched ? !episode.isWatched && episode.hasAired(by: day) : episode.isWatched
      }.map(\.ids)
    }
    switch self {
    case .episode(let season, let number):
      guard let episode = episodes.first(where: { $0.season == season && $0.number == number })
      else { throw .noSuchEpisode(show: title, season: season, number: number) }
      if watched, !episode.hasAired(by: day), let firstAired = episode.firstAired {
        throw .notYetAired(
          show: title, season: season, number: number,
          airs: CalendarDay(utc: firstAired).description)
      }
      return watched || episode.isWatched ? [episode.ids] : []
    case .season(let season):
      let inSeason = episodes.filter { $0.listedSeason == season }
      guard !inSeason.isEmpty else { throw .noSuchSeason(show: title, season: season) }
      return candidates(inSeason)
    case .all:
      return candidates(episodes.filter { !$0.isSpecial })
    case .upTo(let season, let number):
      guard episodes.contains(where: { $0.season == season && $0.number == number }) else {
        throw .noSuchEpisode(show: title, season: season, number: number)
      }
      // Specials count only when the last episode named is one: "up to S00E03".
      let upTo = episodes.filter { episode in
        guard let episodeNumber = episode.number else { return false }
        if season == 0 { return episode.season == 0 && episodeNumber <= number }
        return !episode.isSpecial && (episode.season, episodeNumber) <= (season, number)
      }
      return candidates(upTo)
    }
  }
}
