import Foundation
import Testing

@testable import LibraryDatabase

/// Values out of any sane range are refused before they are stored, with the import's one-line
/// reason naming where they are, and nothing of the file is stored.
struct ValueLimitsTests {
  /// A TVMaze show with its episodes, `show` and `episode` spliced into the show's and its
  /// first episode's members.
  private func show(show: String = "", episode: String = "") -> String {
    """
    {"id": 900001, "name": "Bounded", "premiered": "2015-03-01"\(show),
     "_embedded": {"episodes": [
       {"id": 910001, "season": 1, "number": 1, "name": "One", "runtime": 45\(episode)}]}}
    """
  }

  private func expectRefused(
    _ json: String, at location: String, saying message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let database = try LibraryDatabase.inMemory()
    let error = try #require(throws: ImportError.self, sourceLocation: sourceLocation) {
      try database.importData(Data(json.utf8), format: .tvmaze, source: "show.json")
    }
    #expect(error.location == location, sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(!error.description.contains("\n"), sourceLocation: sourceLocation)
    #expect(try database.counts().shows == 0, sourceLocation: sourceLocation)
    // And the same answer from TVMaze is not saved either.
    #expect(throws: ImportError.self, sourceLocation: sourceLocation) {
      try database.saveTVMazeShow(
        Data(json.utf8), source: "TVMaze show 900001", added: true, updated: nil, at: Date())
    }
    #expect(try database.counts().shows == 0, sourceLocation: sourceLocation)
  }

  @Test func aValueInRangeIsStored() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(Data(show().utf8), format: .tvmaze, source: "show.json")
    #expect(try database.counts().episodes == 1)
  }

  @Test func aRuntimeOfFourBillionMinutesIsRefused() throws {
    // It once showed as "71582788 h".
    let json = show().replacingOccurrences(of: "\"runtime\": 45", with: "\"runtime\": 4294967296")
    try expectRefused(
      json, at: "._embedded.episodes[0].runtime",
      saying: "4294967296 is out of range (from 0 to 1440)")
  }

  @Test func aSeasonOrNumberOutOfRangeIsRefused() throws {
    try expectRefused(
      show().replacingOccurrences(of: "\"season\": 1", with: "\"season\": 123456"),
      at: "._embedded.episodes[0].season", saying: "123456 is out of range (from 0 to 9999)")
    try expectRefused(
      show().replacingOccurrences(of: "\"number\": 1", with: "\"number\": -3"),
      at: "._embedded.episodes[0].number", saying: "-3 is out of range (from 0 to 99999)")
  }

  @Test func aYearOutOfRangeIsRefused() throws {
    try expectRefused(
      show().replacingOccurrences(of: "2015-03-01", with: "99999-01-01"),
      at: ".premiered", saying: "the year 9999 is out of range (from 1850 to 2200)")
  }

  @Test func aTitleOfMegabytesIsRefused() throws {
    let long = String(repeating: "x", count: ValueLimits.textLength + 1)
    try expectRefused(
      show().replacingOccurrences(of: "\"Bounded\"", with: "\"\(long)\""), at: ".name",
      saying: "the text is 20001 bytes long, longer than the 20000 characters a field may hold")
    let summary = show(show: #", "summary": "\#(long)""#)
    try expectRefused(
      summary, at: ".summary",
      saying: "the text is 20001 bytes long, longer than the 20000 characters a field may hold")
  }
}
