import Foundation
import LibraryDatabase
import Testing

@Suite struct ImportErrorTests {
  private func importError(
    _ data: Data, format: ImportFormat, source: String = "input.json"
  ) throws -> ImportError {
    let database = try LibraryDatabase.inMemory()
    let error = try #require(throws: ImportError.self) {
      try database.importData(data, format: format, source: source)
    }
    #expect(try database.counts() == (shows: 0, episodes: 0, watchEvents: 0))
    return error
  }

  @Test func notJSONSaysWhereItStopped() throws {
    let error = try importError("{\n  \"id\": 1,\n  \"name\": oops\n}".utf8Data, format: .tvmaze)
    #expect(error.source == "input.json")
    #expect(error.location == "line 3, column 11 (byte 23)")
    #expect(error.message.hasPrefix("not valid JSON"))
    #expect(error.description.hasPrefix("input.json: line 3, column 11 (byte 23): not valid JSON"))
  }

  /// A file of another kind said "not valid JSON: unexpected 'a'": it now says what it looks
  /// like, when that can be told from its first bytes.
  @Test(arguments: [
    (
      "title,year\r\nSeverance,2022\r\n",
      "this looks like a CSV table (its first line is \"title,year\"), not JSON"
    ),
    (
      "<!DOCTYPE html><html><body>502</body></html>",
      "this looks like a web page (HTML), perhaps an error page or a page saved from a browser, not JSON"
    ),
    ("<?xml version=\"1.0\"?><MediaContainer/>", "this looks like XML, not JSON"),
    (
      "PK\u{03}\u{04}\u{14}\u{00}",
      "the file is a zip archive, not JSON; unpack it and import the files inside"
    ),
  ])
  func aFileOfAnotherKindIsNamedForWhatItLooksLike(text: String, message: String) throws {
    for format in [ImportFormat.tvmaze, .trakt] {
      let error = try importError(Data(text.utf8), format: format, source: "export.csv")
      #expect(error.message == message)
    }
    // Broken JSON is still broken JSON, and plain words are not a kind of file.
    #expect(
      try importError("hello there".utf8Data, format: .tvmaze).message.hasPrefix("not valid JSON"))
  }

  @Test func trailingCommaIsNotJSON() throws {
    let error = try importError("[{\"id\": 1},]".utf8Data, format: .tvmaze)
    #expect(error.message.contains("not valid JSON"))
    #expect(error.location?.contains("byte 11") == true)
  }

  @Test func emptyFileIsReportedAsEmpty() throws {
    let error = try importError(Data(), format: .trakt, source: "-")
    #expect(error.description == "-: the file is empty; expected JSON")
  }

  @Test func traktFileGivenAsTVMazeNamesWhatWasExpectedAndFound() throws {
    let error = try importError(Fixtures.traktHistory.utf8Data, format: .tvmaze, source: "h.json")
    #expect(error.source == "h.json")
    #expect(
      error.message
        == "expected a TVMaze show, episode list, show index page or search results; found an "
        + "array of objects with keys action, episode, id, show, type, watched_at")
  }

  @Test func tvmazeFileGivenAsTraktNamesWhatWasExpected() throws {
    let error = try importError(Fixtures.harbourLightsWithEpisodes.utf8Data, format: .trakt)
    #expect(error.message.hasPrefix("expected a Trakt watch history"))
    #expect(error.message.contains("found an object with keys"))
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let database = try LibraryDatabase.inMemory()
    let data = Data([0xEF, 0xBB, 0xBF]) + Fixtures.pixelKitchen.utf8Data
    let summary = try database.importData(data, format: .tvmaze, source: "bom.json")
    #expect(summary.showsAdded == 1)
  }

  @Test func invalidUTF8GivesTheByteOffset() throws {
    var bytes = Array("[{\"name\": \"Caf".utf8)
    bytes.append(0xE9)  // Latin-1 é
    bytes.append(contentsOf: Array("\"}]".utf8))
    let error = try importError(Data(bytes), format: .tvmaze, source: "latin1.json")
    #expect(error.message.contains("not valid UTF-8"))
    #expect(error.message.contains("0xE9"))
    #expect(error.location == "line 1, column 15 (byte 14)")
  }

  @Test func missingRequiredFieldNamesTheItemAndPath() throws {
    let broken = Fixtures.traktEpisode(id: 3).replacingOccurrences(of: "\"season\": 1, ", with: "")
    let file = "[\(Fixtures.traktEpisode(id: 1)), \(Fixtures.traktMovie(id: 2)), \(broken)]"
    let error = try importError(file.utf8Data, format: .trakt, source: "history.json")
    #expect(
      error.description == "history.json: item 3 (.episode.season): required field is missing")
  }

  @Test func wrongTypeNamesExpectedAndFound() throws {
    let broken = Fixtures.traktEpisode(id: 3).replacingOccurrences(
      of: "\"season\": 1", with: "\"season\": \"one\"")
    let error = try importError("[\(broken)]".utf8Data, format: .trakt, source: "history.json")
    #expect(
      error.description
        == "history.json: item 1 (.episode.season): expected a number, found a string")
  }

  @Test func nullRequiredFieldIsAnError() throws {
    let show = #"{"id": 5, "name": null, "genres": []}"#
    let error = try importError(show.utf8Data, format: .tvmaze, source: "show.json")
    #expect(error.description == "show.json: .name: required field is null")
  }

  @Test func episodeWithoutSeasonInsideAShowNamesItsJQPath() throws {
    let show = """
      {"id": 5, "name": "Gap Year", "genres": [], "_embedded": {"episodes": [
        {"id": 1, "name": "One", "season": 1, "number": 1, "airdate": null},
        {"id": 2, "name": "Two", "number": 2, "airdate": null}]}}
      """
    let error = try importError(show.utf8Data, format: .tvmaze, source: "show.json")
    #expect(error.location == "._embedded.episodes[1].season")
    #expect(error.message == "required field is missing")
  }

  @Test func badTimestampIsAnError() throws {
    let item = Fixtures.traktEpisode(id: 1, watchedAt: "last tuesday")
    let error = try importError("[\(item)]".utf8Data, format: .trakt)
    #expect(error.location == "item 1 (.watched_at)")
    #expect(error.message.contains("ISO 8601"))
  }

  @Test(arguments: [ImportFormat.tvmaze, .trakt])
  func anEmptyArrayImportsNothing(format: ImportFormat) throws {
    let database = try LibraryDatabase.inMemory()
    let summary = try database.importData("  [ ]  ".utf8Data, format: format, source: "e.json")
    #expect(summary == ImportSummary())
    #expect(try database.lastChange() == nil)
  }

  @Test func failureHalfwayLeavesTheDatabaseExactlyAsItWas() throws {
    let database = try LibraryDatabase.inMemory()
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "a.json")
    let before = try database.counts()
    let historyBefore = try database.history(showID: nil, limit: 100, offset: 0)
    let items = (1...4).map {
      Fixtures.traktEpisode(
        id: $0, show: "Show \($0)", showIDs: "{}", watchedAt: "2020-01-0\($0)T00:00:00Z")
    }
    let broken = Fixtures.traktEpisode(id: 5).replacingOccurrences(
      of: "\"title\": \"Harbour Lights\"", with: "\"title\": 42")
    let file = "[" + (items + [broken]).joined(separator: ",") + "]"
    let error = try #require(throws: ImportError.self) {
      try database.importData(file.utf8Data, format: .trakt, source: "history.json")
    }
    #expect(error.location == "item 5 (.show.title)")
    #expect(try database.counts() == before)
    #expect(try database.history(showID: nil, limit: 100, offset: 0) == historyBefore)
    #expect(try database.shows(titled: "Show 1").isEmpty)
  }

  @Test func keysAndValuesQuotedInMessagesStayOnOneLine() throws {
    // A key made to forge the lines of a successful import under the error.
    let key = "x\nImported a.json\nshows: 1 added\u{1B}[2J\u{202E}"
    let keyJSON = #""x\nImported a.json\nshows: 1 added\u001B[2J\u202E""#
    let shape = try importError("[{\(keyJSON): 1, \"id\": 2}]".utf8Data, format: .trakt)
    #expect(
      shape.message.hasSuffix(
        "found an array of objects with keys id, "
          + #""x\nImported a.json\nshows: 1 added\u001B[2J\u202E""#))
    let time = try importError(
      ("[" + Fixtures.traktEpisode(id: 1, watchedAt: "soon\\nshows: 1 added") + "]").utf8Data,
      format: .trakt)
    #expect(time.message.hasSuffix(#"found "soon\nshows: 1 added""#))
    for error in [shape, time] {
      #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E })
      #expect(!error.description.contains(key))
    }
  }
}
