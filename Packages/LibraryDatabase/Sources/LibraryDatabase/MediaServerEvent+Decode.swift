#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension MediaServerEvent {
  /// Decodes one webhook body: the JSON itself (the HTTP layer has already taken Plex's
  /// `payload` or Emby's `data` form field out of a multipart or urlencoded body).
  ///
  /// Only a finished play of an episode is a ``play(_:)``: Jellyfin's `PlaybackStop` with
  /// `PlayedToCompletion` or `UserDataSaved` marking it played, Plex's `media.scrobble`,
  /// Emby's `playback.stop` with `PlayedToCompletion` or `item.markplayed`. Anything else is
  /// ``ignored(_:)`` with its reason: a movie, music, a start or pause, a stop before the end,
  /// an episode marked unplayed, an event the server does not document. Numbers may be JSON
  /// numbers or strings of digits.
  ///
  /// ```swift
  /// let event = try MediaServerEvent.decode(body, from: .jellyfin, receivedAt: Date())
  /// if case .play(let play) = event { print(play.showTitle, play.season, play.episodes) }
  /// ```
  ///
  /// - Parameters:
  ///   - json: The body's JSON, UTF-8.
  ///   - server: The server that sent it: its format.
  ///   - receivedAt: When the body arrived: the play's time when the payload has none.
  /// - Returns: The play, or why the event records nothing.
  /// - Throws: ``ImportError`` (source `jellyfin webhook`, `plex webhook` or `emby webhook`)
  ///   when the body is not JSON (with the line and column), not an object, has no event name,
  ///   or is the play of an episode without a series name, season or episode number (with the
  ///   field's path: `.SeasonNumber: episode has no season number`): a bad request.
  public static func decode(
    _ json: [UInt8], from server: MediaServer, receivedAt: Date
  ) throws(ImportError) -> MediaServerEvent {
    switch server {
    case .jellyfin: try JellyfinWebhook.decode(json, receivedAt: receivedAt)
    case .plex: try PlexWebhook.decode(json, receivedAt: receivedAt)
    case .emby: try EmbyWebhook.decode(json, receivedAt: receivedAt)
    }
  }
}
