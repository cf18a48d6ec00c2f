import LibraryClient

/// Where the last media server's event, or the last look at the webhook settings, stands.
public enum WebhookStatus: Hashable, Sendable {
  /// Nothing asked for yet.
  case idle
  /// An event is being recorded, or the settings read.
  case running
  /// The last event's outcome, by the delivery's id (`WebhookDelivery.id`).
  case received(delivery: Int, WebhookResult)
  /// The settings, after the change asked for (`showtracker hooks`).
  case settings(WebhookSettings)
  /// The event of this delivery could not be read or written (nothing was written), or, without
  /// one, the settings could not be read or changed.
  case failed(delivery: Int?, AppError)
}

/// Plays from media servers: an event a webhook posted to `serve`, and `showtracker hooks`.
public enum WebhookAction: Equatable, Sendable, Codable {
  /// A media server posted an event.
  case received(WebhookDelivery)
  /// The event of this delivery was recorded, kept for later, or ignored.
  case handled(delivery: Int, WebhookResult)
  /// Read the settings, after making the change when one is given.
  case settingsRequested(WebhookSettingsChange?)
  /// The settings, after the change.
  case settingsLoaded(WebhookSettings)
  /// The show a pending play named, which the library lacked, was found on TVMaze and saved.
  case showAddedFromTVMaze(FetchedShowSaved)
  /// Pending plays were matched again, and these recorded.
  case pendingRecorded([WebhookPlay])
  /// The event of this delivery, or without one the change, failed, and wrote nothing.
  case failed(delivery: Int?, AppError)
}
