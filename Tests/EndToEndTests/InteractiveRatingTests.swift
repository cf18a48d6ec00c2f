import Foundation
import Testing

@testable import ShowTrackerCLI

extension InteractiveAppTests {
  /// `*` on the Show screen rates the selected episode (then `*` again its season, then the
  /// show); `u` takes the rating back and `U` makes it again, and the screen follows each.
  @Test func starRatesFromTheShowScreenAndUndoAndRedoTakeItBackAndAgain() async throws {
    let library = try Library()
    try library.importFixtures()
    let tmux = try Tmux(command: command(library))
    try await tmux.waitFor("[\(Features.tabs[0].title)]")
    try await openTheLighthouseKeepers(in: tmux)

    try tmux.send("j")
    try tmux.send("*")
    try await tmux.waitFor("Rate S01E02: 1–10, x clears, * its season, esc cancels")
    try tmux.send("7")
    let rated = try await tmux.waitFor("7/10  2010-01-11")
    #expect(rated.contains("rating The Lighthouse Keepers") || rated.contains("rated 7/10"))

    try tmux.send("u")
    try await tmux.waitFor("Undid: rating The Lighthouse Keepers S01E02 as 7/10")
    // The status line names the rating it took back; the row no longer shows it.
    try await waitUntilGone("7/10  2010-01-11", from: tmux)
    try tmux.send("U")
    try await tmux.waitFor("Redid: rating The Lighthouse Keepers S01E02 as 7/10")
    try await tmux.waitFor("7/10  2010-01-11")

    // * again: the season, then the show; 1 then 0 rates 10, typed as a user types it.
    try tmux.send("*")
    try tmux.send("*")
    try await tmux.waitFor("Rate Season 1: 1–10")
    try tmux.send("*")
    try await tmux.waitFor("Rate The Lighthouse Keepers: 1–10")
    try tmux.type("10")
    try await tmux.waitFor("rated 10/10")

    try tmux.send("q")
    try await tmux.waitFor("end of session")
    let show =
      try library.json("show", "The Lighthouse Keepers", "--json")["show"] as? [String: Any]
    #expect(show?["rating"] as? Int == 10)
    let seasons = show?["seasons"] as? [[String: Any]]
    let episodes = seasons?.first?["episodes"] as? [[String: Any]]
    #expect(episodes?.map { $0["rating"] as? Int } == [nil, 7, nil])
    #expect(seasons?.first?["rating"] == nil)
  }

  /// Searches for the fixtures' "The Lighthouse Keepers" and opens it on the Show screen.
  func openTheLighthouseKeepers(in tmux: Tmux) async throws {
    try tmux.send("/")
    try await tmux.waitFor("[Search]")
    try tmux.type("lighthouse")
    try await tmux.waitFor("1 show")
    try await tmux.waitFor("The Lighthouse Keepers")
    try tmux.send("Enter")  // leave the query for the results
    try await tmux.waitFor("› The Lighthouse Keepers")
    try tmux.send("Enter")  // open the selected result
    try await tmux.waitFor("[Show]")
    try await tmux.waitFor("Season 1 · 0/3 watched")
  }

  /// Waits until the window no longer shows `text`.
  private func waitUntilGone(
    _ text: String, from tmux: Tmux, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    var shown = try tmux.screen()
    while shown.contains(text), ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
      shown = try tmux.screen()
    }
    #expect(
      !shown.contains(text), "still shows \"\(text)\":\n\(shown)", sourceLocation: sourceLocation)
  }
}
