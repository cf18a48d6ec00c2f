import Foundation
import TVMazeClient
import Testing

@Suite struct TVMazeConfigurationTests {
  @Test func defaultsToTheTVMazeAPIWithTheAppsUserAgentAndItsRateLimit() throws {
    let configuration = try TVMazeConfiguration(environment: [:], version: "1.2.3")
    #expect(configuration.baseURL.absoluteString == "https://api.tvmaze.com")
    #expect(configuration.userAgent == "showtracker/1.2.3")
    #expect(configuration.rateLimit == 20)
    #expect(configuration.ratePeriod == 10)
    #expect(configuration.host == "api.tvmaze.com")
  }

  @Test func theEnvironmentNamesAnotherServerAndALoopbackOneIsNotRateLimited() throws {
    let configuration = try TVMazeConfiguration(
      environment: ["SHOWTRACKER_TVMAZE_URL": "http://127.0.0.1:8080"], version: "1")
    #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:8080")
    #expect(configuration.rateLimit == nil)
    #expect(configuration.host == "127.0.0.1:8080")
    let remote = try TVMazeConfiguration(
      environment: ["SHOWTRACKER_TVMAZE_URL": "https://mirror.example.org/api"], version: "1")
    #expect(remote.rateLimit == 20)
  }

  @Test func anEmptyVariableMeansTheDefault() throws {
    let configuration = try TVMazeConfiguration(
      environment: ["SHOWTRACKER_TVMAZE_URL": ""], version: "1")
    #expect(configuration.baseURL.absoluteString == "https://api.tvmaze.com")
  }

  @Test(arguments: ["ftp://example.org", "not a url", "file:///tmp", "http://"])
  func aBaseURLThatIsNotHTTPIsRefused(_ text: String) {
    #expect(throws: TVMazeError.invalidBaseURL(text)) {
      try TVMazeConfiguration(environment: ["SHOWTRACKER_TVMAZE_URL": text], version: "1")
    }
  }

  @Test func anUnimplementedFunctionSaysWhich() async {
    await #expect(throws: TVMazeError.unimplemented("show")) {
      try await TVMazeClient.unimplemented.show(1)
    }
  }

  @Test func aSummaryKnowsItsYear() {
    #expect(TVMazeShowSummary(id: 1, name: "Girls", premiered: "2012-04-15").year == 2012)
    #expect(TVMazeShowSummary(id: 1, name: "Girls").year == nil)
  }
}
