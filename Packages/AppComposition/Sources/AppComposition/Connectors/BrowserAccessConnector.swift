import LibraryClient
import Redux

/// What `serve --listen` reads: the token other devices' browsers must show.
public enum BrowserAccessOutput: Equatable, Sendable {
  /// Not asked for yet, or on its way.
  case running
  /// The token in force.
  case token(String)
  /// Why it could not be read, in words.
  case failed(message: String)
}

/// What `serve --listen` can ask for.
public enum BrowserAccessOutputAction: Equatable, Sendable {
  /// Read the token, after making a new one when `rotate`.
  case tokenRequested(rotate: Bool)
}

extension Connectors {
  /// Maps the browser token's status to ``BrowserAccessOutput``.
  public struct BrowserAccessConnector: Connector, Sendable {
    /// Creates the browser token's connector.
    public init() {}

    public func connect(state: AppState) -> BrowserAccessOutput {
      switch state.browserAccess {
      case .idle, .running: .running
      case .token(let token): .token(token)
      case .failed(let error): .failed(message: ErrorText.message(error))
      }
    }

    public func connect(action: BrowserAccessOutputAction) -> AppAction {
      switch action {
      case .tokenRequested(let rotate): .browserAccess(.tokenRequested(rotate: rotate))
      }
    }
  }
}
