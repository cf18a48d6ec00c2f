import ShowDetail
import Testing

/// A show a connector makes without saying is not followed, not opened at an episode and not
/// rated; nor are its seasons and episodes.
struct ShowDetailDefaultsTests {
  @Test func aShowIsNotFollowedUnlessSaid() throws {
    let populated = try #require(ShowDetailView.State.populated.show)
    let show = ShowDetailView.Show(
      id: populated.id, header: populated.header, seasons: populated.seasons,
      selectedSeason: populated.selectedSeason, progress: populated.progress,
      nextEpisode: populated.nextEpisode)
    #expect(!show.isFollowed)
    #expect(show.focus == nil)
    #expect(show.rating == nil)
    let season = ShowDetailView.Season(number: 1, title: "Season 1", episodes: [], progress: "0/0")
    #expect(season.rating == nil)
    let episode = try #require(populated.seasons.first?.episodes.first)
    let row = ShowDetailView.Episode(
      ids: episode.ids, code: episode.code, title: episode.title, airDate: episode.airDate,
      isWatched: episode.isWatched, hasAired: episode.hasAired)
    #expect(row.rating == nil)
  }
}
