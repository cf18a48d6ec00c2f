import FrontEnds
import Identifiers
import Redux
import ShowDetail
import Terminal
import Testing

/// The Show screen's ratings: drawn where set, and `*` choosing what to rate and the rating.
@MainActor
struct ShowDetailScreenRatingTests {
  let sent = SentActions<ShowDetailView.Action>()

  /// The populated fixture with its episodes numbered (as the connector makes them) and the
  /// given ratings: of the show, of season 1 and of its second episode.
  func state(show: Int? = nil, season: Int? = nil, episode: Int? = nil) throws
    -> ShowDetailView.State
  {
    let fixture = try #require(ShowDetailView.State.populated.show)
    let seasons = fixture.seasons.map { listed in
      ShowDetailView.Season(
        number: listed.number, title: listed.title,
        episodes: listed.episodes.enumerated().map { index, row in
          ShowDetailView.Episode(
            ids: row.ids, code: row.code, title: row.title, airDate: row.airDate,
            isWatched: row.isWatched, hasAired: row.hasAired, season: listed.number,
            number: index + 1, rating: listed.number == 1 && index == 1 ? episode : nil)
        }, progress: listed.progress, rating: listed.number == 1 ? season : nil)
    }
    return ShowDetailView.State(
      phase: .loaded(
        ShowDetailView.Show(
          id: fixture.id, header: fixture.header, seasons: seasons,
          selectedSeason: fixture.selectedSeason, progress: fixture.progress,
          nextEpisode: fixture.nextEpisode, rating: show)))
  }

  func screen(_ state: ShowDetailView.State) -> ShowDetailScreen {
    ShowDetailScreen(viewModel: .stub(state) { [sent] in sent.record($0) })
  }

  @Test func ratingsAreDrawnWhereSetAndNowhereElse() throws {
    let rated = screen(try state(show: 8, season: 6, episode: 9)).render(width: 100, height: 30)
      .map(\.plainText)
    #expect(rated.contains { $0.contains("rated 8/10") && $0.contains("Running") })
    #expect(rated.contains { $0.hasPrefix("Season 1 · ") && $0.hasSuffix("watched · rated 6/10") })
    #expect(rated.contains { $0.contains("S01E02") && $0.contains("9/10") })
    #expect(rated.filter { $0.contains("/10") }.count == 3, "\(rated)")
    let unrated = screen(try state()).render(width: 100, height: 30).map(\.plainText)
    #expect(!unrated.contains { $0.contains("/10") || $0.contains("rated") }, "\(unrated)")
  }

  @Test func starRatesTheSelectedEpisodeThenItsSeasonThenTheShow() throws {
    let show = try #require(try state().show)
    let screen = screen(try state())
    _ = screen.handle(.down)
    #expect(screen.handle(.character("*")) == .handled)
    #expect(
      screen.render(width: 100, height: 30).last?.plainText.hasPrefix("Rate S01E02: 1–10") == true)
    _ = screen.handle(.character("7"))
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("0"))
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("*"))  // the show stays the show
    _ = screen.handle(.character("x"))
    #expect(
      sent.all == [
        .ratingChosen(show: show.id, item: .episode(season: 1, number: 2), rating: 7),
        .ratingChosen(show: show.id, item: .season(1), rating: 10),
        .ratingChosen(show: show.id, item: .show, rating: nil),
      ])
  }

  /// `*` `1` `0` rates 10 (it rated 1, and the 0 was lost); a 1 waits for its second digit.
  @Test func oneThenZeroRatesTenAndOneWaitsForEnterOrAnotherKey() throws {
    let show = try #require(try state().show)
    let screen = screen(try state())
    let episode = ShowDetailView.RatedItem.episode(season: 1, number: 2)
    _ = screen.handle(.down)
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("1"))
    #expect(sent.all.isEmpty, "a 1 waits for a second digit")
    #expect(
      screen.render(width: 100, height: 30).last?.plainText
        == "Rate S01E02: 1… 0 for 10, ⏎ for 1, esc cancels")
    _ = screen.handle(.character("0"))
    // 1, Enter: 1. 1, 5: no rating of 15, the prompt waits; Backspace takes the 1 back.
    for key: Key in [.character("*"), .character("1"), .enter] { _ = screen.handle(key) }
    for key: Key in [.character("*"), .character("1"), .character("5"), .backspace] {
      _ = screen.handle(key)
    }
    _ = screen.handle(.character("7"))
    // 1 then a key the prompt does not use: a rating of 1, and the key does what it does.
    for key: Key in [.character("*"), .character("1"), .character("w")] { _ = screen.handle(key) }
    // 1 then Esc: nothing.
    for key: Key in [.character("*"), .character("1"), .escape] { _ = screen.handle(key) }
    #expect(
      sent.all == [
        .ratingChosen(show: show.id, item: episode, rating: 10),
        .ratingChosen(show: show.id, item: episode, rating: 1),
        .ratingChosen(show: show.id, item: episode, rating: 7),
        .ratingChosen(show: show.id, item: episode, rating: 1),
        .episodeWatchedToggled(show.seasons[0].episodes[1].ids),
      ])
  }

  @Test func escLeavesThePromptAndAnyOtherKeyDoesWhatItDoes() throws {
    let show = try #require(try state(episode: 9).show)
    let screen = screen(try state(episode: 9))
    _ = screen.handle(.down)
    _ = screen.handle(.character("*"))
    let prompt = screen.render(width: 100, height: 30).last?.plainText ?? ""
    #expect(prompt.hasPrefix("Rate S01E02 (now 9/10): "), "\(prompt)")
    #expect(screen.handle(.escape) == .handled)
    #expect(sent.all.isEmpty)  // not back: Esc only left the prompt
    #expect(!(screen.render(width: 100, height: 30).last?.plainText.hasPrefix("Rate") ?? true))
    _ = screen.handle(.character("*"))
    _ = screen.handle(.character("w"))  // leaves the prompt and toggles the episode
    _ = screen.handle(.character("5"))  // no prompt now: a digit does nothing
    #expect(sent.all == [.episodeWatchedToggled(show.seasons[0].episodes[1].ids)])
  }
}
