import Foundation
import LibraryDatabase
import Testing

/// `MediaServerEvent.decode`: each server's webhook body read as a play or as an ignored event
/// with its reason, through the public API, on the fixtures in `WebhookFixtures` (episodes, in
/// each server's shape) and the real captures in `shared/data/hooks` (movies and music).
struct WebhookDecodeTests {
  /// A time no fixture has, so a play that takes it took the time it was given.
  private static let receivedAt = Date(timeIntervalSince1970: 1_800_000_000)

  private func decode(_ json: String, _ server: MediaServer) throws -> MediaServerEvent {
    try MediaServerEvent.decode(Array(json.utf8), from: server, receivedAt: Self.receivedAt)
  }

  private func play(_ json: String, _ server: MediaServer) throws -> ScrobbledPlay {
    let event = try decode(json, server)
    guard case .play(let play) = event else {
      Issue.record("expected a play, decoded \(event)")
      throw CancellationError()
    }
    return play
  }

  private func ignored(_ json: String, _ server: MediaServer) throws -> IgnoredMediaServerEvent {
    let event = try decode(json, server)
    guard case .ignored(let ignored) = event else {
      Issue.record("expected an ignored event, decoded \(event)")
      throw CancellationError()
    }
    return ignored
  }

  private func failure(_ json: String, _ server: MediaServer) -> ImportError? {
    #expect(throws: ImportError.self) { try decode(json, server) }
    do {
      _ = try MediaServerEvent.decode(Array(json.utf8), from: server, receivedAt: Self.receivedAt)
      return nil
    } catch {
      return error
    }
  }

  /// Whole milliseconds, as the library stores a watch's time.
  private func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  // MARK: - Jellyfin

