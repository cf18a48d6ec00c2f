#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Jellyfin's Webhook plugin, Generic destination with "Send All Properties": one flat object.
///
/// A play is a `PlaybackStop` with `PlayedToCompletion`, or a `UserDataSaved` whose
/// `SaveReason` is `TogglePlayed` or `PlaybackFinished` with `Played` true (`TogglePlayed`
/// with `Played` false is an episode marked unplayed). The ids (`Provider_tvdb`,
/// `Provider_imdb`, `Provider_tmdb`) are the episode's; `Year` is the episode's too, so the
/// show's year is left out.
enum JellyfinWebhook {
  static let source = "jellyfin webhook"

  /// The plugin's notification types that are never a play.
  private static let otherEvents: Set<String> = [
    "PlaybackStart", "PlaybackProgress", "ItemAdded", "ItemDeleted", "Generic",
    "AuthenticationFailure", "AuthenticationSuccess", "SessionStart", "PendingRestart",
    "TaskCompleted", "SubtitleDownloadFailure", "PluginInstallationCancelled",
    "PluginInstallationFailed", "PluginInstalled", "PluginInstalling", "PluginUninstalled",
    "PluginUpdated", "UserCreated", "UserDeleted", "UserLockedOut", "UserPasswordChanged",
    "UserUpdated", "ApplicationUpdateAvailable",
  ]

  static func decode(_ json: [UInt8], receivedAt: Date) throws(ImportError) -> MediaServerEvent {
    let root = try WebhookPayload.root(json, source: source)
    let event = try root.requiredString("NotificationType")
    let itemType = try root.optionalString("ItemType")
    let title = try root.optionalString("Name")
    let user = try root.optionalString("NotificationUsername")
    return try WebhookPayload.event(
      try verdict(event, root), itemType: itemType, server: .jellyfin, user: user,
      detail: WebhookPayload.detail(event: event, itemType: itemType, title: title)
    ) { () throws(ImportError) in
      let first = try WebhookPayload.requiredNumber(
        root, "EpisodeNumber", in: ValueLimits.episodeNumber,
        missing: "episode has no episode number")
      let last = try WebhookPayload.number(root, "EpisodeNumberEnd", in: ValueLimits.episodeNumber)
      return ScrobbledPlay(
        server: .jellyfin, user: user,
        showTitle: try WebhookPayload.requiredText(
          root, "SeriesName", missing: "episode has no series name"),
        season: try WebhookPayload.requiredNumber(
          root, "SeasonNumber", in: ValueLimits.season, missing: "episode has no season number"),
        episodes: try WebhookPayload.episodes(
          first: first, last: last, lastNode: try root.optional("EpisodeNumberEnd")),
        episodeIDs: try WebhookPayload.ids(
          tvdb: try root.optional("Provider_tvdb"), imdb: try root.optional("Provider_imdb"),
          tmdb: try root.optional("Provider_tmdb")),
        episodeTitle: title,
        watchedAt: try WebhookPayload.date(
          try root.optional("UtcTimestamp"), receivedAt: receivedAt))
    }
  }

  private static func verdict(
    _ event: String, _ root: JSONNode
  ) throws(ImportError) -> WebhookPayload.Verdict {
    switch event {
    case "PlaybackStop":
      return try WebhookPayload.flag(root, "PlayedToCompletion") == true
        ? .play : .ignored(.notFinished)
    case "UserDataSaved":
      let played = try WebhookPayload.flag(root, "Played")
      switch try root.optionalString("SaveReason") {
      case "TogglePlayed": return played == true ? .play : .ignored(.markedUnplayed)
      case "PlaybackFinished": return played == true ? .play : .ignored(.notFinished)
      default: return .ignored(.notAPlay)
      }
    case _ where otherEvents.contains(event):
      return .ignored(.notAPlay)
    default:
      return .ignored(.unknownEvent)
    }
  }
}
