import Foundation
import LibraryDatabase
import SQLite
import Testing

/// Plays reported by media servers' webhooks (issue #41): matched by ids, then by title, once
/// only, each an undo step; kept when nothing matches, until a retry or a choice records them.
@Suite struct ScrobblingTests {
  /// A library with Harbour Lights (2015; TheTVDB 700001): S01E01 and S01E02 with TheTVDB ids
  /// 800011 and 800012, S02E01 without.
  private func library() throws -> LibraryFile {
    let library = try LibraryFile(seedStarterCatalog: false)
    _ = try library.database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    try library.raw.run("UPDATE episodes SET tvdb_id = 800011 WHERE tvmaze_id = 90011")
    try library.raw.run("UPDATE episodes SET tvdb_id = 800012 WHERE tvmaze_id = 90012")
    return library
  }

  /// A TVMaze show with regular episodes S01E01…S01E`count`.
  static func tvmazeShow(id: Int, name: String, premiered: String, count: Int = 4) -> Data {
    let episodes = (1...count).map { number in
      #"{"id": \#(id * 100 + number), "name": "Part \#(number)", "season": 1, "number": \#(number), "airdate": "\#(premiered)"}"#
    }.joined(separator: ", ")
    return """
      {"id": \(id), "name": "\(name)", "premiered": "\(premiered)",
       "_embedded": {"episodes": [\(episodes)]}}
      """.utf8Data
  }

  private func play(
    _ title: String = "Harbour Lights", year: Int? = nil, season: Int = 1,
    episodes: [Int] = [1], ids: ExternalIDs = ExternalIDs(), showIDs: ExternalIDs = ExternalIDs(),
    user: String? = "anna", server: MediaServer = .jellyfin, at seconds: Double = 0
  ) -> MediaServerEvent {
    .play(
      ScrobbledPlay(
        server: server, user: user, showTitle: title, showYear: year, showIDs: showIDs,
        season: season, episodes: episodes, episodeIDs: ids, watchedAt: .day(seconds)))
  }

  private func episodeID(_ library: LibraryFile, season: Int, number: Int) throws -> Int64 {
    let (_, episodes) = try library.show("Harbour Lights")
    return try #require(episodes.first { $0.season == season && $0.number == number }).id
  }

  @Test func anEpisodeOneIDNamesIsRefusedWhenAnotherOfThePlaysIDsSaysOtherwise() throws {
    let library = try library()
    try library.raw.run("UPDATE episodes SET imdb_id = 'tt0000012' WHERE tvdb_id = 800012")
    let outcome = try library.database.receive(
      play("Harbour Lights", episodes: [2], ids: ExternalIDs(tvdb: 800012, imdb: "tt0000099")))
    guard case .pending = outcome else {
      Issue.record("expected a pending play, got \(outcome)")
      return
    }
    #expect(try library.database.counts().watchEvents == 0)
    // With ids that agree, the same episode is recorded.
    let agreed = try library.database.receive(
      play("Harbour Lights", episodes: [2], ids: ExternalIDs(tvdb: 800012, imdb: "tt0000012")))
    guard case .recorded = agreed else {
      Issue.record("expected a recorded play, got \(agreed)")
      return
    }
  }