  @Test func jellyfinStopAtTheEndIsAPlayWithEverythingItSent() throws {
    let play = try play(WebhookFixtures.jellyfinStopCompleted, .jellyfin)
    #expect(
      play
        == ScrobbledPlay(
          server: .jellyfin, user: "anna", showTitle: "Harbour Lights", season: 1, episodes: [2],
          episodeIDs: ExternalIDs(tvdb: 7_000_012, imdb: "tt9000012", tmdb: 800_012),
          episodeTitle: "Fog Bank", watchedAt: play.watchedAt))
    // `Year` is the episode's, not the show's.
    #expect(play.showYear == nil)
    #expect(play.showIDs.isEmpty)
    // UtcTimestamp with 7 fraction digits, to the millisecond (the rest cut off).
    #expect(milliseconds(play.watchedAt) == 1_709_671_683_456)
  }

  @Test func jellyfinStopBeforeTheEndIsNotFinished() throws {
    let ignored = try ignored(WebhookFixtures.jellyfinStopNotCompleted, .jellyfin)
    #expect(ignored.reason == .notFinished)
    #expect(ignored.server == .jellyfin)
    #expect(ignored.user == "anna")
    #expect(ignored.detail == #"PlaybackStop of the episode "Fog Bank""#)
  }

  @Test func jellyfinTwoEpisodeFileMarkedPlayedIsBothEpisodes() throws {
    let play = try play(WebhookFixtures.jellyfinToggledPlayedTwoEpisodes, .jellyfin)
    #expect(play.season == 2)
    #expect(play.episodes == [3, 4])
    #expect(play.user == "ben")
    // Ids as JSON numbers read as the strings of digits are.
    #expect(play.episodeIDs == ExternalIDs(tvdb: 7_000_023, tmdb: 800_023))
    // No time in the payload: the time it was received.
    #expect(play.watchedAt == Self.receivedAt)
  }

  @Test func jellyfinEpisodeNumberEndSpansEveryNumberBetween() throws {
    let json = """
      {"NotificationType": "PlaybackStop", "PlayedToCompletion": true, "ItemType": "Episode",
       "SeriesName": "Harbour Lights", "SeasonNumber": 1, "EpisodeNumber": 7,
       "EpisodeNumberEnd": 9}
      """
    #expect(try play(json, .jellyfin).episodes == [7, 8, 9])
    let same = json.replacingOccurrences(
      of: "\"EpisodeNumberEnd\": 9", with: "\"EpisodeNumberEnd\": 7")
    #expect(try play(same, .jellyfin).episodes == [7])
    let backwards = json.replacingOccurrences(
      of: "\"EpisodeNumberEnd\": 9", with: "\"EpisodeNumberEnd\": 6")
    #expect(failure(backwards, .jellyfin)?.location == ".EpisodeNumberEnd")
  }

  @Test func jellyfinMarkedUnplayedKeepsTheHistory() throws {
    let ignored = try ignored(WebhookFixtures.jellyfinToggledUnplayed, .jellyfin)
    #expect(ignored.reason == .markedUnplayed)
    #expect(ignored.detail == #"UserDataSaved of the episode "Fog Bank""#)
  }

  @Test func jellyfinRatingSavedIsNotAPlay() throws {
    #expect(try ignored(WebhookFixtures.jellyfinRatingSaved, .jellyfin).reason == .notAPlay)
  }

  @Test func jellyfinPlaybackFinishedIsAPlayOfASpecial() throws {
    let play = try play(WebhookFixtures.jellyfinPlaybackFinishedSpecial, .jellyfin)
    #expect(play.season == 0)
    #expect(play.episodes == [1])
    #expect(play.user == nil)
    // One fraction digit.
    #expect(milliseconds(play.watchedAt) == 1_709_712_000_500)
  }

  @Test func jellyfinStartAndProgressAreNotPlays() throws {
    for event in ["PlaybackStart", "PlaybackProgress", "ItemAdded"] {
      let json = WebhookFixtures.jellyfinStopCompleted.replacingOccurrences(
        of: "PlaybackStop", with: event)
      #expect(try ignored(json, .jellyfin).reason == .notAPlay, "\(event)")
    }
  }

  @Test func jellyfinUnknownNotificationType() throws {
    let ignored = try ignored(WebhookFixtures.jellyfinUnknownEvent, .jellyfin)
    #expect(ignored.reason == .unknownEvent)
    #expect(ignored.detail.hasPrefix("PlaybackTeleported"))
  }

  @Test func jellyfinEpisodePlayWithoutSeasonIsALocatedError() throws {
    let error = try #require(failure(WebhookFixtures.jellyfinStopWithoutSeason, .jellyfin))
    #expect(error.source == "jellyfin webhook")
    #expect(error.location == ".SeasonNumber")
    #expect(error.message == "episode has no season number")
    #expect(error.description == "jellyfin webhook: .SeasonNumber: episode has no season number")
  }

  @Test func jellyfinSeasonNumberThatIsNotDigitsIsALocatedError() throws {
    let json = WebhookFixtures.jellyfinStopCompleted.replacingOccurrences(
      of: "\"SeasonNumber\": 1,", with: "\"SeasonNumber\": \"one\",")
    let error = try #require(failure(json, .jellyfin))
    #expect(error.location == ".SeasonNumber")
    #expect(error.message.contains("string of digits"))
  }

  @Test(arguments: [
    ("2024-03-05T20:48:03Z", 1_709_671_683_000),
    ("2024-03-05T21:48:03.25+01:00", 1_709_671_683_250),
    ("2024-03-05T20:48:03.1234567Z", 1_709_671_683_123),
  ])
  func jellyfinTimesWithAndWithoutFractionsAndOffsets(text: String, expected: Int64) throws {
    let json = WebhookFixtures.jellyfinStopCompleted.replacingOccurrences(
      of: "2024-03-05T20:48:03.4567891Z", with: text)
    #expect(milliseconds(try play(json, .jellyfin).watchedAt) == expected)
  }

  @Test func jellyfinTimeWithMoreThanSevenFractionDigitsIsALocatedError() throws {
    let json = WebhookFixtures.jellyfinStopCompleted.replacingOccurrences(
      of: "2024-03-05T20:48:03.4567891Z", with: "2024-03-05T20:48:03.45678912Z")
    #expect(failure(json, .jellyfin)?.location == ".UtcTimestamp")
  }

  @Test func jellyfinTimeThatIsNotISO8601IsALocatedError() throws {
    let json = WebhookFixtures.jellyfinStopCompleted.replacingOccurrences(
      of: "2024-03-05T20:48:03.4567891Z", with: "yesterday")
    let error = try #require(failure(json, .jellyfin))
    #expect(error.location == ".UtcTimestamp")
    #expect(error.message.contains("\"yesterday\""))
  }

  // MARK: - Plex

  @Test func plexScrobbleOfAnEpisodeIsAPlayWithItsGuids() throws {
    let play = try play(WebhookFixtures.plexScrobbleEpisode, .plex)
    #expect(
      play
        == ScrobbledPlay(
          server: .plex, user: "carla", showTitle: "Harbour Lights", season: 1, episodes: [2],
          episodeIDs: ExternalIDs(tvdb: 7_000_012, imdb: "tt9000012", tmdb: 800_012),
          episodeTitle: "Fog Bank", watchedAt: Date(timeIntervalSince1970: 1_709_671_683)))
    // Plex's `year` is the episode's.
    #expect(play.showYear == nil)
  }

  @Test func plexScrobbleWithoutLastViewedAtTakesTheTimeReceived() throws {
    let json = WebhookFixtures.plexScrobbleEpisode.replacingOccurrences(
      of: #""lastViewedAt":1709671683,"#, with: "")
    #expect(try play(json, .plex).watchedAt == Self.receivedAt)
  }

  @Test func plexPauseIsNotAPlay() throws {
    let ignored = try ignored(WebhookFixtures.plexPauseEpisode, .plex)
    #expect(ignored.reason == .notAPlay)
    #expect(ignored.user == "carla")
    #expect(ignored.detail == #"media.pause of the episode "Fog Bank""#)
  }

  @Test func plexTrackIsNotAnEpisode() throws {
    let ignored = try ignored(WebhookFixtures.plexScrobbleTrack, .plex)
    #expect(ignored.reason == .notAnEpisode)
    #expect(ignored.detail == #"media.scrobble of the track "Low Tide Blues""#)
  }

  @Test func plexUnknownEventAndServerEvents() throws {
    #expect(try ignored(WebhookFixtures.plexUnknownEvent, .plex).reason == .unknownEvent)
    for event in ["library.new", "admin.database.backup", "device.new", "playback.started"] {
      let json = #"{"event": "\#(event)", "Account": {"title": "carla"}}"#
      #expect(try ignored(json, .plex).reason == .notAPlay, "\(event)")
    }
  }

  @Test func plexEpisodeScrobbleWithoutIndexIsALocatedError() throws {
    let json = WebhookFixtures.plexScrobbleEpisode.replacingOccurrences(
      of: #""index":2,"#, with: "")
    let error = try #require(failure(json, .plex))
    #expect(error.description == "plex webhook: .Metadata.index: episode has no episode number")
  }

  // MARK: - Emby

  @Test func embyStopAtTheEndIsAPlayOfATwoEpisodeFile() throws {
    let play = try play(WebhookFixtures.embyStopCompleted, .emby)
    #expect(
      play
        == ScrobbledPlay(
          server: .emby, user: "dora", showTitle: "Harbour Lights", season: 1, episodes: [5, 6],
          episodeIDs: ExternalIDs(tvdb: 7_000_015, imdb: "tt9000015", tmdb: 800_015),
          episodeTitle: "The Long Night", watchedAt: play.watchedAt))
    #expect(milliseconds(play.watchedAt) == 1_709_838_062_123)
  }

  @Test func embyStopBeforeTheEndIsNotFinished() throws {
    let ignored = try ignored(WebhookFixtures.embyStopNotCompleted, .emby)
    #expect(ignored.reason == .notFinished)
    #expect(ignored.user == "dora")
  }

  @Test func embyMarkPlayedIsAPlayAtTheTimeReceived() throws {
    let play = try play(WebhookFixtures.embyMarkPlayed, .emby)
    #expect(play.episodes == [1])
    #expect(play.episodeIDs.isEmpty)
    #expect(play.watchedAt == Self.receivedAt)
  }

  @Test func embyMarkUnplayedKeepsTheHistory() throws {
    #expect(try ignored(WebhookFixtures.embyMarkUnplayed, .emby).reason == .markedUnplayed)
  }

  @Test func embyUnknownAndUserEvents() throws {
    #expect(try ignored(WebhookFixtures.embyUnknownEvent, .emby).reason == .unknownEvent)
    let user = try ignored(WebhookFixtures.embyUserEvent, .emby)
    #expect(user.reason == .notAPlay)
    #expect(user.detail == "user.passwordchanged")
  }

  @Test func embyEpisodePlayWithoutSeriesNameIsALocatedError() throws {
    let json = WebhookFixtures.embyMarkPlayed.replacingOccurrences(
      of: #""SeriesName": "Harbour Lights", "#, with: "")
    let error = try #require(failure(json, .emby))
    #expect(error.description == "emby webhook: .Item.SeriesName: episode has no series name")
  }

  // MARK: - Not a payload

  @Test func brokenJSONIsALocatedSyntaxError() throws {
    let error = try #require(failure("{\"event\": \"media.scrobble\",\n \"Metadata\": }", .plex))
    #expect(error.source == "plex webhook")
    #expect(error.location == "line 2, column 14 (byte 41)")
    #expect(error.message.hasPrefix("not valid JSON"))
  }

  @Test func anArrayIsNotAPayload() throws {
    let error = try #require(failure("[\(WebhookFixtures.embyMarkPlayed)]", .emby))
    #expect(error.description == "emby webhook: expected a JSON object, found an array")
    let number = try #require(failure("42", .jellyfin))
    #expect(number.description == "jellyfin webhook: expected a JSON object, found a number")
  }

  @Test func anEmptyBodyIsNotAPayload() throws {
    let error = try #require(failure(" \n", .jellyfin))
    #expect(error.message == "the body is empty; expected a JSON object")
  }

  @Test func aPayloadWithoutItsEventNameIsALocatedError() throws {
    let error = try #require(failure(#"{"Item": {"Type": "Episode"}}"#, .emby))
    #expect(error.description == "emby webhook: .Event: required field is missing")
  }

  @Test func aTitleWithALineBreakStaysOneLineInTheDetail() throws {
    let json = #"{"event": "media.pause", "Metadata": {"type": "movie", "title": "A\nB"}}"#
    let ignored = try ignored(json, .plex)
    #expect(ignored.reason == .movie)
    #expect(ignored.detail == #"media.pause of the movie "A\nB""#)
  }

  // MARK: - Real captures (movies and music)

  private static let hooksAvailable: Bool = {
    guard let directory = SharedData.directory else { return false }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("hooks").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }()

  @Test(
    .enabled(if: hooksAvailable, "needs ../shared/data/hooks or $SHOWTRACKER_SHARED_DATA"),
    arguments: [
      (
        "hooks/jellyfin/jellyfin-playbackstop-movie-sendallproperties.json", MediaServer.jellyfin,
        IgnoredMediaServerEvent.Reason.movie, #"PlaybackStop of the movie "The Menu""#, "jellyfin"
      ),
      (
        "hooks/plex/plex-media-scrobble-movie.json", .plex, .movie,
        #"media.scrobble of the movie "Big Trouble in Little China""#, "title"
      ),
      (
        "hooks/plex/plex-media-play-track-docs-example.json", .plex, .notAnEpisode,
        #"media.play of the track "Love The One You're With""#, "elan"
      ),
      (
        "hooks/emby/emby-playback-stop-movie.json", .emby, .movie,
        #"playback.stop of the movie "2 Fast 2 Furious""#, "test"
      ),
    ])
  func realCaptureIsIgnored(
    file: String, server: MediaServer, reason: IgnoredMediaServerEvent.Reason, detail: String,
    user: String
  ) throws {
    let event = try MediaServerEvent.decode(
      Array(try SharedData.data(file)), from: server, receivedAt: Self.receivedAt)
    #expect(
      event
        == .ignored(
          IgnoredMediaServerEvent(reason: reason, server: server, user: user, detail: detail)))
  }
}
