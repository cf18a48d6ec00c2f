import HTTPServer
import History
import Identifiers
import MyShows
import Search
import ShowDetail
import Testing
import UpNext
import Upcoming
import Watchlist
import WebFrontEnds

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Every page that shows a show shows its poster when the view state has one: an `<img>` whose
/// text (`alt`) is the title, its address escaped as an attribute; with none, the title alone.
@MainActor
struct PosterTests {
  let forms = HTMLForms(actionPath: "/actions/test", csrfToken: "token-1", returnPath: "/here")

  /// An address with every character that could end the attribute or start markup that a URL
  /// keeps as it is.
  static let hostileURL = "https://static.tvmaze.com/uploads/1.jpg?a=1&b='x'&c=\"><script>"

  /// Each page with one show titled `title` whose poster is `url`.
  func pages(_ url: URL?, title: String) -> [(name: String, html: String)] {
    let ids = Ids(show: 7, episode: 70)
    let date = Date(timeIntervalSince1970: 0)
    let show = ShowDetailView.Show(
      id: 7,
      header: .init(
        title: title, years: "", network: "", status: "", genres: "", summary: "", imageURL: url),
      seasons: [], selectedSeason: nil, progress: .init(watched: 0, aired: 0), nextEpisode: nil)
    return [
      (
        "history",
        HistoryHTML.content(
          of: .init(posters: [.init(ids: ids, imageURL: url, title: title, subtitle: "")]),
          forms: forms)
      ),
      (
        "up next",
        UpNextHTML.content(
          of: .init(rows: [
            .init(
              show: 7, title: title, next: nil, upcoming: nil, airedLeft: 0, left: "",
              lastWatched: "", lastWatchedAt: date, imageURL: url)
          ]), forms: forms)
      ),
      (
        "search",
        SearchHTML.content(
          of: .init(
            query: "t",
            phase: .results([
              .init(
                show: 7, title: title, years: "", channel: "", status: "", progress: "",
                progressFraction: 0, imageURL: url)
            ])), forms: forms)
      ),
      ("show", ShowDetailHTML.content(of: .init(phase: .loaded(show)), forms: forms)),
      (
        "my shows",
        MyShowsHTML.content(
          of: .init(rows: [
            .init(
              show: 7, title: title, network: "", status: "", progress: "", progressFraction: 0,
              watched: 0, aired: 0, next: nil, nextText: "", nextAirDate: "", nextAirLabel: "",
              lastActivity: "", lastActivityAt: nil, isFollowed: true, imageURL: url)
          ]), forms: forms)
      ),
      (
        "upcoming",
        UpcomingHTML.content(
          of: .init(days: [
            .init(
              date: "2026-12-01", label: "Today",
              episodes: [
                .init(
                  ids: ids, showTitle: title, network: "", code: "S01E01", title: "e", season: 1,
                  number: 1, imageURL: url)
              ])
          ]), forms: forms)
      ),
      (
        "watchlist",
        WatchlistHTML.content(
          of: .init(rows: [
            .init(
              show: 7, title: title, year: nil, yearText: "", network: "", episodes: 0,
              episodesText: "", added: "", addedAt: date, imageURL: url)
          ]), forms: forms)
      ),
    ]
  }

  @Test func everyPageShowsThePosterWithTheTitleAsItsText() {
    let url = URL(string: "https://static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg")
    for page in pages(url, title: "Breaking Bad") {
      #expect(
        page.html.contains(
          #"<img class="poster" src="https://static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg" alt="Breaking Bad""#
        ), "\(page.name)")
      #expect(page.html.contains(">Breaking Bad</a>") || page.name == "show", "\(page.name)")
    }
  }

  @Test func withoutAPosterAPageShowsTheTitleAlone() {
    for page in pages(nil, title: "Breaking Bad") {
      #expect(!page.html.contains("<img"), "\(page.name)")
      #expect(page.html.contains("Breaking Bad"), "\(page.name)")
    }
  }

  @Test func aHostileAddressAndTitleStayInTheirAttributes() throws {
    let url = try #require(URL(string: Self.hostileURL))
    for page in pages(url, title: hostile) {
      let images = page.html.split(separator: "<img ").dropFirst()
      #expect(images.count == 1, "\(page.name)")
      let tag = String(images.first?.prefix { $0 != ">" } ?? "")
      // Nothing in the tag ends an attribute early or starts markup: its only quotes are its
      // six attributes' (class, src, alt, loading, width, height).
      #expect(tag.filter { $0 == "\"" }.count == 12, "\(page.name): \(tag)")
      #expect(!tag.contains("<"), "\(page.name)")
      // The URL keeps `&` and `'` (it percent-encodes `"`, `<` and `>`): written as references.
      #expect(tag.contains("?a=1&amp;b=&#39;x&#39;&amp;c=%22%3E%3Cscript%3E"), "\(page.name)")
      #expect(tag.contains(#" alt="\#(HTML.escaped(hostile))""#), "\(page.name)")
      let src = tag.firstRange(of: #"src=""#).map { tag[$0.upperBound...].prefix { $0 != "\"" } }
      #expect(src.map { PostedForm.unescaped(String($0)) } == url.absoluteString, "\(page.name)")
      #expect(!page.html.contains("<script>"), "\(page.name)")
    }
  }

  @Test func onlyAWebAddressIsAnImage() throws {
    for address in ["javascript:alert(1)", "data:image/png;base64,AAAA", "file:///etc/passwd"] {
      let url = try #require(URL(string: address))
      for page in pages(url, title: "t") {
        #expect(!page.html.contains("<img"), "\(page.name): \(address)")
      }
    }
  }
}
