import LibraryClient
import Redux

/// What `serve`'s webhook routes and `showtracker hooks` read: the last event's outcome, or the
/// settings.
public enum WebhookOutput: Equatable, Sendable {
  /// Not asked for yet, or on its way.
  case running
  /// What became of the last event, by its delivery's id.
  case received(delivery: Int, WebhookResult)
  /// The settings, after the change asked for.
  case settings(WebhookSettings)
  /// Why it failed, in words; nothing was written. `delivery` is the event's, or `nil` for the
  /// settings; `badRequest` when the event itself could not be read (a 400 for the server that
  /// sent it).
  case failed(delivery: Int?, message: String, badRequest: Bool)
}

/// What `serve`'s webhook routes and `showtracker hooks` can ask for.
public enum WebhookOutputAction: Equatable, Sendable {
  /// Record an event a media server posted.
  case deliver(WebhookDelivery)
  /// Read the settings, after making the change when one is given.
  case settingsRequested(WebhookSettingsChange?)
}

extension Connectors {
  /// Maps the webhooks' status to ``WebhookOutput``.
  public struct WebhookConnector: Connector, Sendable {
    /// Creates the webhooks' connector.
    public init() {}

    public func connect(state: AppState) -> WebhookOutput {
      switch state.webhooks {
      case .idle, .running: .running
      case .received(let delivery, let result): .received(delivery: delivery, result)
      case .settings(let settings): .settings(settings)
      case .failed(let delivery, let error):
        if case .library(.invalidImport) = error {
          .failed(delivery: delivery, message: ErrorText.message(error), badRequest: true)
        } else {
          .failed(delivery: delivery, message: ErrorText.message(error), badRequest: false)
        }
      }
    }

    public func connect(action: WebhookOutputAction) -> AppAction {
      switch action {
      case .deliver(let delivery): .webhooks(.received(delivery))
      case .settingsRequested(let change): .webhooks(.settingsRequested(change))
      }
    }
  }
}
