#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Emby's webhooks: the JSON of the `data` form field, or the body itself.
///
/// A play is a `playback.stop` with `PlaybackInfo.PlayedToCompletion`, or `item.markplayed`;
/// `item.markunplayed` is an episode marked unplayed. The item is `Item`: `SeriesName`,
/// `ParentIndexNumber` the season, `IndexNumber` (to `IndexNumberEnd` for a two-episode file)
/// the episode, `ProviderIds` the episode's ids. `ProductionYear` is the episode's, so the
/// show's year is left out. The time is `Date`.
enum EmbyWebhook {
  static let source = "emby webhook"

  /// Events that are never a play.
  private static let otherEvents: Set<String> = [
    "playback.start", "playback.pause", "playback.unpause", "library.new", "item.rate",
  ]

  static func decode(_ json: [UInt8], receivedAt: Date) throws(ImportError) -> MediaServerEvent {
    let root = try WebhookPayload.root(json, source: source)
    let event = try root.requiredString("Event")
    let item = try root.optional("Item")
    _ = try item?.object()
    let itemType = try item?.optionalString("Type")
    let title = try item?.optionalString("Name")
    let user = try root.optional("User")?.optionalString("Name")
    let verdict: WebhookPayload.Verdict
    switch event {
    case "playback.stop":
      let finished = try root.optional("PlaybackInfo").map { info throws(ImportError) in
        try WebhookPayload.flag(info, "PlayedToCompletion")
      }
      verdict = finished == true ? .play : .ignored(.notFinished)
    case "item.markplayed": verdict = .play
    case "item.markunplayed": verdict = .ignored(.markedUnplayed)
    case _
    where otherEvents.contains(event) || event.hasPrefix("system.")
      || event.hasPrefix("user."):
      verdict = .ignored(.notAPlay)
    default: verdict = .ignored(.unknownEvent)
    }
    return try WebhookPayload.event(
      verdict, itemType: itemType, server: .emby, user: user,
      detail: WebhookPayload.detail(event: event, itemType: itemType, title: title)
    ) { () throws(ImportError) in
      // An episode: `itemType` came from `Item`.
      guard let item else { throw root.error("the episode has no Item") }
      let first = try WebhookPayload.requiredNumber(
        item, "IndexNumber", in: ValueLimits.episodeNumber,
        missing: "episode has no episode number")
      let last = try WebhookPayload.number(item, "IndexNumberEnd", in: ValueLimits.episodeNumber)
      let providerIDs = try item.optional("ProviderIds")
      return ScrobbledPlay(
        server: .emby, user: user,
        showTitle: try WebhookPayload.requiredText(
          item, "SeriesName", missing: "episode has no series name"),
        season: try WebhookPayload.requiredNumber(
          item, "ParentIndexNumber", in: ValueLimits.season,
          missing: "episode has no season number"),
        episodes: try WebhookPayload.episodes(
          first: first, last: last, lastNode: try item.optional("IndexNumberEnd")),
        episodeIDs: try WebhookPayload.ids(
          tvdb: try providerIDs?.optional("Tvdb"), imdb: try providerIDs?.optional("Imdb"),
          tmdb: try providerIDs?.optional("Tmdb")),
        episodeTitle: title,
        watchedAt: try WebhookPayload.date(try root.optional("Date"), receivedAt: receivedAt))
    }
  }
}
