import AppComposition
import HTTPServer
import LibraryClient
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  static let hooks = CommandSpec(
    name: "hooks", brief: "take plays from Jellyfin, Plex and Emby",
    synopsis: [
      .option(Options.port, "the port serve runs on, for the URLs (default 8080)"),
      .option(
        Options.listen,
        "the address serve listens on (serve \(Options.listen)), for the URLs (default 127.0.0.1)"),
      .option(
        Options.rotate,
        "make a new token: the URLs given to the media servers stop working"),
      .option(
        Options.user,
        "take plays only from this user of the media servers (repeat it for several); "
          + "other users' events are acknowledged and counted"),
      .option(Options.allUsers, "take every user's plays again"),
      .option(Options.pending, "list the plays that matched no episode, kept for later"),
      .option(
        Options.resolve,
        "record pending play N on the episode SHOW S01E02 names (an id or a title, and a "
          + "code), when it matched none by itself"),
      .optionalArgument(.show),
      .optionalArgument(.episode),
      .option(Options.json, "the settings, the counts and the pending plays as JSON"),
    ],
    summary: "Print the webhook URL of each media server, and how to set it up.",
    details: """
      While showtracker serve runs, Jellyfin, Plex and Emby post an event to it when an
      episode has been played, and the play is recorded in the library: once (a server that
      sends the same play twice, or a stop and a "played" event for one play, adds one), on
      the episode the event's ids name (TheTVDB, IMDb, TMDB), else the one with the show's
      title, season and number. Only finished plays count: a stop before the end, a pause or
      a library scan records nothing. A movie is counted and skipped. Each play is one undo
      step, and shows in the history as from its server.

      A play no episode matches is kept, not dropped: --pending lists it, and it is matched
      again when a show is added (showtracker add) or refreshed. Marking an episode unplayed
      on the server removes nothing here: the history is kept.

      Plays arrive only while serve runs, and the servers do not send an event again: start
      serve at login (Docs/Scrobbling.md has a systemd user unit). Each URL carries the
      library's webhook token; anyone who has it can add plays, so --rotate makes a new one.
      """,
    run: HooksCommand.run)
}

