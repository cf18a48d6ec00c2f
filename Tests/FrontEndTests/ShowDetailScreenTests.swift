import FrontEnds
import Identifiers
import Redux
import ShowDetail
import Terminal
import Testing

@MainActor
struct ShowDetailScreenTests {
  let sent = SentActions<ShowDetailView.Action>()

  func screen(_ state: ShowDetailView.State) -> ShowDetailScreen {
    ShowDetailScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  var populated: ShowDetailView.Show {
    get throws { try #require(ShowDetailView.State.populated.show) }
  }

  @Test func wTogglesTheSelectedEpisode() throws {
    let screen = screen(.populated)
    _ = screen.handle(.down)
    _ = screen.handle(.down)
    _ = screen.handle(.down)
    _ = screen.handle(.character("w"))
    #expect(sent.all == [.episodeWatchedToggled(try populated.seasons[0].episodes[3].ids)])
  }

  @Test func aSavesTheShowToTheWatchlistOrTakesItOff() throws {
    let show = try populated
    _ = screen(.populated).handle(.character("a"))
    let listed = ShowDetailView.Show(
      id: show.id, header: show.header, seasons: show.seasons,
      selectedSeason: show.selectedSeason, progress: show.progress,
      nextEpisode: show.nextEpisode, isWatchlisted: true)
    let onTheList = screen(ShowDetailView.State(phase: .loaded(listed)))
    #expect(onTheList.handle(.character("a")) == .handled)
    #expect(
      sent.all == [
        .watchlistToggled(show: show.id, watchlisted: true),
        .watchlistToggled(show: show.id, watchlisted: false),
      ])
    let header = onTheList.render(width: 100, height: 30).map(\.plainText).prefix(3)
    #expect(header.contains { $0.contains("on the watchlist") }, "\(header)")
    #expect(onTheList.keyHints.contains(KeyHint("a", "watchlist")))
  }

  @Test func everyMovementKeyMovesTheEpisodeSelectionItsOwnWay() throws {
    let screen = screen(.populated)
    let last = try populated.seasons[0].episodes.count - 1
    let steps: [(Key, Int)] = [
      (.character("j"), 1), (.character("j"), 2), (.character("k"), 1), (.down, 2), (.up, 1),
      (.character("G"), last), (.character("g"), 0), (.end, last), (.home, 0),
    ]
    for (key, selection) in steps {
      #expect(screen.handle(key) == .handled)
      #expect(screen.selection == selection, "after \(key)")
    }
    #expect(sent.all.isEmpty)
  }

  @Test func theEpisodeTheShowWasOpenedAtIsSelectedOncePerOpening() throws {
    let show = try populated
    let third = show.seasons[0].episodes[2].ids
    func opened(request: Int) -> ShowDetailView.State {
      ShowDetailView.State(
        phase: .loaded(
          ShowDetailView.Show(
            id: show.id, header: show.header, seasons: show.seasons,
            selectedSeason: show.selectedSeason, progress: show.progress,
            nextEpisode: show.nextEpisode,
            focus: ShowDetailView.Focus(episode: third, request: request))))
    }
    // The app: which opening it is; the screen's view state derives from it.
    let openings = Store<Int, Int?>(
      initialState: 1,
      reducer: Reducer { state, request in
        if let request { state = request }
        return .none
      })
    let viewModel: ShowDetailView.ViewModel = openings.derived(
      deriveState: opened(request:), embedAction: { (_: ShowDetailView.Action) -> Int? in nil })
    let screen = ShowDetailScreen(viewModel: viewModel)
    _ = screen.render(width: 80, height: 24)
    #expect(screen.selection == 2)
    // The user's own moves stay: the same opening does not select the episode again.
    _ = screen.handle(.down)
    _ = screen.render(width: 80, height: 24)
    #expect(screen.selection == 3)
    // A new opening at the same episode selects it again.
    openings.send(2)
    _ = screen.render(width: 80, height: 24)
    #expect(screen.selection == 2)
  }

  @Test func arrowsChangeTheSeasonWithinBounds() {
    let screen = screen(.populated)  // seasons 1 and 2, season 1 selected
    _ = screen.handle(.left)
    _ = screen.handle(.right)
    _ = screen.handle(.character("l"))
    #expect(sent.all == [.seasonSelected(2), .seasonSelected(2)])
  }

  @Test func shiftWMarksTheSeasonWatched() throws {
    let screen = screen(.populated)
    _ = screen.handle(.character("W"))
    #expect(sent.all == [.seasonMarkedWatched(show: try populated.id, season: 1)])
  }

  /// The populated show with every episode of season 1 watched.
  var seasonOneWatched: ShowDetailView.State {
    get throws {
      let show = try populated
      let first = show.seasons[0]
      let watched = first.episodes.map { episode in
        ShowDetailView.Episode(
          ids: episode.ids, code: episode.code, title: episode.title, airDate: episode.airDate,
          isWatched: true, hasAired: episode.hasAired)
      }
      let seasons =
        [ShowDetailView.Season(number: 1, title: "Season 1", episodes: watched, progress: "4/4")]
        + show.seasons.dropFirst()
      return ShowDetailView.State(
        phase: .loaded(
          ShowDetailView.Show(
            id: show.id, header: show.header, seasons: seasons, selectedSeason: 1,
            progress: show.progress, nextEpisode: show.nextEpisode)))
    }
  }

  /// On a watched season, W asks first (a line at the foot of the screen), W again marks the
  /// season not watched, and any other key keeps it.
  @Test func shiftWOnAWatchedSeasonAsksThenMarksItNotWatched() throws {
    let screen = screen(try seasonOneWatched)
    let show = try populated.id
    #expect(screen.handle(.character("W")) == .handled)
    #expect(sent.all.isEmpty)
    let asking = screen.render(width: 100, height: 24).map(\.plainText)
    #expect(asking.count <= 24)
    #expect(
      asking.last?.hasPrefix(
        "Season 1 is watched. W again marks its 4 episodes not watched.") == true,
      "\(asking)")
    // Another key: nothing marked, the question gone.
    _ = screen.handle(.down)
    #expect(!(screen.render(width: 100, height: 24).last?.plainText.contains("W again") ?? true))
    _ = screen.handle(.character("W"))
    _ = screen.handle(.character("W"))
    #expect(sent.all == [.seasonMarkedNotWatched(show: show, season: 1)])
  }

  @Test func escapeGoesBackEvenWithNoShow() {
    let screen = screen(.empty)
    #expect(screen.handle(.escape) == .handled)
    #expect(screen.handle(.character("w")) == .ignored)
    #expect(sent.all == [.backTapped])
  }

  @Test func printedOnceListsEverySeason() {
    let text = plainText(of: screen(.long), height: nil)
    for season in 1...6 { #expect(text.contains("Season \(season) ·")) }
  }

  @Test func fullScreenListsTheSelectedSeasonOnly() {
    let text = plainText(of: screen(.long), height: 22)
    #expect(text.contains("Season 1 ·"))
    #expect(!text.contains("Season 2 ·"))
    #expect(text.components(separatedBy: "\n").count <= 23)
  }
}
