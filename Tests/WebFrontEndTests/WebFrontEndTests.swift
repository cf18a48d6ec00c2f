import HTTPServer
import History
import Identifiers
import Redux
import Search
import SeededRandom
import ShowDetail
import Testing
import UpNext
import Watchlist
import WebFrontEnds

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@MainActor
struct WebFrontEndTests {
  let forms = HTMLForms(actionPath: "/actions/test", csrfToken: "token-1", returnPath: "/here")

  @Test func hostileTitlesAndSummariesAreTextOnEveryPage() {
    let show = ShowDetailView.Show(
      id: 7,
      header: .init(
        title: hostile, years: hostile, network: hostile, status: "Ended", genres: hostile,
        summary: hostile, credit: hostile),
      seasons: [
        .init(
          number: 1, title: hostile,
          episodes: [
            .init(
              ids: Ids(show: 7, episode: 70), code: "S01E01", title: hostile, airDate: hostile,
              isWatched: false, hasAired: true)
          ], progress: "0/1")
      ], selectedSeason: 1, progress: .init(watched: 0, aired: 1), nextEpisode: nil)
    let pages = [
      ShowDetailHTML.content(of: .init(phase: .loaded(show)), forms: forms),
      ShowDetailHTML.content(of: .init(phase: .failed(message: hostile)), forms: forms),
      UpNextHTML.content(
        of: .init(rows: [
          .init(
            show: 7, title: hostile,
            next: .init(
              ids: Ids(show: 7, episode: 70), code: hostile, title: hostile, airDate: hostile,
              season: 1, number: 1),
            upcoming: nil, airedLeft: 1, left: hostile, lastWatched: hostile,
            lastWatchedAt: Date(timeIntervalSince1970: 0))
        ]), forms: forms),
      HistoryHTML.content(
        of: .init(
          posters: [
            .init(
              ids: Ids(show: 7, episode: 70),
              imageURL: URL(string: "https://static.tvmaze.com/a.jpg"), title: hostile,
              subtitle: hostile, watchedAt: Date(timeIntervalSince1970: 5))
          ], showFilter: hostile), forms: forms),
      SearchHTML.content(
        of: .init(
          query: hostile,
          phase: .results([
            .init(
              show: 7, title: hostile, years: hostile, channel: hostile, status: hostile,
              progress: hostile, progressFraction: 0.5, incomplete: hostile)
          ])), forms: forms),
      HTMLDocument(
        title: hostile, path: hostile, version: 1, chrome: "", content: ""
      ).html,
    ]
    for page in pages {
      #expect(!page.contains("<script>"))
      #expect(!page.contains("<img src=x"))
      #expect(!page.contains(#""Co""#))
      #expect(page.contains("&lt;script&gt;"))
    }
  }

