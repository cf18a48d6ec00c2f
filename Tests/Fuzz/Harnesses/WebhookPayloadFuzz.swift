// libFuzzer harness: the media servers' webhook decoders (`MediaServerEvent.decode`), on
// arbitrary bytes: the first byte picks the server (its value modulo 3: Jellyfin, Plex, Emby),
// the rest is the body.
//
// Checks, beyond "does not crash, hang or overflow the stack":
// - a failure is an `ImportError` named for the server's webhook, one harmless line;
// - an ignored event names the server, and its detail and user are one harmless line;
// - a play names the server, has a non-empty show title, a season and episode numbers in the
//   library's ranges, one episode or a run of consecutive ones, and a time;
// - decoding the same body again gives the same event.

import Foundation
import LibraryDatabase

private let receivedAt = Date(timeIntervalSince1970: 1_700_000_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebhookPayload(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: count == 0 ? nil : start, count: count))
  guard let first = bytes.first else { return 0 }
  let server = MediaServer.allCases[Int(first) % MediaServer.allCases.count]
  let body = Array(bytes.dropFirst())
  let event: MediaServerEvent
  do {
    event = try MediaServerEvent.decode(body, from: server, receivedAt: receivedAt)
  } catch {
    require(error.source == "\(server.rawValue) webhook", "source \(error.source) for \(server)")
    require(isOneHarmlessLine(error.description), "error not one harmless line: \(error)")
    return 0
  }
  check(event, from: server)
  let again = try? MediaServerEvent.decode(body, from: server, receivedAt: receivedAt)
  require(again == event, "decoded again: \(String(describing: again)), first: \(event)")
  return 0
}

private func check(_ event: MediaServerEvent, from server: MediaServer) {
  switch event {
  case .ignored(let ignored):
    require(ignored.server == server, "ignored from \(ignored.server), sent by \(server)")
    require(isOneHarmlessLine(ignored.detail), "detail not one line: \(ignored.detail)")
    require(!ignored.detail.isEmpty, "an empty detail")
    require(ignored.reason != .otherUser, "the decoder chose the user")
    if let user = ignored.user {
      require(!user.isEmpty, "an empty user")
    }
  case .play(let play):
    require(play.server == server, "a play from \(play.server), sent by \(server)")
    require(!play.showTitle.isEmpty, "a play without a show title")
    require((0...9_999).contains(play.season), "season \(play.season)")
    require(!play.episodes.isEmpty, "a play of no episode")
    require(play.episodes.allSatisfy { (0...99_999).contains($0) }, "episodes \(play.episodes)")
    require(
      zip(play.episodes, play.episodes.dropFirst()).allSatisfy { $1 == $0 + 1 },
      "episodes not consecutive: \(play.episodes)")
    require(play.watchedAt.timeIntervalSince1970.isFinite, "watched at \(play.watchedAt)")
    require(play.showIDs.isEmpty, "show ids from a webhook: \(play.showIDs)")
    for id in [play.episodeIDs.tvdb, play.episodeIDs.tmdb].compactMap({ $0 }) {
      require(id > 0, "an id of \(id)")
    }
    if let user = play.user {
      require(!user.isEmpty, "an empty user")
    }
  }
}
