import Testing

@testable import ShowTrackerCLI

struct CommandErrorTests {
  @Test func aMessageIsOneLineWithItsDataEscaped() {
    let failure = CommandError.failure("cannot read a\nImported b.json\r\nshows: 1 added\t!")
    #expect(failure.sanitized == .failure(#"cannot read a\nImported b.json\r\nshows: 1 added\t!"#))
    let usage = CommandError.usage(
      "'S01\u{2028}E01\u{1B}[2J' is not an episode code", command: "watch")
    #expect(
      usage.sanitized == .usage("'S01\u{FFFD}E01␛[2J' is not an episode code", command: "watch"))
  }

  @Test func messagesWithoutControlsAreUnchanged() {
    let message =
      "no show called 'Grey's Anatomy' in the library; try: showtracker search 'Grey'\\''s Anatomy'"
    #expect(CommandError.failure(message).sanitized == .failure(message))
  }
}
