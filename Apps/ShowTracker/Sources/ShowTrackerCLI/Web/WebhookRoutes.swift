import AppComposition
import HTTPServer
import LibraryClient
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `serve`'s webhook routes: `POST /hooks/jellyfin`, `/hooks/plex`, `/hooks/emby`, each taking
/// its server's events in the server's own format, behind the webhook token and none of the
/// browser's checks (a media server keeps no cookie and sends no `Origin`).
///
/// ```swift
/// let hooks = WebhookRoutes(store: session.store)
/// router.group(WebhookRoutes.prefix, middleware: [hooks.tokenCheck]) { hooks.add(to: &$0) }
/// ```
///
/// Each event goes through the store (``WebhookAction/received(_:)``), one at a time, and the
/// answer says what became of it: 200 for a play recorded (or recorded already), 202 for one
/// kept for later or an event that records nothing, 400 for a body that is not the server's
/// format, and 503 when the library could not be written (the server may send it again).
@MainActor
final class WebhookRoutes {
  /// Where the webhooks are: `/hooks`.
  nonisolated static let prefix = "/hooks"

  private let output: Store<WebhookOutput, WebhookOutputAction>
  private let turns = Turns()
  /// The id of the last delivery sent: each answer waits for its own delivery's outcome, never
  /// another's (one that came too late for its own answer lands in between).
  private var lastDelivery = 0
  private let now: @Sendable () -> Date
  /// How long an event waits for its play to be written: a backstop.
  private let timeout: Duration = .seconds(10)

  init(store: Store<AppState, AppAction>, now: @escaping @Sendable () -> Date = { Date() }) {
    output = store.connect(using: Connectors.WebhookConnector())
    self.now = now
  }

  /// The path of `server`'s webhook: `/hooks/jellyfin`.
  nonisolated static func path(of server: MediaServer) -> String {
    "\(prefix)/\(server.rawValue)"
  }

  /// The URL to paste into `server`, on a server whose root is `base` (`http://host:8080/`).
  nonisolated static func url(of server: MediaServer, base: String, token: String) -> String {
    let root = base.hasSuffix("/") ? String(base.dropLast()) : base
    return "\(root)\(path(of: server))?\(tokenField)=\(token)"
  }

  /// The query field of the token.
  nonisolated static let tokenField = "token"

  /// The check of the webhook token, read from the library at each request (so a rotated one
  /// takes effect at once).
  var tokenCheck: QueryTokenCheck {
    QueryTokenCheck(field: Self.tokenField) { @MainActor in await self.token() }
  }

  /// The token in force, or `nil` when the library cannot say.
  func token() async -> String? {
    await turns.run {
      output.send(.settingsRequested(nil))
      var token: String?
      _ = await output.wait(
        until: { state in
          switch state {
          case .settings(let settings):
            token = settings.token
            return true
          case .failed(delivery: nil, _, _): return true
          default: return false
          }
        }, timeout: timeout)
      return token
    }
  }

  /// Adds the routes, relative to ``prefix``.
  func add(to router: inout Router) {
    router.post("/:server") { request in await self.receive(request) }
  }

  /// One event: read from the body, recorded through the store, answered with what became of
  /// it.
  func receive(_ request: HTTPRequest) async -> HTTPResponse {
    let name = request.parameters["server"] ?? ""
    guard let server = MediaServer(rawValue: name) else {
      let names = MediaServer.allCases.map(\.rawValue).joined(separator: ", ")
      return .text(
        "There is no webhook for '\(name)': the servers are \(names).\n", status: .notFound)
    }
    let json: [UInt8]
    do throws(WebhookBodyError) {
      json = try Self.payload(of: request, from: server)
    } catch {
      return .text(
        "This \(server.displayName) event cannot be read: \(error).\n", status: .badRequest)
    }
    return await turns.run {
      lastDelivery += 1
      let id = lastDelivery
      let delivery = WebhookDelivery(id: id, server: server, json: json, receivedAt: now())
      // The answer once this delivery's play is written, without waiting for what follows it
      // (a show looked for on TVMaze).
      output.send(.deliver(delivery))
      // The outcome as it was when it came: a late one of an earlier delivery may replace it
      // before this turn reads the store again.
      var outcome: WebhookOutput?
      _ = await output.wait(
        until: { state in
          switch state {
          case .received(id, _), .failed(id, _, _):
            outcome = state
            return true
          default: return false
          }
        }, timeout: timeout)
      guard let outcome else {
        return .text(
          "Nothing was recorded yet: the library did not answer in time (it may be busy); "
            + "the play is recorded if it answers later.\n", status: .serviceUnavailable)
      }
      return Self.answer(outcome, from: server)
    }
  }

