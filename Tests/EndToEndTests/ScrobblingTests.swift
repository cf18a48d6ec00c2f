import Foundation
import HTTPTestSupport
import TVMazeTestSupport
import Testing

/// Plays that reach the library by themselves: Jellyfin's, Plex's and Emby's webhooks posted
/// to a running `showtracker serve`, in each server's own format, and the library checked
/// after each (`history --json`, `hooks --json`).
@Suite(.serialized) struct ScrobblingTests {
  /// Jellyfin's "Send All Properties" body for a play of The Lighthouse Keepers.
  static func jellyfin(
    _ type: String = "PlaybackStop", season: Int, episode: Int, completed: Bool = true,
    at time: String = "2026-12-05T20:48:03.1234567Z", user: String = "anna",
    extra: String = ""
  ) -> String {
    """
    {"NotificationType": "\(type)", "UtcTimestamp": "\(time)", "Name": "An episode",
     "ItemType": "Episode", "SeriesName": "The Lighthouse Keepers", "SeasonNumber": \(season),
     "EpisodeNumber": \(episode), "PlayedToCompletion": \(completed),
     "NotificationUsername": "\(user)"\(extra)}
    """
  }

  /// Plex's multipart body: the JSON in `payload`, a poster beside it.
  static func plex(event: String, season: Int, episode: Int) -> (String, String) {
    let boundary = "------------------------a1b2c3d4e5"
    let json = """
      {"event":"\(event)","user":true,"owner":true,"Account":{"id":1,"title":"anna"},
       "Metadata":{"type":"episode","title":"An episode","grandparentTitle":"The Lighthouse Keepers",
       "parentIndex":\(season),"index":\(episode),"lastViewedAt":1765050000,
       "Guid":[{"id":"tvdb:\\/\\/55501\(season)\(episode)"}]}}
      """
    let body =
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"payload\"\r\n"
      + "Content-Type: application/json\r\n\r\n\(json)\r\n"
      + "--\(boundary)\r\nContent-Disposition: form-data; name=\"thumb\"; filename=\"image.jpg\"\r\n"
      + "Content-Type: image/jpeg\r\n\r\nJFIF-not-really\r\n--\(boundary)--\r\n"
    return (body, "multipart/form-data; boundary=\(boundary)")
  }

  /// Emby's JSON (the body with `application/json`, or the `data` field of a form).
  static func emby(event: String, season: Int, episode: Int, completed: Bool = true) -> String {
    """
    {"Title":"anna has finished playing","Date":"2026-12-06T21:00:00.0000000Z","Event":"\(event)",
     "User":{"Name":"anna","Id":"u1"},
     "Item":{"Name":"An episode","Type":"Episode","SeriesName":"The Lighthouse Keepers",
      "ParentIndexNumber":\(season),"IndexNumber":\(episode),"ProviderIds":{}},
     "PlaybackInfo":{"PlayedToCompletion":\(completed)}}
    """
  }

  /// `serve` on `library`, with TVMaze down (a port nothing listens on): no test touches the
  /// network, and a show the library lacks is not found.
  static func serve(_ library: Library) throws -> Server {
    try Server(library, environment: ["SHOWTRACKER_TVMAZE_URL": "http://127.0.0.1:9"])
  }

  /// The library's webhook token, as `hooks --json` prints it in each URL.
  static func token(_ library: Library) throws -> String {
    let urls = try #require(try library.json("hooks", "--json")["urls"] as? [String: String])
    let url = try #require(urls["jellyfin"])
    return try #require(url.split(separator: "token=").last.map(String.init))
  }

  /// The history's entries, newest first: their episode codes and subtitles.
  static func history(_ library: Library) throws -> [[String: Any]] {
    try #require(try library.json("history", "--json")["entries"] as? [[String: Any]])
  }

  func post(
    _ server: Server, _ path: String, _ body: String, type: String = "text/plain"
  ) async throws -> TestHTTPResponse {
    try await server.request(path, method: "POST", headers: [("Content-Type", type)], body: body)
  }

