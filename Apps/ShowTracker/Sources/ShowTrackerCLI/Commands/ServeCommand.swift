import AppComposition
import HTTPServer
import LibraryClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandSpec {
  static let serve = CommandSpec(
    name: "serve", brief: "the app's screens in a web browser",
    synopsis: [
      .option(Options.port, "the port (default 8080); 0 picks a free one"),
      .option(
        Options.listen,
        "listen on ADDRESS, one of this machine's numeric addresses, for other devices on the "
          + "network (default 127.0.0.1: this machine only); the URL printed then carries an "
          + "access token, which the browser keeps as a cookie; the token is kept with the "
          + "library, so the URL stays the same at every start"),
      .option(
        Options.rotate,
        "make a new access token for \(Options.listen): every device needs the new URL"),
      .option(Options.open, "open the page in the web browser (xdg-open)"),
    ],
    summary: "Serve the library's screens as web pages, live, until stopped (Ctrl-C).",
    details: """
      Prints its URL first, then the URL of each media server's webhook (one line each,
      `jellyfin webhook: URL`): while serve runs, plays from Jellyfin, Plex and Emby reach the
      library by themselves (see showtracker hooks --help). Up Next is /, and /history, /search?q=QUERY, /shows/ID,
      /upcoming, /my-shows and /stats are the other screens; buttons mark episodes watched,
      follow shows, undo. A page updates by itself when its screen changes, here or in another
      program (a `showtracker watch`, the terminal app). Keys as in the terminal app: j and k
      move, Enter opens, w marks watched, / searches.
      """,
    run: ServeCommand.run)
}

/// `showtracker serve`: the browser app (``WebApp``) on an ``HTTPServer``, until the process
/// is stopped.
///
/// The server answers only its own address in `Host` (a DNS-rebinding page is refused), every
/// form's POST needs the browser session's CSRF token, and every answer carries the security
/// headers (a policy that runs only the app's own script, no framing). On an address other than
/// loopback (`--listen`), every request needs the access token printed once in the URL.
enum ServeCommand {
  /// The port without `--port`.
  static let defaultPort = 8080
  /// Where posters come from: the only images from elsewhere the pages' policy allows.
  static let imageSources = ["https://static.tvmaze.com"]
  /// How often the browser app asks whether another program changed the library: a page
  /// shows another program's change within a second.
  static let libraryWatchInterval: Duration = .milliseconds(250)
  /// The request limits: a browser's forms are small, but Plex posts a poster (a JPEG of some
  /// tens of kilobytes) beside each event; a larger body is 413.
  static let limits = HTTPLimits(bodyBytes: 1 << 20)

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.serve
    if let extra = invocation.positionals.first {
      throw .usage("unexpected argument '\(extra)'", command: spec.name)
    }
    let port = try invocation[Options.port] ?? defaultPort
    let address = try invocation[Options.listen] ?? "127.0.0.1"
    if ["0.0.0.0", "::", "[::]"].contains(address) {
      throw .usage(
        "\(Options.listen) needs one of this machine's addresses, not \(address) (every "
          + "address): the server checks that requests name the address it serves",
        command: spec.name)
    }
    let session = try AppSession.open(
      invocation, console: console, access: .write, libraryWatchInterval: libraryWatchInterval,
      waiting: .status, tvmaze: console.tvmazeOrFailing(),
      program: ProgramName.app(process: getpid()))
    let server: HTTPServer
    do {
      server = try HTTPServer(
        configuration: .init(address: address, port: UInt16(port), limits: limits))
    } catch {
      throw .failure("cannot serve: \(error)")
    }
    // The browser token is the library's (the same at every start, so a device's bookmark
    // keeps working); --rotate makes a new one even when serving this machine alone.
    var access: AccessTokenCheck?
    if !server.isLoopback || invocation[Options.rotate] {
      let output = session.store.connect(using: Connectors.BrowserAccessConnector())
      await output.send(.tokenRequested(rotate: invocation[Options.rotate])).finish()
      guard case .token(let token) = output.state else {
        if case .failed(let message) = output.state { throw .failure("cannot serve: \(message)") }
        throw .failure("cannot serve: the library did not give its access token")
      }
      if !server.isLoopback {
        access = AccessTokenCheck(token: token, cookieName: "showtracker-access-\(server.port)")
      }
    }
    let url = access?.url(for: server) ?? server.url
    try console.print(url)
    let app = WebApp(store: session.store)
    let hooks = WebhookRoutes(store: session.store)
    guard let token = await hooks.token() else {
      throw .failure("cannot serve: the library has no webhook token and cannot make one")
    }
    try console.print(
      MediaServer.allCases.map {
        "\($0.rawValue) webhook: \(WebhookRoutes.url(of: $0, base: server.url, token: token))"
      }.joined(separator: "\n"))
    session.store.send(.clockStarted)
    session.store.send(.libraryWatchStarted)
    app.start()
    // The browser's pages and forms behind the browser's checks; the webhooks behind their
    // token alone (a media server keeps no cookie, sends no Origin, may name the host its own
    // way); the security headers on every answer.
    var router = app.router
    router.use(HostCheck(servedBy: server))
    if let access { router.use(access) }
    router.use(CSRFProtection(cookieName: "showtracker-\(server.port)"))
    router.group(WebhookRoutes.prefix, middleware: [hooks.tokenCheck]) { hooks.add(to: &$0) }
    server.start(chain([SecurityHeaders(imageSources: imageSources)], router.handler))
    if invocation[Options.open], let failure = Browser.open(url) {
      console.printError("showtracker serve: cannot open a browser (\(failure)); open \(url)")
    }
    // Serves until the process is stopped: the main actor goes on running the handlers.
    await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    withExtendedLifetime((server, app, hooks, session)) {}
  }
}

/// Opens a URL in the user's web browser.
enum Browser {
  /// Starts `xdg-open URL` (`open URL` on macOS) and returns at once; what went wrong, if it
  /// could not start.
  static func open(_ url: String) -> String? {
    #if canImport(Darwin)
      let program = "open"
    #else
      let program = "xdg-open"
    #endif
    var pid = pid_t()
    let arguments = [program, url]
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    let status = posix_spawnp(&pid, program, nil, nil, &pointers, environ)
    guard status == 0 else { return "\(program): \(String(cString: strerror(status)))" }
    return nil
  }
}