  /// The answer for the outcome the store holds.
  nonisolated private static func answer(_ state: WebhookOutput, from server: MediaServer)
    -> HTTPResponse
  {
    switch state {
    case .received(_, .recorded(let play)):
      let plays = play.playsAdded == 1 ? "1 play" : "\(play.playsAdded) plays"
      return .text(
        "Recorded \(plays) from \(server.displayName): \(play.showTitle) "
          + "\(play.codes.joined(separator: ", ")).\n")
    case .received(_, .duplicate(let play)):
      return .text(
        "Recorded already: \(play.showTitle) \(play.codes.joined(separator: ", ")) "
          + "(the same play, sent again).\n")
    case .received(_, .pending(let pending)):
      return .text(
        "Kept for later, as pending play \(pending.id): \(pending.reason). "
          + "See `showtracker hooks \(Options.pending)`.\n", status: .accepted)
    case .received(_, .ignored(let reason, let detail)):
      return .text("Nothing recorded (\(reason)): \(detail).\n", status: .accepted)
    case .failed(_, let message, let badRequest):
      return .text(
        "Nothing was recorded: \(message)\n",
        status: badRequest ? .badRequest : .serviceUnavailable)
    case .running, .settings:
      return .text(
        "Nothing was recorded: the library did not answer in time.\n",
        status: .serviceUnavailable)
    }
  }

  /// The event's JSON: the body itself for Jellyfin (which sends it as `text/plain` unless
  /// told otherwise), the `payload` field of Plex's multipart body, and for Emby the `data`
  /// field of a form (multipart or URL-encoded) or the body itself (`application/json`).
  nonisolated static func payload(
    of request: HTTPRequest, from server: MediaServer
  ) throws(WebhookBodyError) -> [UInt8] {
    let form: MultipartForm?
    do {
      form = try request.multipartForm()
    } catch {
      throw WebhookBodyError(description: "its multipart body is broken (\(error))")
    }
    switch server {
    case .jellyfin:
      if let form {
        guard let part = form.parts.first else {
          throw WebhookBodyError(description: "it is empty")
        }
        return try nonEmpty(part.body)
      }
      return try nonEmpty(request.body)
    case .plex:
      guard let form else {
        throw WebhookBodyError(
          description: "Plex posts multipart/form-data with a payload field, and this is "
            + (request.contentType ?? "a body without a Content-Type"))
      }
      guard let payload = form["payload"] else {
        throw WebhookBodyError(description: "its multipart body has no payload field")
      }
      return try nonEmpty(payload.body)
    case .emby:
      if let form {
        guard let data = form["data"] else {
          throw WebhookBodyError(description: "its multipart body has no data field")
        }
        return try nonEmpty(data.body)
      }
      if request.contentType == "application/x-www-form-urlencoded" {
        let fields: FormFields
        do {
          fields = try FormFields(urlEncoded: request.body[...])
        } catch {
          throw WebhookBodyError(description: "its form holds \(error)")
        }
        guard let data = fields["data"] else {
          throw WebhookBodyError(description: "its form has no data field")
        }
        return try nonEmpty(Array(data.utf8))
      }
      return try nonEmpty(request.body)
    }
  }

  nonisolated private static func nonEmpty(_ bytes: [UInt8]) throws(WebhookBodyError) -> [UInt8] {
    guard !bytes.isEmpty else { throw WebhookBodyError(description: "it is empty") }
    return bytes
  }
}

/// Why a webhook's body holds no event to read: one line, for the 400 answer.
struct WebhookBodyError: Error, CustomStringConvertible {
  var description: String
}
