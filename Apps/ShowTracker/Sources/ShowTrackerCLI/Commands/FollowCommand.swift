import AppComposition
import Terminal

extension CommandSpec {
  static let follow = CommandSpec(
    name: "follow", brief: "follow a show",
    synopsis: [.argument(.show)],
    summary: "Follow a show: it appears on Up Next, Upcoming and My Shows.",
    details: """
      SHOW is the show's id (from search) or its title, or the start of a title that only one
      show has. Watching an episode of a show follows it too.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await FollowCommand.run(invocation, follow: true, console: console)
    })

  static let unfollow = CommandSpec(
    name: "unfollow", brief: "stop following a show",
    synopsis: [.argument(.show)],
    summary: "Stop following a show: it leaves Up Next, Upcoming and My Shows.",
    details: """
      The show's watch history stays; watching one of its episodes again follows it again.
      SHOW is the show's id or its title.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await FollowCommand.run(invocation, follow: false, console: console)
    })
}

/// `showtracker follow` and `showtracker unfollow`: send one `followRequested` naming the show;
/// the reducer finds it and asks the library. Then print the status line.
enum FollowCommand {
  @MainActor
  static func run(
    _ invocation: Invocation, follow: Bool, console: Console
  ) async throws(CommandError) {
    let spec = follow ? CommandSpec.follow : CommandSpec.unfollow
    let show = try invocation.positional(
      0, missing: "SHOW", command: spec.name, allowingEmpty: false)
    try invocation.rejectPositionals(after: 1, command: spec.name, hint: Invocation.quoteTitle)
    let session = try AppSession.open(invocation, console: console, access: .write)
    let status = try await session.change(
      .followRequested(FollowRequest(show: show, follow: follow)))
    try console.print([Line(status.message, .bold)])
  }
}
