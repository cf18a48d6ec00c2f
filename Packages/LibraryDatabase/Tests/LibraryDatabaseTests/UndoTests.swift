import Foundation
import LibraryDatabase
import SQLite
import Testing

@Suite struct UndoTests {
  @Test func undoingAWatchRemovesItsEventsAndKeepsTheCountsRight() throws {
    let library = try LibraryFile()
    let (show, episodes) = try library.show("Breaking Bad")
    let ids = [episodes[2].id, episodes[0].id, episodes[1].id]
    try library.database.markWatched(episodeIDs: [episodes[5].id], at: .day(-10), source: "old")
    try library.database.markWatched(episodeIDs: ids, at: .day(0), source: "cli")

    let undone = try #require(try library.database.undoLastChange())

    #expect(undone.kind == .watched)
    #expect(undone.eventsAdded == 3 && undone.eventsRemoved == 0)
    #expect(undone.episodeIDs == ids.sorted())
    #expect(undone.showIDs == [show.id])
    #expect(undone.showTitle == "Breaking Bad")
    #expect(try library.database.counts().watchEvents == 1)
    #expect(try library.events(of: episodes[5].id).map(\.source) == ["old"])
    #expect(try library.database.history(showID: nil, limit: 0, offset: 0).totalCount == 1)
    let hit = try #require(
      try library.database.searchShows(matching: "breaking bad", limit: 5).first {
        $0.show.id == show.id
      })
    #expect(hit.watchedEpisodeCount == 1)
    try library.expectKeptCountsAreRight()
    #expect(try library.database.lastChange()?.eventsAdded == 1)
  }

  @Test func undoingAnUnwatchPutsBackEveryEventWithItsTimeAndSource() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    let pilot = episodes[0].id
    for (offset, source) in [(0.0, "cli"), (3_600.5, "tui"), (86_400.0, "trakt")] {
      try library.database.markWatched(episodeIDs: [pilot], at: .day(offset), source: source)
    }
    let before = try library.events(of: pilot)
    #expect(before.count == 3)

    #expect(try library.database.unmarkWatched(episodeIDs: [pilot]) == 3)
    #expect(try library.events(of: pilot).isEmpty)
    try library.expectKeptCountsAreRight()

    let undone = try #require(try library.database.undoLastChange())
    #expect(undone.kind == .unwatched)
    #expect(undone.eventsRemoved == 3 && undone.eventsAdded == 0)
    #expect(undone.episodeIDs == [pilot])
    #expect(try library.events(of: pilot) == before)
    try library.expectKeptCountsAreRight()

    // Redo removes them again.
    #expect(try library.database.redoLastUndoneChange()?.id == undone.id)
    #expect(try library.events(of: pilot).isEmpty)
    try library.expectKeptCountsAreRight()
  }

  @Test func undoingARemovedWatchPutsBackThatOneOnly() throws {
    let library = try LibraryFile()
    let pilot = try library.show("Breaking Bad").1[0].id
    for offset in [0.0, 60, 120] {
      try library.database.markWatched(episodeIDs: [pilot], at: .day(offset), source: "cli")
    }
    try library.database.removeWatch(episodeID: pilot, at: .day(60))
    #expect(try library.events(of: pilot).count == 2)
    let undone = try #require(try library.database.undoLastChange())
    #expect(undone.kind == .unwatched && undone.eventsRemoved == 1)
    #expect(
      try library.events(of: pilot).map(\.milliseconds)
        == [0, 60_000, 120_000].map {
          1_700_000_000_000 + $0
        })
    try library.expectKeptCountsAreRight()
  }

  @Test func undoTwiceThenRedoReappliesTheOlderChangeFirst() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    try library.database.markWatched(episodeIDs: [episodes[0].id], at: .day(0), source: "a")
    try library.database.markWatched(episodeIDs: [episodes[1].id], at: .day(1), source: "b")
    let first = try #require(try library.database.undoLastChange())
    let second = try #require(try library.database.undoLastChange())
    #expect(first.episodeIDs == [episodes[1].id])
    #expect(second.episodeIDs == [episodes[0].id])
    #expect(try library.database.counts().watchEvents == 0)
    #expect(try library.database.undoLastChange() == nil)
    #expect(try library.database.redoableChangeCount() == 2)
    #expect(try library.database.lastUndoneChange() == second)

    #expect(try library.database.redoLastUndoneChange() == second)
    #expect(try library.events(of: episodes[0].id).map(\.source) == ["a"])
    #expect(try library.events(of: episodes[1].id).isEmpty)
    try library.expectKeptCountsAreRight()

    #expect(try library.database.redoLastUndoneChange() == first)
    #expect(try library.events(of: episodes[1].id).map(\.source) == ["b"])
    #expect(try library.database.redoLastUndoneChange() == nil)
    #expect(try library.database.undoableChangeCount() == 2)
    #expect(try library.database.lastChange() == first)
    try library.expectKeptCountsAreRight()
  }

  @Test func aNewChangeAfterAnUndoForgetsWhatCouldBeRedone() throws {
    let library = try LibraryFile()
    let (_, episodes) = try library.show("Breaking Bad")
    try library.database.markWatched(episodeIDs: [episodes[0].id], at: .day(0), source: "a")
    try library.database.undoLastChange()
    #expect(try library.database.redoableChangeCount() == 1)
    try library.database.markWatched(episodeIDs: [episodes[1].id], at: .day(0), source: "b")
    #expect(try library.database.redoableChangeCount() == 0)
    #expect(try library.database.redoLastUndoneChange() == nil)
    #expect(try library.events(of: episodes[0].id).isEmpty)
    #expect(try library.database.lastChange()?.episodeIDs == [episodes[1].id])
    #expect(try library.count("journal_changes") == 1)
  }

  @Test func withNothingToUndoOrRedoTheAnswerIsNil() throws {
    let database = try LibraryDatabase.inMemory(seedStarterCatalog: true)
    #expect(try database.undoLastChange() == nil)
    #expect(try database.redoLastUndoneChange() == nil)
    #expect(try database.lastChange() == nil)
    #expect(try database.undoableChangeCount() == 0)
    #expect(try database.counts().shows > 0)  // seeding the catalog is not a change
  }

  @Test func changesThatChangeNothingAreNotRecorded() throws {
    let library = try LibraryFile()
    let pilot = try library.show("Breaking Bad").1[0].id
    try library.database.markWatched(episodeIDs: [pilot], at: .day(0), source: "a")
    try library.database.markWatched(episodeIDs: [pilot], at: .day(0), source: "b")
    try library.database.markWatched(episodeIDs: [], at: .day(0), source: "b")
    try library.database.unmarkWatched(episodeIDs: [987_654])
    try library.database.removeWatch(episodeID: pilot, at: .day(5))
    _ = try library.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    _ = try library.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "again.json")
    #expect(try library.database.undoableChangeCount() == 2)
    #expect(try library.database.lastChange()?.kind == .imported(source: "harbour.json"))
  }

  @Test func undoingAnImportRemovesWhatItCreatedAndKeepsWhatWasThere() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    let database = library.database
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let (harbour, harbourEpisodes) = try library.show("Harbour Lights")
    let special = try #require(harbourEpisodes.first { $0.season == 0 })
    try database.markWatched(episodeIDs: [special.id], at: .day(0), source: "cli")
    let before = try database.counts()

    let summary = try database.importData(
      Fixtures.traktHistory.utf8Data, format: .trakt, source: "history.json")
    #expect(summary.showsAdded == 1 && summary.eventsAdded == 3)
    let orchard = try library.show("Quiet Orchard").0
    // The import gave the show it matched its Trakt id: an update, which undo takes back too.
    let updated = try #require(try database.show(id: harbour.id))
    #expect(harbour.externalIDs.trakt == nil && updated.externalIDs.trakt == 50)
    let change = try #require(try database.lastChange())
    #expect(change.kind == .imported(source: "history.json"))
    #expect(change.showsAdded == 1 && change.episodesAdded == summary.episodesAdded)
    #expect(change.showsUpdated == 1)
    #expect(change.eventsAdded == 3)
    #expect(change.showIDs == [harbour.id, orchard.id].sorted())
    #expect(change.showTitle == nil)

    #expect(try database.undoLastChange() == change)

    #expect(try database.counts() == before)
    #expect(try database.shows(titled: "Quiet Orchard").isEmpty)
    #expect(try database.searchShows(matching: "orchard", limit: 5).isEmpty)
    #expect(try database.show(id: orchard.id) == nil)
    #expect(try database.show(id: harbour.id) == harbour)
    #expect(try database.episodes(ofShow: harbour.id).map(\.id) == harbourEpisodes.map(\.id))
    #expect(try library.events(of: special.id).map(\.source) == ["cli"])
    #expect(try library.count("seasons") == 3)
    try library.expectKeptCountsAreRight()

    // Redo needs no file: the same show comes back, with its id, episodes and watches.
    #expect(try database.redoLastUndoneChange() == change)
    #expect(try database.show(id: orchard.id) == orchard)
    #expect(try database.searchShows(matching: "orchard", limit: 5).map(\.show.id) == [orchard.id])
    #expect(try database.counts().watchEvents == before.watchEvents + 3)
    #expect(try database.show(id: harbour.id) == updated)
    try library.expectKeptCountsAreRight()

    // And undo again, then the import before it.
    try database.undoLastChange()
    try database.undoLastChange()  // the watch of the special
    let firstImport = try #require(try database.undoLastChange())
    #expect(firstImport.showsAdded == 1 && firstImport.episodesAdded == 4)
    #expect(firstImport.showTitle == "Harbour Lights")
    #expect(try database.counts() == (shows: 0, episodes: 0, watchEvents: 0))
    #expect(try library.count("seasons") == 0)
    try library.expectKeptCountsAreRight()
  }

  @Test func anImportThatOnlyUpdatesDetailsIsAStepThatUndoTakesBack() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    _ = try library.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    let pilot = try library.show("Harbour Lights").1[0]
    try library.database.markWatched(episodeIDs: [pilot.id], at: .day(0), source: "a")
    try library.database.undoLastChange()
    #expect(try library.database.redoableChangeCount() == 1)
    let before = try library.show("Harbour Lights").1

    let summary = try library.database.importData(
      Fixtures.bareEpisodes.utf8Data, format: .tvmaze, source: "episodes.json")
    #expect(summary.episodesUpdated == 1 && summary.episodesAdded == 0)
    #expect(try library.database.undoableChangeCount() == 2)
    #expect(try library.database.redoableChangeCount() == 0)
    let change = try #require(try library.database.lastChange())
    #expect(change.kind == .imported(source: "episodes.json"))
    #expect(change.episodesUpdated == 1 && change.episodesAdded == 0)
    #expect(try library.show("Harbour Lights").1 != before)

    #expect(try library.database.undoLastChange() == change)
    #expect(try library.show("Harbour Lights").1 == before)
  }

  @Test func theJournalKeepsTheLastHundredChangesAndNeverTheData() throws {
    let library = try LibraryFile()
    let pilot = try library.show("Breaking Bad").1[0].id
    let extra = 5
    for index in 0..<(LibraryDatabase.journalLimit + extra) {
      try library.database.markWatched(episodeIDs: [pilot], at: .day(Double(index)), source: "a")
    }
    #expect(LibraryDatabase.journalLimit == 100)
    #expect(try library.database.undoableChangeCount() == 100)
    #expect(try library.count("journal_changes") == 100)
    // Each watch wrote its event and the show's latest activity.
    #expect(try library.count("journal_rows") == 200)
    #expect(try library.database.counts().watchEvents == 105)

    for _ in 0..<LibraryDatabase.journalLimit {
      #expect(try library.database.undoLastChange() != nil)
    }
    #expect(try library.database.undoLastChange() == nil)
    // The five oldest watches, whose changes were forgotten, stay.
    #expect(
      try library.events(of: pilot).map(\.milliseconds)
        == (0..<Int64(extra)).map { 1_700_000_000_000 + $0 * 1000 })
    try library.expectKeptCountsAreRight()
  }

  @Test func aChangeMadeByOneProcessIsUndoneByAnother() throws {
    let library = try LibraryFile()
    let pilot = try library.show("Breaking Bad").1[0].id
    let other = try LibraryDatabase(path: library.path)
    try library.database.markWatched(episodeIDs: [pilot], at: .day(0), source: "watch")

    let undone = try #require(try other.undoLastChange())
    #expect(undone.episodeIDs == [pilot])
    #expect(try library.database.counts().watchEvents == 0)
    #expect(try library.database.lastChange() == nil)

    #expect(try library.database.redoLastUndoneChange() == undone)
    #expect(try other.history(showID: nil, limit: 5, offset: 0).entries.map(\.source) == ["watch"])
    try library.expectKeptCountsAreRight()
  }
}
