import Foundation
import Testing

@testable import ShowTrackerCLI

struct InvocationTests {
  @Test func optionsGoAnywhereAndTakeValuesBothWays() throws {
    let invocation = try Invocation.parse(["--json", "history", "--limit", "5", "--page=2"])
    #expect(invocation.command == "history")
    #expect(invocation.value("--limit") == "5")
    #expect(invocation.value("--page") == "2")
    #expect(invocation.has("--json"))
  }

  @Test func dashIsAnArgumentAndDoubleDashEndsOptions() throws {
    let invocation = try Invocation.parse(["import", "trakt", "-", "--", "--json"])
    #expect(invocation.positionals == ["trakt", "-", "--json"])
    #expect(!invocation.has("--json"))
  }

  @Test func unknownOptionsWaitForTheCommandToBeReported() throws {
    let invocation = try Invocation.parse(["--frob", "search", "x"])
    #expect(invocation.unknownOptions == ["--frob"])
    #expect(throws: CommandError.usage("unknown option '--frob'", command: "search")) {
      try CommandSpec.search.checkOptions(of: invocation)
    }
  }

  @Test func aMissingValueIsAUsageError() {
    #expect(throws: CommandError.usage("--db needs a value", command: "history")) {
      try Invocation.parse(["history", "--db"])
    }
  }

  func code(_ text: String) -> [Int]? {
    ArgumentValues.episodeCode(text).map { [$0.season, $0.number] }
  }

  @Test func episodeCodes() {
    #expect(code("S01E02") == [1, 2])
    #expect(code("s1e2") == [1, 2])
    #expect(code("2x10") == [2, 10])
    #expect(code("S0E5") == [0, 5])
    for bad in ["S01", "E02", "S1E", "1x", "pilot", "S-1E2", "Ｓ１Ｅ２"] {
      #expect(ArgumentValues.episodeCode(bad) == nil, "\(bad)")
    }
  }

  @Test func dates() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let day = ArgumentValues.date("2024-03-01", timeZone: utc)
    #expect(day == Date(timeIntervalSince1970: 1_709_251_200))
    #expect(
      ArgumentValues.date("2024-03-01T21:30", timeZone: utc) == day?.addingTimeInterval(77_400))
    #expect(
      ArgumentValues.date("2024-03-01 21:30", timeZone: utc) == day?.addingTimeInterval(77_400))
    #expect(ArgumentValues.date("2024-03-01T21:30:00+01:00") == day?.addingTimeInterval(73_800))
    #expect(
      ArgumentValues.date(" 2024-03-01T21:30:15 ", timeZone: utc) == day?.addingTimeInterval(77_415)
    )
    #expect(ArgumentValues.date("2024-02-30", timeZone: utc) == nil)
    #expect(ArgumentValues.date("yesterday") == nil)
    for bad in [
      "2024-03-01T24:00", "2024-03-01T21:3", "2024-03-01T21:30:60", "2024-3-1", "2024-03-01T",
    ] {
      #expect(ArgumentValues.date(bad, timeZone: utc) == nil, "\(bad)")
    }
  }

  @Test func localTimesFollowTheZoneAtThatMoment() throws {
    // New York: UTC-5 in winter, UTC-4 in summer.
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(
      ArgumentValues.date("2024-01-15 12:00", timeZone: newYork)
        == Date(timeIntervalSince1970: 1_705_338_000))  // 17:00Z
    #expect(
      ArgumentValues.date("2024-07-15 12:00", timeZone: newYork)
        == Date(timeIntervalSince1970: 1_721_059_200))  // 16:00Z
  }
}
