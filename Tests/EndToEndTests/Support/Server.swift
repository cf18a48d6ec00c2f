import Foundation
import HTTPTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `showtracker serve` running on a test's library, stopped when released.
final class Server {
  let process: Process
  /// The URL it printed first.
  let url: String
  /// Its port.
  let port: UInt16
  private let errors: Pipe

  /// Starts `showtracker serve --port 0 arguments…` on `library` (with `environment` added to
  /// its environment) and reads its URL.
  init(
    _ library: Library, _ arguments: [String] = [], environment: [String: String] = [:]
  ) throws {
    process = Process()
    process.executableURL = library.binary.url
    process.arguments = ["serve", "--port", "0"] + arguments
    process.environment = ShowTrackerBinary.environment(
      home: library.home,
      extra: environment.merging(["SHOWTRACKER_DB": library.database.path]) { $1 })
    let output = Pipe()
    errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var line: [UInt8] = []
    let deadline = ContinuousClock.now + .seconds(30)
    while !line.contains(UInt8(ascii: "\n")) {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty, ContinuousClock.now < deadline else { break }
      line += data
    }
    let printed = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(
      String.init)
    // http://127.0.0.1:PORT/ (with --listen, ?token=… after it)
    let authority = printed?.split(separator: "/").dropFirst().first
    let portText = authority?.split(separator: ":").last
    guard let printed, let port = portText.flatMap({ UInt16($0) }) else {
      process.terminate()
      throw Failure(description: "serve printed no URL: \(printed ?? "nothing")")
    }
    url = printed
    self.port = port
  }

  deinit { stop() }

  /// Stops the server (SIGTERM) and waits for it to end.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// `GET path` (or another method), with `headers` and `body`.
  func request(
    _ path: String, method: String = "GET", headers: [(String, String)] = [], body: String = ""
  ) async throws -> TestHTTPResponse {
    try await TestHTTPClient.request(method, path, headers: headers, body: body, port: port)
  }

  /// A browser session of the server's own: its cookie and the CSRF token a page gave it.
  func session(on path: String = "/") async throws -> (cookie: String, token: String) {
    let page = try await request(path)
    let cookie = try #require(page.values(of: "Set-Cookie").first?.split(separator: ";").first)
    let token = try #require(
      page.text.firstMatch(of: /name="csrf_token" value="([0-9a-f]+)"/)?.output.1)
    return (String(cookie), String(token))
  }
}
