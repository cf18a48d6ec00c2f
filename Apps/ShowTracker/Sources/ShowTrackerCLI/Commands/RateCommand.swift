import AppComposition
import LibraryClient
import Terminal

extension CommandSpec {
  static let rate = CommandSpec(
    name: "rate", brief: "rate a show, a season or an episode 1 to 10",
    synopsis: [
      .argument(.show),
      .optionalChoice([
        .argument(.episode),
        .option(Options.season, "rate season N (0 is the specials) rather than the show"),
      ]),
      .choice([
        .argument(.rating),
        .option(Options.clear, "take the rating away"),
      ]),
    ],
    summary: "Rate a show, one of its seasons or one of its episodes, 1 to 10 (as Trakt does).",
    details: """
      Without an episode code or --season, the show itself is rated. Rating again changes the
      rating; each rating is one undo step. An import of Trakt's ratings (sync/ratings, or the
      data export's ratings-*.json) brings ratings in. SHOW is the show's id or its title.
      """,
    run: { (invocation, console) throws(CommandError) in
      try await RateCommand.run(invocation, console: console)
    })
}

/// `showtracker rate`: send one `ratingRequested` naming the show, what of it and the rating;
/// the reducer finds them and asks the library. Then print the status line.
enum RateCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let request = try request(invocation)
    let session = try AppSession.open(invocation, console: console, access: .write)
    let status = try await session.change(.ratingRequested(request))
    try console.print([Line(status.message, .bold)])
  }

  /// SHOW, then an episode code or `--season N` (or neither), then RATING or `--clear`.
  static func request(_ invocation: Invocation) throws(CommandError) -> RatingRequest {
    let name = CommandSpec.rate.name
    var words = invocation.positionals
    guard let show = words.first, !show.isEmpty else {
      throw .usage("missing SHOW", command: name)
    }
    words.removeFirst()
    let clear = invocation[Options.clear]
    var rating: Int?
    if !clear {
      guard let last = words.popLast() else {
        throw .usage("missing RATING (1 to 10) or \(Options.clear)", command: name)
      }
      guard let number = Int(last), (1...10).contains(number) else {
        throw .usage("a rating is a whole number from 1 to 10, not '\(last)'", command: name)
      }
      rating = number
    }
    var item = RatedItem.show
    if let code = words.first {
      guard let episode = ArgumentValues.episodeCode(code) else {
        throw .usage("'\(code)' is not an episode code like S01E02", command: name)
      }
      item = .episode(season: episode.season, number: episode.number)
      words.removeFirst()
    }
    if let season = try invocation[Options.season] {
      guard item == .show else {
        throw .usage("give an episode code or \(Options.season), not both", command: name)
      }
      item = .season(season)
    }
    if let extra = words.first {
      throw .usage("unexpected argument '\(extra)' (quote a title with spaces)", command: name)
    }
    return RatingRequest(show: show, item: item, rating: rating)
  }
}