  @Test func hooksPrintsEachServersURLWithItsStepsAndTheSameTokenAtEveryRun() throws {
    let (library, _) = try Library.started()
    let first = try library.run("hooks", "--listen", "192.168.1.20", "--port", "9090")
    #expect(first.status == 0, "\(first.errors)")
    let token = try Self.token(library)
    for server in ["jellyfin", "plex", "emby"] {
      #expect(
        first.output.contains(
          "\(server) webhook: http://192.168.1.20:9090/hooks/\(server)?token=\(token)"),
        "\(first.output)")
    }
    #expect(first.output.contains("Send All Properties"))
    #expect(first.output.contains("Plex Pass"))
    #expect(first.output.contains("No media server has sent an event yet."))
    // Kept with the library: the same token at the next run, until --rotate.
    #expect(try Self.token(library) == token)
    let local = try library.run("hooks")
    #expect(local.output.contains("These URLs reach only this machine"))
    #expect(try library.run("hooks", "--user", "a", "--all-users").status == 2)
  }

  @Test func aFinishedJellyfinPlayIsRecordedOnceWithItsSourceAndUndoTakesItBack() async throws {
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    #expect(try Self.history(library).count == 1)
    let stop = Self.jellyfin(season: 1, episode: 2)
    let first = try await post(server, "/hooks/jellyfin?token=\(token)", stop)
    #expect(first.status == 200, "\(first.text)")
    #expect(first.text.contains("Recorded 1 play from Jellyfin: The Lighthouse Keepers S01E02"))
    // Sent again (a retry), and the user-data event Jellyfin sends for the same play.
    let again = try await post(server, "/hooks/jellyfin?token=\(token)", stop)
    #expect(again.status == 200)
    #expect(again.text.hasPrefix("Recorded already"))
    let userData = Self.jellyfin(
      "UserDataSaved", season: 1, episode: 2, at: "2026-12-05T20:48:09Z",
      extra: #", "SaveReason": "PlaybackFinished", "Played": true"#)
    #expect(try await post(server, "/hooks/jellyfin?token=\(token)", userData).status == 200)
    let history = try Self.history(library)
    #expect(history.count == 2)
    let text = try library.run("history")
    #expect(text.output.contains("from Jellyfin"), "\(text.output)")
    // One undo step takes the play back, and says what it was.
    let list = try library.run("undo", "--list")
    #expect(
      list.output.contains(
        "marking The Lighthouse Keepers S01E02 watched (a play from Jellyfin)"),
      "\(list.output)")
    #expect(try library.run("undo").status == 0)
    #expect(try Self.history(library).count == 1)
  }

  @Test func withoutTheTokenOrWithAWrongOneNothingIsWritten() async throws {
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let stop = Self.jellyfin(season: 1, episode: 2)
    #expect(try await post(server, "/hooks/jellyfin", stop).status == 401)
    // The token with its first digit changed.
    let wrong = (token.first == "0" ? "1" : "0") + token.dropFirst()
    #expect(
      try await post(server, "/hooks/jellyfin?token=\(wrong)", stop).status == 403)
    // The browser's access to the pages is no way in either: a CSRF token is not the hook's.
    let session = try await server.session()
    let withCookie = try await server.request(
      "/hooks/jellyfin", method: "POST",
      headers: [("Cookie", session.cookie), ("X-CSRF-Token", session.token)], body: stop)
    #expect(withCookie.status == 401)
    #expect(try Self.history(library).count == 1)
    // A rotated token takes effect at once in the running server.
    let rotated = try library.json("hooks", "--rotate", "--json")["urls"] as? [String: String]
    let newToken = try #require(rotated?["plex"]?.split(separator: "token=").last.map(String.init))
    #expect(newToken != token)
    #expect(try await post(server, "/hooks/jellyfin?token=\(token)", stop).status == 403)
    #expect(try await post(server, "/hooks/jellyfin?token=\(newToken)", stop).status == 200)
  }

  @Test func onlyFinishedPlaysCountAndAMovieIsAcknowledgedAndSkipped() async throws {
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let halfWay = Self.jellyfin(season: 1, episode: 2, completed: false)
    let stopped = try await post(server, "/hooks/jellyfin?token=\(token)", halfWay)
    #expect(stopped.status == 202)
    #expect(stopped.text.contains("not finished"), "\(stopped.text)")
    let (pause, type) = Self.plex(event: "media.pause", season: 1, episode: 2)
    #expect(try await post(server, "/hooks/plex?token=\(token)", pause, type: type).status == 202)
    let movie = """
      {"NotificationType": "PlaybackStop", "ItemType": "Movie", "Name": "A Film About Fog",
       "PlayedToCompletion": true, "NotificationUsername": "anna"}
      """
    let skipped = try await post(server, "/hooks/jellyfin?token=\(token)", movie)
    #expect(skipped.status == 202)
    #expect(skipped.text.contains("movie"))
    #expect(try Self.history(library).count == 1)
    let tally = try #require(try library.json("hooks", "--json")["tally"] as? [[String: Any]])
    let ignored = tally.compactMap { $0["ignored"] as? [String: Int] }.flatMap(\.values)
    #expect(ignored.reduce(0, +) == 3, "\(tally)")
  }

  @Test func plexAndEmbyPlaysArriveInTheirOwnFormats() async throws {
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let (scrobble, type) = Self.plex(event: "media.scrobble", season: 1, episode: 3)
    let plex = try await post(server, "/hooks/plex?token=\(token)", scrobble, type: type)
    #expect(plex.status == 200, "\(plex.text)")
    let json = Self.emby(event: "item.markplayed", season: 2, episode: 1)
    let emby = try await post(server, "/hooks/emby?token=\(token)", json, type: "application/json")
    #expect(emby.status == 200, "\(emby.text)")
    // Emby before 4.9: the JSON in the `data` field of a URL-encoded form.
    let form =
      "data="
      + (Self.emby(event: "playback.stop", season: 2, episode: 2)
        .replacingOccurrences(of: "\n", with: "")
        .addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    let older = try await post(
      server, "/hooks/emby?token=\(token)", form, type: "application/x-www-form-urlencoded")
    #expect(older.status == 200, "\(older.text)")
    let episodes = try Self.history(library).map {
      "\($0["season"] as? Int ?? -1)x\($0["number"] as? Int ?? -1)"
    }
    #expect(Set(episodes) == ["1x1", "1x3", "2x1", "2x2"], "\(episodes)")
  }

  @Test func aPlayOfAShowTheLibraryLacksIsKeptAndListed() async throws {
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let unknown = Self.jellyfin(season: 1, episode: 1)
      .replacingOccurrences(of: "The Lighthouse Keepers", with: "A Show Nobody Has")
    let kept = try await post(server, "/hooks/jellyfin?token=\(token)", unknown)
    #expect(kept.status == 202, "\(kept.text)")
    #expect(kept.text.contains("Kept for later"))
    let pending = try library.run("hooks", "--pending")
    #expect(pending.status == 0)
    #expect(
      pending.output.contains("A Show Nobody Has S01E01 from Jellyfin (anna)"), "\(pending.output)")
    #expect(try Self.history(library).count == 1)
    // Resolved by hand: the play goes on the episode named, and off the list.
    let id = try #require(
      (try library.json("hooks", "--json")["pending"] as? [[String: Any]])?.first?["id"] as? Int)
    let wrong = try library.run("hooks", "--resolve", "\(id)", "The Lighthouse Keepers", "S09E01")
    #expect(wrong.status == 1)
    #expect(
      wrong.errors.contains("The Lighthouse Keepers has no episode S09E01"), "\(wrong.errors)")
    let resolved = try library.run(
      "hooks", "--resolve", "\(id)", "The Lighthouse Keepers", "S02E03")
    #expect(resolved.status == 0, "\(resolved.errors)")
    #expect(resolved.output.contains("Recorded the pending play on The Lighthouse Keepers S02E03"))
    #expect(try Self.history(library).count == 2)
    #expect(try library.run("hooks", "--pending").output.contains("No pending play"))
  }

  @Test func aShowTheLibraryLacksIsAddedFromTVMazeAndItsPlayRecorded() async throws {
    let (library, _) = try Library.started()
    let tvmaze = try LocalHTTPServer()
    tvmaze.route(
      "/search/shows?q=Harbour%20Lights",
      .json(#"[{"score": 0.9, "show": {"id": 700001, "name": "Harbour Lights"}}]"#))
    tvmaze.route("/shows/700001?embed=episodes", .json(TVMazeCommandTests.show()))
    let server = try Server(
      library, environment: ["SHOWTRACKER_TVMAZE_URL": tvmaze.baseURL.absoluteString])
    let token = try Self.token(library)
    let play = Self.jellyfin(season: 1, episode: 2)
      .replacingOccurrences(of: "The Lighthouse Keepers", with: "Harbour Lights")
    let kept = try await post(server, "/hooks/jellyfin?token=\(token)", play)
    #expect(kept.status == 202, "\(kept.text)")
    // The show comes from TVMaze after the answer; then the kept play is recorded.
    let deadline = ContinuousClock.now + .seconds(20)
    var shows: [String] = []
    while ContinuousClock.now < deadline {
      shows = try Self.history(library).compactMap { $0["show"] as? String }
      if shows.contains("Harbour Lights") { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    #expect(shows.contains("Harbour Lights"), "\(shows)")
    let pending = try library.run("hooks", "--pending")
    #expect(pending.output.contains("No pending play"), "\(pending.output)")
    // A play of a title TVMaze does not know stays kept.
    let unknown = play.replacingOccurrences(of: "Harbour Lights", with: "Nowhere Known")
    #expect(try await post(server, "/hooks/jellyfin?token=\(token)", unknown).status == 202)
    try await Task.sleep(for: .milliseconds(500))
    #expect(try library.run("hooks", "--pending").output.contains("Nowhere Known S01E02"))
  }

  @Test func otherUsersAreIgnoredWhenUsersAreChosen() async throws {
    let (library, _) = try Library.started()
    #expect(try library.run("hooks", "--user", "anna", "--user", "Cleo").status == 0)
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let ben = try await post(
      server, "/hooks/jellyfin?token=\(token)", Self.jellyfin(season: 1, episode: 2, user: "ben"))
    #expect(ben.status == 202)
    #expect(ben.text.contains("another user"), "\(ben.text)")
    let cleo = try await post(
      server, "/hooks/jellyfin?token=\(token)", Self.jellyfin(season: 1, episode: 3, user: "cleo"))
    #expect(cleo.status == 200, "\(cleo.text)")
    #expect(try Self.history(library).count == 2)
    #expect(try library.json("hooks", "--json")["users"] as? [String] == ["Cleo", "anna"])
  }

  @Test func badRequestsGetAClearAnswerAndChangeNothing() async throws {
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let notJSON = try await post(server, "/hooks/jellyfin?token=\(token)", "season,episode\n1,2\n")
    #expect(notJSON.status == 400)
    #expect(!notJSON.text.contains("\n") || notJSON.text.split(separator: "\n").count == 1)
    let broken = try await post(
      server, "/hooks/plex?token=\(token)",
      "--b\r\nContent-Disposition: form-data; name=\"payload\"\r\n\r\n{",
      type: "multipart/form-data; boundary=b")
    #expect(broken.status == 400)
    #expect(broken.text.contains("no closing boundary"), "\(broken.text)")
    let plexAsJSON = try await post(
      server, "/hooks/plex?token=\(token)", "{}", type: "application/json")
    #expect(plexAsJSON.status == 400)
    #expect(try await post(server, "/hooks/kodi?token=\(token)", "{}").status == 404)
    let huge = String(repeating: " ", count: 1_100_000) + Self.jellyfin(season: 1, episode: 2)
    #expect(try await post(server, "/hooks/jellyfin?token=\(token)", huge).status == 413)
    #expect(try Self.history(library).count == 1)
    // The server is still up and answers the next good one.
    let good = try await post(
      server, "/hooks/jellyfin?token=\(token)", Self.jellyfin(season: 1, episode: 2))
    #expect(good.status == 200)
  }

  @Test(.enabled(if: SharedDataFolder.isAvailable, "needs ../shared/data next to the repository"))
  func theRealCapturesAreAcknowledgedAndRecordNothing() async throws {
    let folder = SharedDataFolder.url.appending(path: "hooks")
    let (library, _) = try Library.started()
    let server = try Self.serve(library)
    let token = try Self.token(library)
    let captures: [(String, String)] = [
      ("jellyfin", "jellyfin/jellyfin-playbackstop-movie-sendallproperties.json"),
      ("emby", "emby/emby-playback-stop-movie.json"),
    ]
    for (name, file) in captures {
      let body = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
      let answer = try await post(
        server, "/hooks/\(name)?token=\(token)", body, type: "application/json")
      #expect(answer.status == 202, "\(file): \(answer.text)")
    }
    let plexMovie = try String(
      contentsOf: folder.appending(path: "plex/plex-media-scrobble-movie.json"), encoding: .utf8)
    let boundary = "XyZ"
    let body =
      "--\(boundary)\r\nContent-Disposition: form-data; name=\"payload\"\r\n\r\n\(plexMovie)\r\n--\(boundary)--\r\n"
    let plex = try await post(
      server, "/hooks/plex?token=\(token)", body, type: "multipart/form-data; boundary=\(boundary)")
    #expect(plex.status == 202, "\(plex.text)")
    #expect(try Self.history(library).count == 1)
  }
}
