import Foundation
import Testing

@testable import ShowTrackerCLI

extension InteractiveAppTests {
  /// The terminal app's Show screen keeps the specials apart (issue #43, item 1): the
  /// progress and Season 1 leave out the numberless special, the Specials tab lists it with
  /// its season, and `W` there marks the aired specials and no regular episode.
  @Test func theShowScreenListsBothKindsOfSpecialUnderSpecials() async throws {
    let library = try Library()
    let file = try library.file("quay.json", SpecialsCommandTests.quay)
    #expect(try library.run("import", "tvmaze", file).status == 0)
    let tmux = try Tmux(command: command(library))
    try await tmux.waitFor("[\(Features.tabs[0].title)]")
    try tmux.send("/")
    try await tmux.waitFor("[Search]")
    try tmux.type("quay")
    try await tmux.waitFor("Quay Street")
    try tmux.send("Enter")  // leave the query for the results
    try await tmux.waitFor("› Quay Street")
    try tmux.send("Enter")  // open the selected result
    try await tmux.waitFor("[Show]")
    let opened = try await tmux.waitFor("Season 1 · 0/2 watched")
    #expect(opened.contains("0/4 watched"), "\(opened)")
    #expect(!opened.contains("Inside Quay Street"), "\(opened)")

    try tmux.send("]")
    try tmux.send("]")
    let specials = try await tmux.waitFor("Specials · 0/3 watched")
    #expect(specials.contains("S01     Inside Quay Street"), "\(specials)")
    #expect(specials.contains("S00E01  Christmas at the Quay"), "\(specials)")
    try tmux.send("W")
    let marked = try await tmux.waitFor("Specials · 2/3 watched")
    #expect(marked.contains("0/4 watched"), "\(marked)")

    try tmux.send("q")
    try await tmux.waitFor("end of session")
    let entries = try library.json("history", "--json")["entries"] as? [[String: Any]]
    #expect(entries?.count == 2)
  }
}
