import Foundation
import TVMazeClient
import Testing

/// The documented defaults: TVMaze's advice on waiting after HTTP 429, and how far back each
/// `/updates/shows` period looks.
@Suite struct TVMazeDefaultsTests {
  @Test func aConfigurationWaitsTwoSecondsFirstAndRetriesFourTimesWithinThirtySeconds() throws {
    let url = try #require(URL(string: "https://api.tvmaze.com"))
    let configuration = TVMazeConfiguration(baseURL: url, userAgent: "showtracker/1")
    #expect(configuration.backoff == 2)
    #expect(configuration.retries == 4)
    #expect(configuration.timeout == 30)
    #expect(configuration.rateLimit == 20)
    #expect(configuration.ratePeriod == 10)
  }

  /// A wait after HTTP 429 is told on standard error only when the caller asks (a command
  /// does): the interactive app's screen would be broken by the line.
  @Test func aConfigurationWaitsSilentlyUnlessAsked() throws {
    let url = try #require(URL(string: "https://api.tvmaze.com"))
    #expect(!TVMazeConfiguration(baseURL: url, userAgent: "showtracker/1").announcesWaits)
    #expect(!(try TVMazeConfiguration(environment: [:], version: "1")).announcesWaits)
    #expect(TVMazeConfiguration.noticeableWait == 3)
  }

  @Test func anUpdatePeriodIsADayAWeekOrThirtyDays() {
    #expect(TVMazeUpdatePeriod.day.seconds == 86_400)
    #expect(TVMazeUpdatePeriod.week.seconds == 7 * 86_400)
    #expect(TVMazeUpdatePeriod.month.seconds == 30 * 86_400)
  }
}