  @Test func aPosterIsAnImageWithTheTitleAsItsTextAndOnlyFromAWebAddress() {
    func page(_ url: String) -> String {
      HistoryHTML.content(
        of: .init(posters: [
          .init(
            ids: Ids(show: 1, episode: 2), imageURL: URL(string: url), title: "Breaking Bad",
            subtitle: "")
        ]), forms: forms)
    }
    #expect(
      page("https://static.tvmaze.com/uploads/images/1.jpg").contains(
        #"<img class="poster" src="https://static.tvmaze.com/uploads/images/1.jpg" alt="Breaking Bad""#
      ))
    #expect(!page("javascript:alert(1)").contains("<img"))
  }

  @Test func everyFormCarriesTheTokenAndComesBackToItsPage() {
    let state = UpNextView.State(rows: [
      .init(
        show: 3, title: "The Wire",
        next: .init(
          ids: Ids(show: 3, episode: 31), code: "S01E02", title: "The Detail", airDate: "",
          season: 1, number: 2),
        upcoming: nil, airedLeft: 12, left: "12 left", lastWatched: "",
        lastWatchedAt: Date(timeIntervalSince1970: 0))
    ])
    let posted = PostedForm.all(in: UpNextHTML.content(of: state, forms: forms))
    #expect(posted.count == 1)
    #expect(posted.first?.action == "/actions/test")
    #expect(posted.first?.fields[CSRFProtection.fieldName] == "token-1")
    #expect(posted.first?.fields[HTMLForms.returnField] == "/here")
  }

  /// Every form a page makes posts back the view action it was made for, for any ids and
  /// moments (seeded; the seed is printed when a case fails).
  @Test(arguments: 0..<100 as Range<UInt64>)
  func aPagesFormsReadBackAsTheirViewActions(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let ids = Ids(
      show: ShowID(rawValue: Int64.random(in: 1...Int64.max, using: &random)),
      episode: EpisodeID(rawValue: Int64.random(in: 1...Int64.max, using: &random)))
    let watchedAt = Date(
      timeIntervalSince1970: Double.random(in: -1e9...4e9, using: &random).rounded(.down)
        + Double(Int.random(in: 0..<1000, using: &random)) / 1000)
    let history = HistoryView.State(posters: [
      .init(ids: ids, imageURL: nil, title: "t", subtitle: "s", watchedAt: watchedAt)
    ])
    let historyActions = PostedForm.all(in: HistoryHTML.content(of: history, forms: forms))
      .map { HistoryHTML.action(from: $0.fields) }
    #expect(
      historyActions == [
        .markAsWatched(episode: ids), .watchRemoved(episode: ids, watchedAt: watchedAt),
      ],
      "seed \(seed)")
    let watched = Bool.random(using: &random)
    let watchlisted = Bool.random(using: &random)
    let show = ShowDetailView.Show(
      id: ids.show,
      header: .init(title: "t", years: "", network: "", status: "", genres: "", summary: ""),
      seasons: [
        .init(
          number: 2, title: "Season 2",
          episodes: [
            .init(
              ids: ids, code: "S02E01", title: "e", airDate: "", isWatched: watched, hasAired: true)
          ],
          progress: "")
      ], selectedSeason: 2, progress: .init(watched: watched ? 1 : 0, aired: 1), nextEpisode: nil,
      isFollowed: watched, isWatchlisted: watchlisted)
    let showActions = PostedForm.all(
      in: ShowDetailHTML.content(of: .init(phase: .loaded(show)), forms: forms)
    ).map { ShowDetailHTML.action(from: $0.fields) }
    #expect(
      showActions == [
        .followToggled(show: ids.show, follow: !watched),
        .watchlistToggled(show: ids.show, watchlisted: !watchlisted),
        watched
          ? .seasonMarkedNotWatched(show: ids.show, season: 2)
          : .seasonMarkedWatched(show: ids.show, season: 2),
        .episodeWatchedToggled(ids),
      ], "seed \(seed)")
  }

  /// The watchlist's page: every saved show is a link to its page and a form that takes that
  /// show (by id, not by row) off; imported titles stay text.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func theWatchlistsFormsTakeOffTheShowTheyWereMadeFor(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let shows = (0..<Int.random(in: 1...5, using: &random)).map { _ in
      ShowID(rawValue: Int64.random(in: 1...Int64.max, using: &random))
    }
    let state = WatchlistView.State(
      rows: shows.map {
        .init(
          show: $0, title: hostile, year: 2008, yearText: "2008", network: hostile, episodes: 62,
          episodesText: "62 episodes", added: "saved 1 Dec",
          addedAt: Date(timeIntervalSince1970: 0),
          notInLibrary: hostile)
      })
    let page = WatchlistHTML.content(of: state, forms: forms)
    #expect(!page.contains("<script>"), "seed \(seed)")
    let links = shows.map { #"href="/shows/\#($0)""# }
    #expect(links.allSatisfy { page.contains($0) }, "seed \(seed)")
    let actions = PostedForm.all(in: page).map { WatchlistHTML.action(from: $0.fields) }
    #expect(actions == shows.map { .showRemoved($0) }, "seed \(seed)")
    #expect(WatchlistHTML.path(of: state) == "/watchlist")
  }

  /// "Severance2022": a watchlist row's year was in a span the style sheet does not space, so
  /// it ran into the title. Every kind of span a row draws is one the style sheet spaces.
  @Test func aWatchlistRowsFactsAreSpacedApartFromItsTitle() throws {
    let state = WatchlistView.State(rows: [
      .init(
        show: 1, title: "Severance", year: 2022, yearText: "2022", network: "Apple TV+",
        episodes: 19, episodesText: "19 episodes", added: "saved 1 Dec",
        addedAt: Date(timeIntervalSince1970: 0), notInLibrary: "not in the library")
    ])
    let page = WatchlistHTML.content(of: state, forms: forms)
    let kinds = page.matches(of: /<span class="([a-z-]+)">/).map { String($0.output.1) }
    #expect(kinds.contains("years"))
    let spaced = try #require(WebAssets.styleSheet.firstMatch(of: /(span\.[^{]+)\{ margin-left/))
    for kind in kinds {
      #expect(
        spaced.output.1.contains("span.\(kind),") || spaced.output.1.contains("span.\(kind) "),
        "\(kind)")
    }
  }

  @Test func anEmptyWatchlistSaysHowToSaveAShow() {
    let page = WatchlistHTML.content(of: .init(rows: []), forms: forms)
    #expect(page.contains("No show saved"))
    #expect(PostedForm.all(in: page).isEmpty)
  }

  @Test func aFormThatNamesNoActionIsNone() {
    #expect(UpNextHTML.action(from: FormFields([("action", "markWatched")])) == nil)
    #expect(UpNextHTML.action(from: FormFields([("action", "dropTables"), ("show", "1")])) == nil)
    #expect(
      ShowDetailHTML.action(
        from: FormFields([("action", "followToggled"), ("show", "1"), ("follow", "maybe")])) == nil)
  }

  @Test func aPagesAddressSaysWhatItShows() {
    #expect(HistoryHTML.path(of: .init(posters: [], page: 3, pageCount: 5)) == "/history?page=3")
    #expect(HistoryHTML.path(of: .init(posters: [])) == "/history")
    #expect(
      SearchHTML.path(of: .init(query: "the wire & co", phase: .idle))
        == "/search?q=the+wire+%26+co")
    #expect(ShowDetailHTML.path(of: .init(phase: .noShow)) == "/shows")
    #expect(LiveEvent(path: "/history", version: 4).event.data == "4 /history")
  }
}