/// `showtracker hooks`: the webhook URLs and their setup, the users and counts, the pending
/// plays; `--rotate` and `--user` change the settings first. Through the store, like every
/// command.
enum HooksCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.hooks
    let resolve = try resolution(invocation, command: spec.name)
    let users = try invocation.all(Options.user)
    let changes: [WebhookSettingsChange] =
      (invocation[Options.rotate] ? [.rotateToken] : [])
      + (invocation[Options.allUsers] ? [.users([])] : users.isEmpty ? [] : [.users(users)])
      + (resolve.map { [$0] } ?? [])
    if invocation[Options.allUsers] && !users.isEmpty {
      throw .usage(
        "\(Options.allUsers) and \(Options.user.syntax.name) say opposite things; give one",
        command: spec.name)
    }
    let port = try invocation[Options.port] ?? ServeCommand.defaultPort
    let address = try invocation[Options.listen] ?? "127.0.0.1"
    let session = try AppSession.open(invocation, console: console, access: .write)
    let output = session.store.connect(using: Connectors.WebhookConnector())
    var settings: WebhookSettings?
    for change in changes.isEmpty ? [nil] : changes.map(Optional.some) {
      await output.send(.settingsRequested(change)).finish()
      switch output.state {
      case .settings(let loaded): settings = loaded
      case .failed(_, let message, _): throw .failure(message)
      default: throw .failure("the library did not answer")
      }
    }
    guard let settings else { throw .failure("the library did not answer") }
    let host = address.contains(":") ? "[\(address)]" : address
    let base = "http://\(host):\(port)/"
    if invocation[Options.json] {
      try console.print(try JSONOutput.render { try json(settings, base: base) })
      return
    }
    if invocation[Options.pending] {
      try console.print(pendingLines(settings.pending))
      return
    }
    if resolve != nil, let play = settings.recorded.first {
      try console.print([
        Line(
          "Recorded the pending play on \(play.showTitle) \(play.codes.joined(separator: ", "))",
          .bold)
      ])
      return
    }
    var lines = [
      Line("Webhooks: plays from media servers, while showtracker serve runs", .bold),
      Line(
        settings.users.isEmpty
          ? "Every user's finished plays count (\(Options.user.syntax.term) to choose)."
          : "Plays count only from: \(settings.users.joined(separator: ", "))."),
      Line(),
    ]
    for server in MediaServer.allCases {
      lines.append(
        Line(
          "\(server.rawValue) webhook: "
            + WebhookRoutes.url(of: server, base: base, token: settings.token), .bold))
      lines += setup(of: server).map { Line("  " + $0) }
      lines.append(Line())
    }
    if HTTPServer.isLoopback(address) {
      lines.append(
        Line(
          "These URLs reach only this machine: for a media server elsewhere, run serve "
            + "\(Options.listen.syntax.term) and give hooks the same \(Options.listen.syntax.term)."
        ))
    }
    lines += tallyLines(settings.tally)
    if !settings.pending.isEmpty {
      lines.append(
        Line(
          "\(settings.pending.count) pending play\(settings.pending.count == 1 ? "" : "s") "
            + "matched no episode: showtracker hooks \(Options.pending) lists them."))
    }
    try console.print(lines)
  }

  /// `--resolve N SHOW CODE`, when given: the change it asks for.
  private static func resolution(
    _ invocation: Invocation, command: String
  ) throws(CommandError) -> WebhookSettingsChange? {
    guard let pending = try invocation[Options.resolve] else {
      try invocation.rejectPositionals(after: 0, command: command)
      return nil
    }
    let show = try invocation.positional(
      0, missing: "SHOW", command: command, allowingEmpty: false)
    let code = try invocation.positional(
      1, missing: "S01E02", command: command, allowingEmpty: false)
    try invocation.rejectPositionals(after: 2, command: command, hint: Invocation.quoteTitle)
    guard let episode = ArgumentValues.episodeCode(code) else {
      throw .usage("'\(code)' is not an episode code like S01E02", command: command)
    }
    return .resolve(
      pending: Int64(pending), show: show, season: episode.season, number: episode.number)
  }

  /// The setup steps of `server`, one line each.
  static func setup(of server: MediaServer) -> [String] {
    switch server {
    case .jellyfin:
      [
        "Dashboard > Plugins > Catalog: install Webhook, then restart Jellyfin.",
        "Dashboard > Plugins > Webhook > Add Generic Destination: Webhook Url the URL above;",
        "Notification Type: Playback Stop and User Data Saved; Item Type: Episodes;",
        "tick Send All Properties (ignores template). Save.",
      ]
    case .plex:
      [
        "Needs Plex Pass. Plex Web > Settings > (your account) Webhooks > Add Webhook:",
        "the URL above. Save. Plex sends every event; only media.scrobble (90% played) counts.",
      ]
    case .emby:
      [
        "Settings > Notifications (Emby 4.9: Webhooks) > Add Notification > Webhooks:",
        "URL the URL above; Request content type application/json (or multipart/form-data);",
        "Events: Playback Stop and Mark Played. Save.",
      ]
    }
  }

  /// One line per server's user: what they sent.
  private static func tallyLines(_ tally: [WebhookTally]) -> [Line] {
    guard !tally.isEmpty else { return [Line("No media server has sent an event yet.")] }
    var lines = [Line("Seen so far", .bold)]
    for entry in tally {
      var counts = ["\(entry.recorded) recorded"]
      if entry.duplicates > 0 { counts.append("\(entry.duplicates) already recorded") }
      if entry.pending > 0 { counts.append("\(entry.pending) pending") }
      let ignored = entry.ignored.values.reduce(0, +)
      if ignored > 0 {
        let reasons = entry.ignored.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        counts.append("\(ignored) ignored (\(reasons.joined(separator: ", ")))")
      }
      lines.append(
        Line(
          "  \(entry.server.displayName) \(entry.user ?? "(no user)"): "
            + counts.joined(separator: ", ") + ", last "
            + entry.lastAt.formatted(.iso8601.year().month().day())))
    }
    return lines
  }

  private static func pendingLines(_ pending: [PendingPlay]) -> [Line] {
    guard !pending.isEmpty else { return [Line("No pending play: every play matched an episode.")] }
    var lines = [
      Line(
        "\(pending.count) pending play\(pending.count == 1 ? "" : "s"), oldest first "
          + "(add the show with showtracker add TITLE and they are matched again, or record "
          + "one with hooks \(Options.resolve.syntax.term) SHOW S01E02)", .bold)
    ]
    for play in pending {
      lines.append(
        Line(
          "  \(play.id). \(play.showTitle) \(play.episodes) from \(play.server.displayName)"
            + (play.user.map { " (\($0))" } ?? "") + ", "
            + play.watchedAt.formatted(.iso8601.year().month().day()) + ": \(play.reason)"))
    }
    return lines
  }

  private static func json(_ settings: WebhookSettings, base: String) throws -> String {
    struct Document: Encodable {
      var urls: [String: String]
      var users: [String]
      var tally: [WebhookTally]
      var pending: [PendingPlay]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    var urls: [String: String] = [:]
    for server in MediaServer.allCases {
      urls[server.rawValue] = WebhookRoutes.url(of: server, base: base, token: settings.token)
    }
    let document = Document(
      urls: urls, users: settings.users, tally: settings.tally, pending: settings.pending)
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}
