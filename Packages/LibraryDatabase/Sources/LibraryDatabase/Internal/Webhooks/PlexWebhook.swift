import TextFormats

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Plex Media Server's webhooks: the JSON of the `payload` form field.
///
/// A play is `media.scrobble` (Plex sends it at 90 % of an item); the item is `Metadata`:
/// `grandparentTitle` the series, `parentIndex` the season, `index` the episode, and the
/// `Guid` array the episode's ids (`tvdb://…`, `imdb://…`, `tmdb://…`). `year` is the
/// episode's, so the show's year is left out. The time is `lastViewedAt` (Unix seconds).
enum PlexWebhook {
  static let source = "plex webhook"

  /// Events that are never a play.
  private static let otherEvents: Set<String> = [
    "media.play", "media.stop", "media.pause", "media.resume", "media.rate", "library.new",
    "library.on.deck", "device.new", "playback.started",
  ]

  static func decode(_ json: [UInt8], receivedAt: Date) throws(ImportError) -> MediaServerEvent {
    let root = try WebhookPayload.root(json, source: source)
    let event = try root.requiredString("event")
    let metadata = try root.optional("Metadata")
    _ = try metadata?.object()
    let itemType = try metadata?.optionalString("type")
    let title = try metadata?.optionalString("title")
    let user = try root.optional("Account")?.optionalString("title")
    let verdict: WebhookPayload.Verdict =
      switch event {
      case "media.scrobble": .play
      case _ where otherEvents.contains(event) || event.hasPrefix("admin.database."):
        .ignored(.notAPlay)
      default: .ignored(.unknownEvent)
      }
    return try WebhookPayload.event(
      verdict, itemType: itemType, server: .plex, user: user,
      detail: WebhookPayload.detail(event: event, itemType: itemType, title: title)
    ) { () throws(ImportError) in
      // An episode: `itemType` came from `Metadata`.
      guard let metadata else { throw root.error("the episode has no Metadata") }
      return ScrobbledPlay(
        server: .plex, user: user,
        showTitle: try WebhookPayload.requiredText(
          metadata, "grandparentTitle", missing: "episode has no series name"),
        season: try WebhookPayload.requiredNumber(
          metadata, "parentIndex", in: ValueLimits.season, missing: "episode has no season number"),
        episodes: [
          try WebhookPayload.requiredNumber(
            metadata, "index", in: ValueLimits.episodeNumber,
            missing: "episode has no episode number")
        ],
        episodeIDs: try ids(metadata.optional("Guid")),
        episodeTitle: title,
        watchedAt: try WebhookPayload.date(
          unixSeconds: try metadata.optional("lastViewedAt"), receivedAt: receivedAt))
    }
  }

  /// The ids in `Guid`: `[{"id": "tvdb://123"}, {"id": "imdb://tt0123"}, …]`; other schemes
  /// (`plex://`) are skipped.
  private static func ids(_ guids: JSONNode?) throws(ImportError) -> ExternalIDs {
    var ids = ExternalIDs()
    for guid in try guids?.array() ?? [] {
      guard let id = try guid.optional("id") else { continue }
      let text = try id.string().trimmingWhitespace()
      guard let separator = text.firstRange(of: "://") else { continue }
      let value = String(text[separator.upperBound...])
      let valueNode = JSONNode(value: .string(value), path: id.path, source: id.source)
      switch text[..<separator.lowerBound] {
      case "tvdb": ids.tvdb = try WebhookPayload.number(valueNode).flatMap { $0 > 0 ? $0 : nil }
      case "tmdb": ids.tmdb = try WebhookPayload.number(valueNode).flatMap { $0 > 0 ? $0 : nil }
      case "imdb": ids.imdb = value.isEmpty ? nil : try id.checkedLength(value)
      default: continue
      }
    }
    return ids
  }
}
