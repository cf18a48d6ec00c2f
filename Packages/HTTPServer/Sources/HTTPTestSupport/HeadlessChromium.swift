import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real browser for tests: Debian's headless `chromium`, driven through `chromedriver` by
/// WebDriver (the W3C protocol: JSON over plain HTTP, so the client is ``TestHTTPClient``).
///
/// ```swift
/// try await HeadlessChromium.withSession { browser in
///   try await browser.open(server.url)
///   try await browser.click("a[href='/history']")
///   let title = try await browser.text(of: "h1")
///   try await browser.waitUntil("the count shows 1") { try await browser.text(of: "#count") == "1" }
/// }
/// ```
///
/// Each session starts its own `chromedriver` (on a free port) and browser, with a fresh
/// profile, and ends both. Tests use ``testsRun(isAvailable:environment:)`` to skip where
/// Chromium is absent, and fail instead where `SHOWTRACKER_REQUIRE_CHROMIUM=1` (CI).
public final class HeadlessChromium {
  /// The browser and its driver, where Debian installs them.
  public static let browserPath = "/usr/bin/chromium"
  public static let driverPath = "/usr/bin/chromedriver"

  /// Whether both are installed.
  public static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: browserPath)
      && FileManager.default.isExecutableFile(atPath: driverPath)
  }

  /// Whether the browser tests run: when Chromium is here, and when the environment requires
  /// them (`.ci/run` exports `SHOWTRACKER_REQUIRE_CHROMIUM=1`): then a missing Chromium fails
  /// them (``Missing``) instead of skipping them.
  public static func testsRun(
    isAvailable: Bool = isAvailable,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    isAvailable || environment["SHOWTRACKER_REQUIRE_CHROMIUM"] == "1"
  }

  /// Chromium is required but not installed.
  public struct Missing: Error, CustomStringConvertible {
    public init() {}
    public var description: String {
      "Chromium is required (SHOWTRACKER_REQUIRE_CHROMIUM=1) but \(HeadlessChromium.browserPath) "
        + "or \(HeadlessChromium.driverPath) is missing: apt-get install chromium chromium-driver, "
        + "or unset the variable to skip the browser tests"
    }
  }

  /// What the driver answered instead of doing what was asked.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  private let driver: Process
  private let port: UInt16
  private let session: String
  /// The driver's and the browser's temporary folder (`TMPDIR`), removed at the end: the browser
  /// leaves a folder there each run even when it quits cleanly.
  private let temporaryFolder: URL

  private init(driver: Process, port: UInt16, session: String, temporaryFolder: URL) {
    self.temporaryFolder = temporaryFolder
    self.driver = driver
    self.port = port
    self.session = session
  }

  /// Starts a browser, runs `body` with it, and ends the browser whatever `body` did.
  public static func withSession<T>(
    _ body: (HeadlessChromium) async throws -> T
  ) async throws -> T {
    let browser = try await launch()
    do {
      let result = try await body(browser)
      await browser.quit()
      return result
    } catch {
      await browser.quit()
      throw error
    }
  }

  /// Starts `chromedriver` on a free port and a headless browser session through it. Call
  /// ``quit()`` when done (``withSession(_:)`` does).
  public static func launch() async throws -> HeadlessChromium {
    guard isAvailable else { throw Missing() }
    // chromedriver buffers what it prints when that is not a terminal, so the port it picked
    // is not readable in time: pick a free one and pass it.
    let port = try TestSockets.freePort()
    let driver = Process()
    driver.executableURL = URL(fileURLWithPath: driverPath)
    driver.arguments = ["--port=\(port)"]
    driver.standardOutput = FileHandle.nullDevice
    driver.standardError = FileHandle.nullDevice
    let temporaryFolder = FileManager.default.temporaryDirectory
      .appending(path: "showtracker-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporaryFolder.path
    driver.environment = environment
    do {
      try driver.run()
    } catch {
      try? FileManager.default.removeItem(at: temporaryFolder)
      throw error
    }
    do {
      try await waitUntilReady(port: port)
    } catch {
      stop(driver, temporaryFolder)
      throw error
    }
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": browserPath,
            "args": [
              "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--no-first-run", "--window-size=1280,900",
            ],
          ],
        ]
      ]
    ]
    do {
      let answer = try await command(port: port, "POST", "/session", capabilities)
      guard let value = answer as? [String: Any], let session = value["sessionId"] as? String
      else { throw Failure(description: "chromedriver made no session: \(answer)") }
      return HeadlessChromium(
        driver: driver, port: port, session: session, temporaryFolder: temporaryFolder)
    } catch {
      stop(driver, temporaryFolder)
      throw error
    }
  }

  /// Ends the browser and its driver.
  public func quit() async {
    _ = try? await command("DELETE", "")
    _ = try? await TestHTTPClient.request("GET", "/shutdown", port: port, timeout: .seconds(5))
    Self.stop(driver, temporaryFolder)
  }

  /// Ends `driver`: it exits by itself after `/shutdown`; it may ignore `SIGTERM`, so a driver
  /// still running a few seconds later is killed. Then removes its temporary folder.
  private static func stop(_ driver: Process, _ temporaryFolder: URL) {
    let deadline = ContinuousClock.now + .seconds(3)
    while driver.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
    if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    driver.waitUntilExit()
    try? FileManager.default.removeItem(at: temporaryFolder)
  }

  /// How long the driver may take to answer: its first start on a fresh machine (font cache,
  /// profile) under a loaded CI took over 30 s once.
  private static let startTimeout = Duration.seconds(120)

  /// Waits until the driver answers `/status` with `ready`.
  private static func waitUntilReady(port: UInt16) async throws {
    let deadline = ContinuousClock.now + startTimeout
    while ContinuousClock.now < deadline {
      if let status = try? await TestHTTPClient.request("GET", "/status", port: port),
        status.text.contains("\"ready\":true")
      {
        return
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw Failure(description: "chromedriver did not start on port \(port) within \(startTimeout)")
  }

  // MARK: - Pages

  /// Opens `url` and waits until it has loaded.
  public func open(_ url: String) async throws {
    _ = try await command("POST", "/url", ["url": url])
  }

  /// The address of the page shown.
  public func currentURL() async throws -> String {
    try await command("GET", "/url") as? String ?? ""
  }

  /// The page's title (`document.title`).
  public func title() async throws -> String {
    try await command("GET", "/title") as? String ?? ""
  }

  /// The page's DOM as HTML (`document.documentElement.outerHTML`): what the browser built,
  /// not the bytes it was sent.
  public func source() async throws -> String {
    try await command("GET", "/source") as? String ?? ""
  }

  /// A PNG of the window.
  public func screenshot() async throws -> Data {
    guard let text = try await command("GET", "/screenshot") as? String,
      let data = Data(base64Encoded: text)
    else { throw Failure(description: "no screenshot") }
    return data
  }

  // MARK: - Elements

  /// The visible text of the first element matching the CSS `selector`.
  public func text(of selector: String) async throws -> String {
    try await command("GET", "/element/\(try element(selector))/text") as? String ?? ""
  }

  /// The value of the attribute `name` of the first element matching `selector`.
  public func attribute(_ name: String, of selector: String) async throws -> String? {
    try await command("GET", "/element/\(try element(selector))/attribute/\(name)") as? String
  }

  /// How many elements match `selector`.
  public func count(of selector: String) async throws -> Int {
    let answer = try await command(
      "POST", "/elements", ["using": "css selector", "value": selector])
    return (answer as? [Any])?.count ?? 0
  }

  /// Clicks the first element matching `selector` (a link is followed, a submit button sends
  /// its form; the call returns once the next page has loaded).
  public func click(_ selector: String) async throws {
    _ = try await command("POST", "/element/\(try element(selector))/click", [:])
  }

  /// Types `text` into the first element matching `selector`.
  public func type(_ text: String, into selector: String) async throws {
    _ = try await command("POST", "/element/\(try element(selector))/value", ["text": text])
  }

  /// Waits until `condition` holds, checking every 20 ms, and returns how long it took. An
  /// error while checking (the page was replaced between finding an element and reading it)
  /// counts as "not yet".
  ///
  /// - Throws: ``Failure`` naming `what` (and the last error) when it does not hold within
  ///   `timeout`.
  @discardableResult
  public func waitUntil(
    _ what: String, timeout: Duration = .seconds(5), _ condition: () async throws -> Bool
  ) async throws -> Duration {
    let start = ContinuousClock.now
    var lastError: (any Error)?
    while true {
      do {
        if try await condition() { return ContinuousClock.now - start }
      } catch {
        lastError = error
      }
      guard ContinuousClock.now - start < timeout else {
        throw Failure(
          description: "waited \(timeout) for \(what)" + (lastError.map { " (last: \($0))" } ?? ""))
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  private func element(_ selector: String) async throws -> String {
    let answer = try await command(
      "POST", "/element", ["using": "css selector", "value": selector])
    guard let reference = answer as? [String: Any],
      let id = reference["element-6066-11e4-a52e-4f735466cecf"] as? String
    else { throw Failure(description: "no element matches \(selector)") }
    return id
  }

  // MARK: - WebDriver

  private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil)
    async throws -> Any
  {
    try await Self.command(port: port, method, "/session/\(session)\(path)", body)
  }

  /// Sends one WebDriver command and returns its `value`.
  private static func command(
    port: UInt16, _ method: String, _ path: String, _ body: [String: Any]?
  ) async throws -> Any {
    let text = try body.map {
      String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self)
    }
    let response = try await TestHTTPClient.request(
      method, path,
      headers: text == nil ? [] : [("Content-Type", "application/json; charset=utf-8")],
      body: text ?? "", port: port, timeout: .seconds(60))
    let json = try JSONSerialization.jsonObject(
      with: Data(response.body), options: [.fragmentsAllowed])
    let value = (json as? [String: Any])?["value"] ?? NSNull()
    if response.status != 200 {
      let error = value as? [String: Any]
      throw Failure(
        description:
          "WebDriver \(method) \(path): \(error?["error"] ?? response.status): "
          + "\(error?["message"] ?? "")")
    }
    return value
  }
}
