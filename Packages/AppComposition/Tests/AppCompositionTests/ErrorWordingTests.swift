import AppComposition
import Foundation
import LibraryClient
import ShowDetail
import Testing

/// The words every error is shown in, read through the connectors that show them.
struct ErrorWordingTests {
  static let candidates = [
    ShowCandidate(id: 1, title: "The Lighthouse Keepers", year: 2010),
    ShowCandidate(id: 2, title: "The Lighthouse Keepers", year: 2021),
    ShowCandidate(id: 7, title: "The Lighthouse Kitchen"),
  ]

  static let wordings: [(AppError, String)] = [
    (
      .library(.showNotFound("lighthose")),
      "no show called 'lighthose' in the library; try: showtracker search lighthose"
    ),
    (
      .library(.ambiguousShow("the light", candidates: candidates, total: 5)),
      "'the light' matches 5 shows; give an id or the full title: 1 The Lighthouse Keepers "
        + "(2010), 2 The Lighthouse Keepers (2021), 7 The Lighthouse Kitchen, … and 2 more"
    ),
    (
      .library(.ambiguousShow("the light", candidates: candidates, total: 3)),
      "'the light' matches 3 shows; give an id or the full title: 1 The Lighthouse Keepers "
        + "(2010), 2 The Lighthouse Keepers (2021), 7 The Lighthouse Kitchen"
    ),
    (.library(.showMissing(4)), "show 4 is not in the library"),
    (.library(.locked), "another program is using the library; try again in a moment"),
    (
      .library(.corrupt),
      "the library file is damaged or is not a showtracker library; restore a copy from the "
        + "backups folder beside it (showtracker backup --help says how)"
    ),
    (.library(.readOnly), "the library cannot be written (the file or its folder is read-only)"),
    (.library(.diskFull), "the disk is full; nothing was saved"),
    (
      .library(.inputOutput),
      "the library file could not be read or written (an input/output error)"
    ),
    (
      .library(.cannotOpen(path: "/nowhere/library.sqlite")),
      "cannot open or create the library at /nowhere/library.sqlite"
    ),
    (
      .library(.unusablePath(path: "/tmp", reason: "it is a folder")),
      "/tmp cannot be a library: it is a folder"
    ),
    (
      .library(.newerSchema(found: 9, supported: 6)),
      "the library was written by a newer showtracker (schema version 9; this one reads up to "
        + "6); update showtracker"
    ),
    (
      .library(.schemaMismatch(version: 2)),
      "the library's tables do not match its schema version 2, so it cannot be upgraded; "
        + "nothing was changed: restore a copy from the backups folder beside it (showtracker "
        + "backup --help says how)"
    ),
    (
      .library(.invalidImport(source: "bad.json", location: "line 3", reason: "not JSON")),
      "bad.json: line 3: not JSON"
    ),
    (
      .library(.invalidImport(source: "bad.json", location: nil, reason: "not JSON")),
      "bad.json: not JSON"
    ),
    (
      .library(.cannotRedoImport(source: "history.json")),
      "an undone import cannot be redone; import history.json again"
    ),
    (.library(.unimplemented("undo")), "the library function undo is not available here"),
    (.library(.other("the network is down")), "the network is down"),
    (
      .noSuchEpisode(show: "The Lighthouse Keepers", season: 1, number: 9),
      "The Lighthouse Keepers has no episode S01E09"
    ),
    (
      .noSuchSeason(show: "The Lighthouse Keepers", season: 3),
      "The Lighthouse Keepers has no season 3"
    ),
  ]

  @Test(arguments: wordings)
  func theChromeWordsEveryError(_ error: AppError, _ message: String) throws {
    var state = AppState(today: Fixtures.today)
    state.change = .failed(error)
    let status = try #require(Connectors.AppChromeConnector.threeTabs.connect(state: state).status)
    #expect(status.message == message)
    #expect(status.isError)
    // One line of plain words: no type names, no SQL.
    #expect(!status.message.contains("\n"))
    #expect(!status.message.contains("Error"))
    #expect(!status.message.contains("SQL"))
  }

