import ShowDetail
import Testing

/// A show a connector makes without saying is not followed and not opened at an episode.
struct ShowDetailDefaultsTests {
  @Test func aShowIsNotFollowedUnlessSaid() throws {
    let populated = try #require(ShowDetailView.State.populated.show)
    let show = ShowDetailView.Show(
      id: populated.id, header: populated.header, seasons: populated.seasons,
      selectedSeason: populated.selectedSeason, progress: populated.progress,
      nextEpisode: populated.nextEpisode)
    #expect(!show.isFollowed)
    #expect(show.focus == nil)
  }
}
