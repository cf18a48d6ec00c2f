import Redux
import Testing

struct LoadPhaseTests {
  @Test func onlyLoadingIsUnsettled() {
    #expect(!LoadPhase.loading.isSettled)
    #expect(LoadPhase.loaded.isSettled)
    #expect(LoadPhase.failed(message: "the library is locked").isSettled)
  }

  @Test func onlyAFailureHasWords() {
    #expect(LoadPhase.loading.failureMessage == nil)
    #expect(LoadPhase.loaded.failureMessage == nil)
    #expect(
      LoadPhase.failed(message: "the library is locked").failureMessage == "the library is locked")
  }
}
