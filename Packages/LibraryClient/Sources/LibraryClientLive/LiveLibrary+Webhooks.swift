import Identifiers
import LibraryClient
import LibraryDatabase

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The live client's functions for media servers' webhooks: the database decodes the event
// (``MediaServerEvent/decode(_:from:receivedAt:)``) and records it (``LibraryDatabase/receive(_:at:)``).
extension LiveLibrary {
  func receiveWebhook(_ delivery: WebhookDelivery) throws -> WebhookResult {
    let server = DatabaseMediaServer(delivery.server)
    let event = try MediaServerEvent.decode(
      delivery.json, from: server, receivedAt: delivery.receivedAt)
    var result = WebhookResult(try database.receive(event, at: delivery.receivedAt))
    if case .pending(var pending) = result {
      pending.showMissing = try database.shows(titled: pending.showTitle).isEmpty
      result = .pending(pending)
    }
    return result
  }

  func webhookSettings(_ change: WebhookSettingsChange?) throws -> WebhookSettings {
    var recorded: [WebhookPlay] = []
    switch change {
    case nil: break
    case .rotateToken: _ = try database.rotateWebhookToken()
    case .users(let users): try database.setScrobbleUsers(users)
    case .retryPending:
      for outcome in try database.retryPendingScrobbles() {
        if case .recorded(let scrobble) = outcome {
          recorded.append(WebhookPlay(scrobble))
        }
      }
    case .resolve(let pending, let show, let season, let number):
      let candidate = try resolveShow(show)
      guard
        let episode = try loadShow(candidate.id).episodes.first(where: {
          $0.season == season && $0.number == number
        })
      else {
        throw LibraryError.other(
          "\(candidate.title) has no episode \(Self.code(season: season, number: number))")
      }
      let scrobble = try database.resolvePendingScrobble(
        id: pending, episodeID: episode.ids.episode.rawValue)
      recorded.append(WebhookPlay(scrobble))
    }
    return WebhookSettings(
      token: try database.webhookToken(), users: try database.scrobbleUsers(),
      tally: try database.webhookTally().map(ClientWebhookTally.init),
      pending: try database.pendingScrobbles().map(PendingPlay.init), recorded: recorded)
  }
}

extension LiveLibrary {
  /// `S01E02`.
  fileprivate static func code(season: Int, number: Int) -> String {
    "S" + (season < 10 ? "0" : "") + "\(season)E" + (number < 10 ? "0" : "") + "\(number)"
  }
}

extension DatabaseMediaServer {
  init(_ server: ClientMediaServer) {
    switch server {
    case .jellyfin: self = .jellyfin
    case .plex: self = .plex
    case .emby: self = .emby
    }
  }
}

extension ClientMediaServer {
  init(_ server: DatabaseMediaServer) {
    switch server {
    case .jellyfin: self = .jellyfin
    case .plex: self = .plex
    case .emby: self = .emby
    }
  }
}

extension WebhookResult {
  init(_ outcome: WebhookOutcome) {
    switch outcome {
    case .recorded(let play):
      self = .recorded(WebhookPlay(play))
    case .duplicate(let play):
      self = .duplicate(WebhookPlay(play))
    case .pending(let pending):
      self = .pending(PendingPlay(pending))
    case .ignored(let event):
      self = .ignored(reason: event.reason.rawValue, detail: event.detail)
    }
  }
}

extension WebhookPlay {
  init(_ scrobble: RecordedScrobble) {
    self.init(
      server: ClientMediaServer(scrobble.server), show: ShowID(rawValue: scrobble.showID),
      showTitle: scrobble.showTitle, codes: scrobble.codes, playsAdded: scrobble.playsAdded)
  }
}

extension PendingPlay {
  init(_ pending: PendingScrobble) {
    let play = pending.play
    let season = "S" + (play.season < 10 ? "0" : "") + "\(play.season)"
    let numbers = play.episodes.map { "E" + ($0 < 10 ? "0" : "") + "\($0)" }
    self.init(
      id: pending.id, server: ClientMediaServer(play.server), user: play.user,
      showTitle: play.showTitle, episodes: season + numbers.joined(separator: "-"),
      watchedAt: play.watchedAt, reason: pending.reason)
  }
}

extension ClientWebhookTally {
  init(_ tally: DatabaseWebhookTally) {
    var ignored: [String: Int] = [:]
    for (reason, count) in tally.ignored { ignored[reason.rawValue] = count }
    self.init(
      server: ClientMediaServer(tally.server), user: tally.user,
      recorded: tally.recorded, duplicates: tally.duplicates, pending: tally.pending,
      ignored: ignored, lastAt: tally.lastAt)
  }
}