  @Test func aPlayIsMatchedByTheEpisodesOwnIDsWhateverItsTitle() throws {
    let library = try library()
    let outcome = try library.database.receive(
      play("Harbour Lights (UK)", episodes: [2], ids: ExternalIDs(tvdb: 800012)))
    let e2 = try episodeID(library, season: 1, number: 2)
    guard case .recorded(let scrobble) = outcome else {
      Issue.record("expected a recorded play, got \(outcome)")
      return
    }
    #expect(scrobble.showTitle == "Harbour Lights")
    #expect(scrobble.episodeIDs == [e2])
    #expect(scrobble.codes == ["S01E02"])
    #expect(scrobble.playsAdded == 1)
    #expect(
      try library.events(of: e2) == [.init(milliseconds: 1_700_000_000_000, source: "jellyfin")])
    let entry = try #require(
      try library.database.history(showID: nil, limit: 1, offset: 0).entries.first)
    #expect(entry.source == "jellyfin")
  }

  @Test func aPlayIsMatchedByTheShowsIDsSeasonAndNumber() throws {
    let library = try library()
    let outcome = try library.database.receive(
      play("Something Else", season: 2, episodes: [1], showIDs: ExternalIDs(tvdb: 700001)))
    guard case .recorded(let scrobble) = outcome else {
      Issue.record("expected a recorded play, got \(outcome)")
      return
    }
    #expect(scrobble.codes == ["S02E01"])
  }

  @Test func aPlayIsMatchedByTitleAndYearAmongShowsOfOneTitle() throws {
    let library = try library()
    _ = try library.database.importData(
      Self.tvmazeShow(id: 500, name: "Harbour Lights", premiered: "2019-01-01"), format: .tvmaze,
      source: "other.json")
    // Case and accents aside, the year picks the show.
    let outcome = try library.database.receive(play("hárbour  LIGHTS", year: 2019, episodes: [3]))
    guard case .recorded(let scrobble) = outcome else {
      Issue.record("expected a recorded play, got \(outcome)")
      return
    }
    let shows = try library.database.shows(titled: "Harbour Lights")
    #expect(scrobble.showID == shows.first { $0.premiered?.hasPrefix("2019") == true }?.id)
    #expect(scrobble.codes == ["S01E03"])

    // Without a year, two shows of the title are ambiguous: kept.
    let ambiguous = try library.database.receive(play("Harbour Lights", episodes: [1]))
    guard case .pending(let pending) = ambiguous else {
      Issue.record("expected a pending play, got \(ambiguous)")
      return
    }
    #expect(pending.reason.contains("2 shows"))
    #expect(try library.database.counts().watchEvents == 1)
  }

  @Test func aTitleNeverOutweighsAnEpisodeIDThatDisagrees() throws {
    let library = try library()
    // The play's S01E02 has TheTVDB id 999; the library's S01E02 has 800012.
    let outcome = try library.database.receive(
      play("Harbour Lights", year: 2015, episodes: [2], ids: ExternalIDs(tvdb: 999)))
    guard case .pending(let pending) = outcome else {
      Issue.record("expected a pending play, got \(outcome)")
      return
    }
    #expect(
      pending.reason == "the library's 'Harbour Lights' S01E02 has TheTVDB id 800012, the play 999")
    #expect(try library.database.counts().watchEvents == 0)
    // An id the library's episode lacks is no disagreement: S02E01 has no TheTVDB id.
    let other = try library.database.receive(
      play("Harbour Lights", season: 2, episodes: [1], ids: ExternalIDs(tvdb: 998)))
    #expect({ if case .recorded = other { true } else { false } }())
  }

  @Test func anUnknownShowIsKeptAndRecordedByARetryOnceTheShowIsThere() throws {
    let library = try library()
    let event = play("Quiet Orchard", year: 2019, episodes: [2], at: 60)
    guard case .pending(let pending) = try library.database.receive(event, at: .day(120)) else {
      Issue.record("expected a pending play")
      return
    }
    #expect(pending.reason == "no show titled 'Quiet Orchard' (2019) in the library")
    #expect(pending.receivedAt == .day(120))
    guard case .play(let sent) = event else { return }
    #expect(pending.play == sent)
    #expect(try library.database.pendingScrobbles() == [pending])
    // The same delivery again is not kept twice.
    guard case .pending(let again) = try library.database.receive(event) else {
      Issue.record("expected a pending play")
      return
    }
    #expect(again.id == pending.id)
    #expect(try library.database.pendingScrobbles().count == 1)
    // Still no show: a retry keeps it.
    #expect(try library.database.retryPendingScrobbles() == [.pending(pending)])
    #expect(try library.database.lastChange()?.kind == .imported(source: "harbour.json"))

    _ = try library.database.importData(
      Self.tvmazeShow(id: 600, name: "Quiet Orchard", premiered: "2019-05-01"), format: .tvmaze,
      source: "orchard.json")
    let outcomes = try library.database.retryPendingScrobbles()
    guard outcomes.count == 1, case .recorded(let scrobble) = outcomes[0] else {
      Issue.record("expected one recorded play, got \(outcomes)")
      return
    }
    #expect(scrobble.showTitle == "Quiet Orchard")
    #expect(scrobble.codes == ["S01E02"])
    #expect(try library.database.pendingScrobbles().isEmpty)
    #expect(try library.events(of: scrobble.episodeIDs[0]).map(\.source) == ["jellyfin"])
    // Undoing the play puts it back on the list: nothing is lost.
    #expect(try library.database.undoLastChange()?.source == "jellyfin")
    #expect(try library.database.pendingScrobbles() == [pending])
    #expect(try library.events(of: scrobble.episodeIDs[0]).isEmpty)
  }

  @Test func theSamePlayWithinSixHoursIsRecordedOnce() throws {
    let library = try library()
    let e1 = try episodeID(library, season: 1, number: 1)
    let first = try library.database.receive(play(ids: ExternalIDs(tvdb: 800011), at: 0))
    #expect({ if case .recorded = first { true } else { false } }())
    // Jellyfin's user-data event seconds after the stop, and a retried delivery hours later.
    for seconds: Double in [3, 2 * 3600, -5 * 3600, 6 * 3600] {
      let again = try library.database.receive(play(ids: ExternalIDs(tvdb: 800011), at: seconds))
      guard case .duplicate(let scrobble) = again else {
        Issue.record("expected a duplicate at \(seconds) s, got \(again)")
        continue
      }
      #expect(scrobble.playsAdded == 0)
      #expect(scrobble.episodeIDs == [e1])
    }
    #expect(try library.events(of: e1).count == 1)
    #expect(try library.database.undoableChangeCount() == 2)  // the import and the play
    // Another server's play of it is another play; so is one the next day.
    _ = try library.database.receive(play(ids: ExternalIDs(tvdb: 800011), server: .plex, at: 60))
    _ = try library.database.receive(play(ids: ExternalIDs(tvdb: 800011), at: 86_400))
    #expect(try library.events(of: e1).count == 3)
  }

  @Test func playsOfOneEpisodeOnTwoDaysAreTwoPlays() throws {
    let library = try library()
    let e1 = try episodeID(library, season: 1, number: 1)
    _ = try library.database.receive(play(at: 0))
    _ = try library.database.receive(play(at: 2 * 86_400))
    #expect(try library.events(of: e1).count == 2)
  }

  @Test func aTwoEpisodeFileIsTwoPlaysInOneUndoStep() throws {
    let library = try library()
    let before = try library.database.undoableChangeCount()
    let outcome = try library.database.receive(
      play(episodes: [1, 2], ids: ExternalIDs(tvdb: 800011)))
    guard case .recorded(let scrobble) = outcome else {
      Issue.record("expected a recorded play, got \(outcome)")
      return
    }
    #expect(scrobble.codes == ["S01E01", "S01E02"])
    #expect(scrobble.playsAdded == 2)
    #expect(try library.database.undoableChangeCount() == before + 1)
    let change = try #require(try library.database.lastChange())
    #expect(change.kind == .watched)
    #expect(change.source == "jellyfin")
    #expect(change.eventsAdded == 2)
    #expect(change.showTitle == "Harbour Lights")

    let undone = try library.database.undoLastChange()
    #expect(undone?.eventsAdded == 2)
    #expect(try library.database.counts().watchEvents == 0)
    #expect(try library.database.undoableChangeCount() == before)

    // A file whose second episode the library lacks is kept whole.
    let missing = try library.database.receive(play(season: 2, episodes: [1, 2]))
    guard case .pending(let pending) = missing else {
      Issue.record("expected a pending play, got \(missing)")
      return
    }
    #expect(pending.reason == "'Harbour Lights' has no episode S02E02 in the library")
    #expect(try library.database.counts().watchEvents == 0)
    // Nor recorded by hand on half of it: the play stays kept whole.
    let s2e1 = try episodeID(library, season: 2, number: 1)
    let half = try #require(throws: LibraryDatabaseError.self) {
      try library.database.resolvePendingScrobble(id: pending.id, episodeID: s2e1)
    }
    #expect(
      "\(half)"
        == "kept play \(pending.id) is a file of several episodes, and the library has no "
        + "S02E02 after the episode chosen; nothing was changed")
    #expect(try library.database.counts().watchEvents == 0)
    #expect(try library.database.pendingScrobbles().map(\.id) == [pending.id])
  }

  @Test func aKeptPlayIsRecordedByHandOnTheChosenEpisode() throws {
    let library = try library()
    guard case .pending(let pending) = try library.database.receive(play("Harbor Lights")) else {
      Issue.record("expected a pending play")
      return
    }
    let e2 = try episodeID(library, season: 1, number: 2)
    let scrobble = try library.database.resolvePendingScrobble(id: pending.id, episodeID: e2)
    #expect(scrobble.episodeIDs == [e2])
    #expect(scrobble.playsAdded == 1)
    #expect(try library.database.pendingScrobbles().isEmpty)
    #expect(try library.events(of: e2).map(\.source) == ["jellyfin"])
    #expect(try library.database.undoLastChange()?.eventsAdded == 1)
    #expect(try library.database.pendingScrobbles().map(\.id) == [pending.id])

    let unknown = try #require(throws: LibraryDatabaseError.self) {
      try library.database.resolvePendingScrobble(id: 9999, episodeID: e2)
    }
    #expect("\(unknown)" == "no kept webhook play with id 9999")
    #expect(throws: LibraryDatabaseError.unknownEpisode(424_242)) {
      try library.database.resolvePendingScrobble(id: pending.id, episodeID: 424_242)
    }
    #expect(try library.database.pendingScrobbles().count == 1)
  }

  @Test func onlyTheChosenUsersPlaysAreRecorded() throws {
    let library = try library()
    #expect(try library.database.scrobbleUsers().isEmpty)
    try library.database.setScrobbleUsers([" Anna ", "zoe", "anna", ""])
    #expect(try library.database.scrobbleUsers() == ["Anna", "zoe"])

    let mine = try library.database.receive(play(user: "ANNA", at: 0))
    #expect({ if case .recorded = mine { true } else { false } }())
    let theirs = try library.database.receive(play(episodes: [2], user: "bob", at: 10))
    guard case .ignored(let ignored) = theirs else {
      Issue.record("expected an ignored play, got \(theirs)")
      return
    }
    #expect(ignored.reason == .otherUser)
    #expect(ignored.user == "bob")
    let nobody = try library.database.receive(play(episodes: [2], user: nil, at: 20))
    #expect({ if case .ignored = nobody { true } else { false } }())
    #expect(try library.database.counts().watchEvents == 1)

    try library.database.setScrobbleUsers([])
    #expect(try library.database.scrobbleUsers().isEmpty)
    let anyone = try library.database.receive(play(episodes: [2], user: "bob", at: 30))
    #expect({ if case .recorded = anyone { true } else { false } }())
  }

  @Test func theWebhookTokenIsMadeOnceAndChangesOnlyWhenRotated() throws {
    let library = try library()
    let token = try library.database.webhookToken()
    #expect(token.count == 64)
    #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(try library.database.webhookToken() == token)
    let reopened = try LibraryDatabase(path: library.path, seedStarterCatalog: false)
    #expect(try reopened.webhookToken() == token)
    let rotated = try reopened.rotateWebhookToken()
    #expect(rotated != token)
    #expect(rotated.count == 64)
    #expect(try library.database.webhookToken() == rotated)
    // Settings are not changes of the library: nothing to undo.
    #expect(try library.database.lastChange()?.kind == .imported(source: "harbour.json"))
  }

  @Test func theTallyCountsEveryEventByServerUserAndOutcome() throws {
    let library = try library()
    _ = try library.database.receive(play(at: 0), at: .day(100))
    _ = try library.database.receive(play(at: 5), at: .day(101))
    _ = try library.database.receive(play("Nowhere"), at: .day(102))
    _ = try library.database.receive(
      .ignored(
        IgnoredMediaServerEvent(
          reason: .notFinished, server: .jellyfin, user: "anna", detail: "PlaybackStop")),
      at: .day(103))
    _ = try library.database.receive(
      .ignored(IgnoredMediaServerEvent(reason: .movie, server: .plex, detail: "media.scrobble")),
      at: .day(50))
    try library.database.setScrobbleUsers(["zoe"])
    _ = try library.database.receive(play(episodes: [2]), at: .day(104))

    let tally = try library.database.webhookTally()
    #expect(
      tally == [
        WebhookTally(
          server: .jellyfin, user: "anna", recorded: 1, duplicates: 1, pending: 1,
          ignored: [.notFinished: 1, .otherUser: 1], lastAt: .day(104)),
        WebhookTally(server: .plex, user: nil, ignored: [.movie: 1], lastAt: .day(50)),
      ])
  }

  @Test func aReasonIsOneLineOfPlainWords() throws {
    let library = try library()
    let outcome = try library.database.receive(
      play("Bad\nTitle\u{0}; DROP TABLE shows", year: 2020))
    guard case .pending(let pending) = outcome else {
      Issue.record("expected a pending play, got \(outcome)")
      return
    }
    #expect(pending.reason == "no show titled 'Bad Title ; DROP TABLE shows' (2020) in the library")
    #expect(pending.play.showTitle == "Bad\nTitle\u{0}; DROP TABLE shows")
    #expect(try library.database.counts().shows == 1)
  }

  /// A kept play taken off the list by a recorded step comes back with its id when the step is
  /// undone, and that id is never a newer kept play's.
  @Test func anUndonePlayComesBackWithoutTakingANewerOnesPlace() throws {
    let library = try library()
    guard case .pending(let first) = try library.database.receive(play("Harbor Lights", at: 0))
    else {
      Issue.record("expected a pending play")
      return
    }
    let e1 = try episodeID(library, season: 1, number: 1)
    try library.database.resolvePendingScrobble(id: first.id, episodeID: e1)
    guard case .pending(let second) = try library.database.receive(play("Nowhere", at: 99))
    else {
      Issue.record("expected a pending play")
      return
    }
    #expect(second.id != first.id)
    _ = try library.database.undoLastChange()
    #expect(try library.database.pendingScrobbles() == [first, second])
    // Redo records it again and takes it off the list again.
    _ = try library.database.redoLastUndoneChange()
    #expect(try library.database.pendingScrobbles() == [second])
    #expect(try library.events(of: e1).count == 1)
  }
}
