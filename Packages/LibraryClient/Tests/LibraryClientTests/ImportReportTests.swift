import Foundation
import LibraryClient
import Testing

@Suite struct ImportReportTests {
  @Test func aReportOfAHistoryCountsNoRatingsAndNoWatchlistSaves() {
    let report = ImportReport(showsAdded: 2, episodesAdded: 10, eventsAdded: 7)
    #expect(report.ratingsChanged == 0)
    #expect(report.watchlistAdded == 0)
    #expect(report == ImportReport(showsAdded: 2, episodesAdded: 10, eventsAdded: 7, skipped: [:]))
  }

  @Test func aReportRecordedBeforeRatingsDecodesWithNoneOfThem() throws {
    let old = Data(
      #"{"showsAdded":1,"showsUpdated":0,"episodesAdded":3,"episodesUpdated":0,"eventsAdded":2,"skipped":{}}"#
        .utf8)
    let report = try JSONDecoder().decode(ImportReport.self, from: old)
    #expect(report == ImportReport(showsAdded: 1, episodesAdded: 3, eventsAdded: 2))
    #expect(report.ratingsChanged == 0 && report.watchlistAdded == 0)
  }
}