  @Test(arguments: wordings)
  func everyScreenUsesTheSameWords(_ error: AppError, _ message: String) {
    var state = AppState(today: Fixtures.today)
    state.showDetail.status = .failed(error)
    state.search.query = "x"
    state.search.status = .failed(error)
    state.watchedHistory.status = .failed(error)
    state.export = .failed(error)
    state.lastImport = .failed(source: "bad.json", error)
    #expect(
      Connectors.ShowDetailConnector(formatting: Fixtures.formatting).connect(state: state).phase
        == .failed(message: message))
    #expect(Connectors.SearchConnector().connect(state: state).phase == .failed(message: message))
    #expect(
      Connectors.WatchedHistoryConnector(formatting: Fixtures.formatting).connect(state: state)
        .status == .failed(message: message))
    #expect(Connectors.ExportConnector().connect(state: state) == .failed(message: message))
    #expect(Connectors.ImportConnector().connect(state: state) == .failed(message: message))
  }

  @Test func anAmbiguousTitleListsItsCandidatesOnOneLine() {
    var state = AppState(today: Fixtures.today)
    state.showDetail.status = .failed(
      .library(.ambiguousShow("the light", candidates: Self.candidates, total: 3)))
    guard
      case .failed(let message) = Connectors.ShowDetailConnector(formatting: Fixtures.formatting)
        .connect(state: state).phase
    else {
      Issue.record("the show screen does not show the failure")
      return
    }
    #expect(!message.contains("\n"))
    for candidate in Self.candidates {
      #expect(message.contains("\(candidate.id) \(candidate.title)"))
    }
  }
}

struct CommandConnectorTests {
  @Test func anExportShowsItsDocumentOnceFinished() {
    var state = AppState(today: Fixtures.today)
    let connector = Connectors.ExportConnector()
    #expect(connector.connect(state: state) == .running)
    state.export = .running
    #expect(connector.connect(state: state) == .running)
    state.export = .finished(Data("[]".utf8))
    #expect(connector.connect(state: state) == .document(Data("[]".utf8)))
  }

  @Test func anImportShowsItsReportOnceFinished() {
    var state = AppState(today: Fixtures.today)
    let connector = Connectors.ImportConnector()
    #expect(connector.connect(state: state) == .running)
    state.lastImport = .running(source: "shows.json")
    #expect(connector.connect(state: state) == .running)
    let report = ImportReport(showsAdded: 2, eventsAdded: 30, skipped: ["movie": 3])
    state.lastImport = .finished(source: "shows.json", report)
    #expect(connector.connect(state: state) == .finished(source: "shows.json", report))
  }
}

struct ShellQuotingTests {
  static let hints: [(String, String)] = [
    ("lighthose", "showtracker search lighthose"),
    ("The Wire", "showtracker search The Wire"),
    ("S.W.A.T. 2017, part 1/2: + more", "showtracker search S.W.A.T. 2017, part 1/2: + more"),
    ("Grey's Anatomy", #"showtracker search 'Grey'\''s Anatomy'"#),
    ("$(rm -rf ~)", "showtracker search '$(rm -rf ~)'"),
    ("`id`; echo *", "showtracker search '`id`; echo *'"),
    ("a\nshows: 1 added", "showtracker search 'a\nshows: 1 added'"),
    ("Carnivàle", "showtracker search 'Carnivàle'"),
    ("-x", "showtracker search -- -x"),
    ("--json", "showtracker search -- --json"),
    ("-'", #"showtracker search -- '-'\'''"#),
  ]

  @Test(arguments: hints)
  func theSearchHintQuotesTheTitleForAShell(_ title: String, _ hint: String) {
    let message = AppError.library(.showNotFound(title)).description
    #expect(message == "no show called '\(title)' in the library; try: \(hint)")
  }
}
