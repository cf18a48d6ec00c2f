import Synchronization

/// One server-sent event (`text/event-stream`, the HTML standard's `EventSource`).
///
/// ```swift
/// ServerSentEvent(event: "changed", data: "42")  // event: changed\ndata: 42\n\n
/// ```
public struct ServerSentEvent: Sendable, Equatable {
  /// The event's type (`addEventListener(type, …)` on the page); `nil` for `message`.
  public var event: String?
  /// The data: one `data:` line per line of it.
  public var data: String
  /// The event's id, which the browser sends back as `Last-Event-ID` when it reconnects.
  public var id: String?

  /// An event of type `event` carrying `data`.
  public init(event: String? = nil, data: String, id: String? = nil) {
    self.event = event
    self.data = data
    self.id = id
  }

  /// The event as the stream carries it. Line breaks in `event` and `id` are removed (they
  /// would start another field); `data` is split into one `data:` line per line.
  public var encoded: [UInt8] {
    var text = ""
    if let event { text += "event: \(Self.oneLine(event))\n" }
    if let id { text += "id: \(Self.oneLine(id))\n" }
    let lines = data.replacing("\r\n", with: "\n").split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
    for line in lines { text += "data: \(line)\n" }
    text += "\n"
    return Array(text.utf8)
  }

  private static func oneLine(_ text: String) -> String {
    String(text.unicodeScalars.filter { $0 != "\r" && $0 != "\n" }.map(Character.init))
  }
}

/// A stream of server-sent events the app pushes to: every browser connected to it (through a
/// route answering ``HTTPResponse/events(from:)``) receives each event sent.
///
/// ```swift
/// let changes = EventSource()
/// router.get("/events") { _ in .events(from: changes) }
/// changes.send(ServerSentEvent(event: "changed", data: "\(version)"))
/// ```
///
/// Sending never waits for a browser: one whose connection cannot take the event at once (it
/// stopped reading) is dropped, and so is one that closed its connection.
public final class EventSource: Sendable {
  private struct Clients: Sendable {
    var next = 0
    var descriptors: [Int: Int32] = [:]
  }

  private let clients = Mutex(Clients())
  private let sent = Atomic<Int>(0)

  /// A source with no browser connected.
  public init() {}

  /// How many browsers are connected now.
  public var connectedClients: Int { clients.withLock { $0.descriptors.count } }

  /// How many events were sent (to any number of browsers).
  public var eventsSent: Int { sent.load(ordering: .relaxed) }

  /// Writes `event` to every connected browser.
  public func send(_ event: ServerSentEvent) {
    sent.add(1, ordering: .relaxed)
    writeToAll(event.encoded)
  }

  /// A comment line (`: keep-alive`), which browsers ignore: it finds connections that died
  /// without closing.
  func sendKeepAlive(to id: Int) {
    write(Array(": keep-alive\n\n".utf8), to: id)
  }

  /// Starts writing to `descriptor`, whose stream's head is already written.
  func attach(_ descriptor: Int32) -> Int {
    clients.withLock {
      $0.next += 1
      $0.descriptors[$0.next] = descriptor
      return $0.next
    }
  }

  /// Stops writing to the client `id`; its connection's thread closes it.
  func detach(_ id: Int) {
    _ = clients.withLock { $0.descriptors.removeValue(forKey: id) }
  }

  private func writeToAll(_ bytes: [UInt8]) {
    clients.withLock { clients in
      for (id, descriptor) in clients.descriptors
      where !Socket.write(bytes, to: descriptor, waiting: false) {
        // Its thread sees the shutdown, stops waiting and closes it.
        clients.descriptors.removeValue(forKey: id)
        Socket.shutdownBoth(descriptor)
      }
    }
  }

  private func write(_ bytes: [UInt8], to id: Int) {
    clients.withLock { clients in
      guard let descriptor = clients.descriptors[id] else { return }
      if !Socket.write(bytes, to: descriptor, waiting: false) {
        clients.descriptors.removeValue(forKey: id)
        Socket.shutdownBoth(descriptor)
      }
    }
  }
}
