import Identifiers
import Redux
import ShowDetail
import Testing

@MainActor
struct ShowDetailViewTests {
  @Test func progressFractionIsZeroWhenNothingAired() {
    #expect(ShowDetailView.Progress(watched: 0, aired: 0).fraction == 0)
    #expect(ShowDetailView.Progress(watched: 3, aired: 12).fraction == 0.25)
  }

  @Test func progressFractionNeverExceedsOne() {
    #expect(ShowDetailView.Progress(watched: 5, aired: 4).fraction == 1)
  }

  @Test func populatedFixtureHasANextEpisodeAfterTheWatchedOnes() throws {
    let show = try #require(ShowDetailView.State.populated.show)
    #expect(show.progress.watched == 3)
    #expect(show.nextEpisode?.code == "S01E04")
  }

  @Test func onlyTheLoadedPhaseHasAShow() {
    #expect(ShowDetailView.State.loading.show == nil)
    #expect(ShowDetailView.State.failed.show == nil)
  }

  @Test func previewFixturesCoverEveryStateByName() {
    let names = ShowDetailView.State.previewFixtures.map(\.name)
    #expect(names == ["empty", "loading", "populated", "error", "long"])
  }
}
