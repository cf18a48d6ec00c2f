import Identifiers
import Search
import Testing

/// A search's count of matches is never fewer than its results, and a result a connector makes
/// without progress, following or a forgiven typo has none.
struct SearchDefaultsTests {
  func result(_ id: Int64) -> SearchView.State.Result {
    .init(
      show: ShowID(rawValue: id), title: "Show \(id)", years: "2020", channel: "", status: "",
      progress: "", progressFraction: 0)
  }

  @Test func theCountIsTheLargerOfTheTotalGivenAndTheResults() {
    let results = SearchView.State.Phase.results([result(1), result(2), result(3)])
    #expect(SearchView.State(query: "s", phase: results).totalCount == 3)
    #expect(SearchView.State(query: "s", phase: results, totalCount: 1).totalCount == 3)
    #expect(SearchView.State(query: "s", phase: results, totalCount: 40).totalCount == 40)
  }

  @Test func aResultHasNoProgressAndIsNotFollowedUnlessSaid() {
    let plain = result(1)
    #expect(plain.watchedCount == 0)
    #expect(plain.airedCount == 0)
    #expect(!plain.isFollowed)
  }

  /// A result matches as typed, with its whole episode list, unless the connector says it
  /// matched only with a typo forgiven ("Did you mean") or that its list is incomplete.
  @Test func aResultIsAnExactMatchWithItsWholeListUnlessSaid() {
    let plain = result(1)
    #expect(!plain.isDidYouMean)
    #expect(plain.incomplete == nil)
  }
}
