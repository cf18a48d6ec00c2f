import Foundation
import LibraryDatabase
import SQLite
import SeededRandom
import Testing

/// Seeded random sequences of every kind of change (watch, unwatch, one watch removed, season
/// marks, follow, unfollow, ratings given and cleared, watchlist saves and removals, imports of
/// TVMaze and Trakt files (histories, ratings, a watchlist), adds and refreshes) and of undo
/// and redo, on a library file, each step checked against a reference model.
///
/// The model is what the user can see (the history, My Shows, Up Next, the statistics, the
/// counts) plus the library's rows, and two stacks of (before, after) pairs. A change the model
/// can compute (a watch, an unwatch, a follow, an unfollow) must give the state it computes; any
/// change is one step when it changed what is seen, and none when it did not. Undo must give back
/// exactly the state before its step, redo exactly the state after, and the journal's stacks
/// must have the model's sizes. A failure prints the seed and the steps so far.
@Suite struct UndoModelTests {
  static let sequences = 200
  static let stepsPerSequence = 20
  /// The test stops starting new sequences after this long, so a slow machine stays bounded;
  /// it still runs at least ``minimumSequences``.
  static let budget: Duration = .seconds(30)
  static let minimumSequences = 100
  /// A longer search than CI's: `SHOWTRACKER_UNDO_MODEL_SEEDS=FIRST-LAST` runs exactly those
  /// seeds, with no time budget.
  static let chosenSeeds: ClosedRange<UInt64>? = {
    guard let text = ProcessInfo.processInfo.environment["SHOWTRACKER_UNDO_MODEL_SEEDS"] else {
      return nil
    }
    let bounds = text.split(separator: "-").compactMap { UInt64($0) }
    guard bounds.count == 2, bounds[0] <= bounds[1] else { return nil }
    return bounds[0]...bounds[1]
  }()

  @Test func undoAndRedoAreExactInversesOfEveryKindOfChange() throws {
    let clock = ContinuousClock()
    let start = clock.now
    var ran = 0
    for seed in Self.chosenSeeds ?? 1...UInt64(Self.sequences) {
      if Self.chosenSeeds == nil, ran >= Self.minimumSequences, clock.now - start > Self.budget {
        break
      }
      guard try runSequence(seed: seed) else { return }
      ran += 1
    }
    let elapsed = clock.now - start
    print("UndoModelTests: \(ran) sequences of \(Self.stepsPerSequence) steps in \(elapsed)")
    #expect(ran >= min(Self.minimumSequences, (Self.chosenSeeds?.count ?? .max)))
  }

  /// Runs one sequence; `false` after recording a failure.
  private func runSequence(seed: UInt64) throws -> Bool {
    var random = SeededGenerator(seed: seed)
    let library = try LibraryFile(seedStarterCatalog: false)
    let database = library.database
    var model = Model()
    var steps: [String] = []

    func fail(_ message: String) -> Bool {
      Issue.record(
        """
        seed \(seed), step \(steps.count): \(message)
        steps:
        \(steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
        """)
      return false
    }

    // The first step: a show to watch.
    let empty = try Observed(library)
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    steps.append("import harbour.json")
    model.done.append((empty, try Observed(library)))

    for _ in 0..<Self.stepsPerSequence {
      let before = try Observed(library)
      guard before.rows == model.current(or: before).rows else {
        return fail("the library changed outside any step")
      }
      let operation = Operation.random(using: &random, in: before)
      steps.append(operation.description)
      switch operation {
      case .undo:
        let undone = try database.undoLastChange()
        guard let (expected, _) = model.done.popLast() else {
          if undone != nil { return fail("undo undid something with nothing to undo") }
          continue
        }
        model.undone.append((expected, before))
        guard undone != nil else { return fail("undo did nothing") }
        let after = try Observed(library)
        if let difference = after.difference(from: expected) {
          return fail("undo did not give back the state before its step: \(difference)")
        }
      case .redo:
        let redone = try database.redoLastUndoneChange()
        guard let (_, expected) = model.undone.popLast() else {
          if redone != nil { return fail("redo redid something with nothing to redo") }
          continue
        }
        model.done.append((before, expected))
        guard redone != nil else { return fail("redo did nothing") }
        let after = try Observed(library)
        if let difference = after.difference(from: expected) {
          return fail("redo did not give back the state after its step: \(difference)")
        }
      default:
        do {
          try operation.apply(to: database)
        } catch is ImportError {
          // A file that does not fit the library (episodes of a show it lacks): nothing written.
        }
        let after = try Observed(library)
        if let expected = operation.expected(from: before),
          let difference = expected.difference(from: after)
        {
          return fail("the change did not do what it says: \(difference)")
        }
        if after.rows != before.rows {
          model.done.append((before, after))
          model.undone.removeAll()
        } else if after.screens != before.screens {
          return fail("what is seen changed but the library's rows did not")
        }
      }
      guard try database.undoableChangeCount() == model.done.count else {
        return fail(
          "the journal can undo \(try database.undoableChangeCount()), the model \(model.done.count)"
        )
      }
      guard try database.redoableChangeCount() == model.undone.count else {
        return fail(
          "the journal can redo \(try database.redoableChangeCount()), the model \(model.undone.count)"
        )
      }
    }
    try library.expectKeptCountsAreRight()
    return true
  }

  /// The reference model: the (before, after) pair of each step that can be undone, oldest
  /// first, and of each undone step, the next to redo last.
  struct Model {
    var done: [(Observed, Observed)] = []
    var undone: [(Observed, Observed)] = []

    func current(or observed: Observed) -> Observed {
      done.last?.1 ?? observed
    }
  }
}

// MARK: - What the user sees

/// The library as the user sees it (the screens' answers) and as it is stored (its rows).
struct Observed: Equatable {
  static let today = "2026-12-01"

  /// Every row of the library's own tables, by table.
  var rows: [String: [String]]
  /// What each screen shows, by screen.
  var screens: [String: String]

  init(_ library: LibraryFile) throws {
    var rows: [String: [String]] = [:]
    for (table, key) in [
      ("shows", "id"), ("seasons", "id"), ("episodes", "id"), ("watch_events", "id"),
      ("tvmaze_sync", "show_id"), ("followed_shows", "show_id"), ("show_aliases", "kind, value"),
      ("ratings", "id"), ("watchlist", "show_id"),
    ] {
      // When a show was last fetched is no change of the user's (a refresh that found nothing
      // new is no step): the model leaves it out.
      let columns = try library.raw.query("SELECT name FROM pragma_table_info(?)", [table])
        .map { try $0.get(0, as: String.self) }
        .filter { table != "tvmaze_sync" || !["updated", "fetched_at"].contains($0) }
        .joined(separator: ", ")
      rows[table] = try library.raw.query(
        "SELECT json_array(\(columns)) FROM \(table) ORDER BY \(key)"
      ).map { try $0.get(0, as: String.self) }
    }
    self.rows = rows
    let database = library.database
    let counts = try database.counts()
    screens = [
      "history": String(
        describing: try database.history(showID: nil, limit: 500, offset: 0)),
      "my shows": String(
        describing: try database.myShows(
          today: Self.today, filter: .all, order: .activity, limit: 50)),
      "up next": String(describing: try database.upNext(today: Self.today, limit: 50)),
      "stats": String(describing: try database.watchStats(year: nil, top: 20)),
      "counts": "\(counts.shows) shows, \(counts.episodes) episodes, \(counts.watchEvents) events",
      "followed": "\(try database.followedShowCount())",
      "watchlist": String(describing: try database.watchlist()),
    ]
  }

  /// The watch events as (episode, time) pairs, from the rows.
  var events: Set<[String]> {
    Set((rows["watch_events"] ?? []).map { Array(Observed.fields($0)[1...2]) })
  }

  /// The shows on the watchlist, from the rows.
  var watchlist: Set<String> {
    Set((rows["watchlist"] ?? []).map { Observed.fields($0)[0] })
  }

  /// Each rating, by its target ("show/season/episode"), from the rows.
  var ratings: [String: String] {
    Dictionary(
      (rows["ratings"] ?? []).map(Observed.fields).map {
        ($0[1...3].joined(separator: "/"), $0[4])
      },
      uniquingKeysWith: { first, _ in first })
  }

  /// The followed shows' ids, from the rows.
  var followed: Set<String> {
    Set((rows["followed_shows"] ?? []).map { Observed.fields($0)[0] })
  }

  /// The fields of a row's JSON array, as text ("null" for a null).
  static func fields(_ row: String) -> [String] {
    let values = (try? JSONSerialization.jsonObject(with: Data(row.utf8))) as? [Any] ?? []
    return values.map { value in
      switch value {
      case let text as String: text
      case let number as NSNumber: number.stringValue
      default: "null"
      }
    }
  }

  /// Which table or screen differs, and how; `nil` when equal.
  func difference(from expected: Observed) -> String? {
    for (table, expectedRows) in expected.rows.sorted(by: { $0.key < $1.key })
    where rows[table] != expectedRows {
      let missing = Set(expectedRows).subtracting(rows[table] ?? [])
      let extra = Set(rows[table] ?? []).subtracting(expectedRows)
      return "\(table): missing \(missing.sorted()), unexpected \(extra.sorted())"
    }
    for (screen, expectedText) in expected.screens.sorted(by: { $0.key < $1.key })
    where screens[screen] != expectedText {
      return "\(screen) shows \(screens[screen] ?? "nothing"), expected \(expectedText)"
    }
    return nil
  }
}

// MARK: - The changes

enum Operation: CustomStringConvertible {
  case watch(episodes: [Int64], at: Int64)
  case unwatch(episodes: [Int64])
  case removeWatch(episode: Int64, at: Int64)
  case follow(show: Int64)
  case unfollow(show: Int64)
  case importFile(name: String, format: ImportFormat)
  case save(name: String, added: Bool)
  case rate(RatingTarget, rating: Int?)
  case watchlist(show: Int64, listed: Bool)
  case undo
  case redo

  /// The files an import or a save reads.
  static let files: [String: String] = [
    "harbour.json": Fixtures.harbourLightsWithEpisodes,
    "harbour-renewed.json": Fixtures.harbourLightsWithEpisodes
      .replacingOccurrences(of: #""status": "Ended""#, with: #""status": "Running""#)
      .replacingOccurrences(of: "Fog Bank", with: "Fog Bank (Part 1)")
      .replacingOccurrences(
        of: #""airtime": "", "runtime": 20}"#,
        with:
          #""airtime": "", "runtime": 20}, {"id": 90019, "name": "Homecoming", "season": 3, "number": 1, "airdate": "2017-01-01", "runtime": 40}"#
      ),
    "episodes.json": Fixtures.bareEpisodes,
    "index.json": Fixtures.showIndexPage,
    "history.json": Fixtures.traktHistory,
    "watched.json": Fixtures.traktWatchedShows,
    "ratings.json": Fixtures.traktRatings,
    "watchlist.json": Fixtures.traktWatchlist,
  ]

  static func random(using random: inout SeededGenerator, in library: Observed) -> Operation {
    let episodes = (library.rows["episodes"] ?? []).compactMap {
      Int64(Observed.fields($0)[0])
    }
    let shows = (library.rows["shows"] ?? []).compactMap { Int64(Observed.fields($0)[0]) }
    let events = (library.rows["watch_events"] ?? []).map(Observed.fields)
    func some(_ ids: [Int64]) -> [Int64] {
      guard !ids.isEmpty else { return [] }
      return (0..<random.next(below: 3) + 1).map { _ in ids[random.next(below: ids.count)] }
    }
    switch random.next(below: 19) {
    case 0, 1, 2:
      guard !episodes.isEmpty else { return .undo }
      return .watch(episodes: some(episodes), at: Int64(random.next(below: 4)) * 86_400_000)
    case 3:
      // A season mark: every episode of one season.
      let rows = (library.rows["episodes"] ?? []).map(Observed.fields)
      guard let pick = rows.isEmpty ? nil : rows[random.next(below: rows.count)] else {
        return .undo
      }
      let season = rows.filter { $0[1] == pick[1] && $0[2] == pick[2] }.compactMap {
        Int64($0[0])
      }
      return .watch(episodes: season, at: Int64(random.next(below: 4)) * 86_400_000 + 1)
    case 4, 5:
      return .unwatch(episodes: some(episodes))
    case 6:
      guard !events.isEmpty else { return .redo }
      let event = events[random.next(below: events.count)]
      return .removeWatch(episode: Int64(event[1]) ?? 0, at: Int64(event[2]) ?? 0)
    case 7:
      guard !shows.isEmpty else { return .redo }
      return .follow(show: shows[random.next(below: shows.count)])
    case 8:
      guard !shows.isEmpty else { return .redo }
      return .unfollow(show: shows[random.next(below: shows.count)])
    case 9:
      let names = [
        "episodes.json", "index.json", "history.json", "watched.json", "ratings.json",
        "watchlist.json",
      ]
      let name = names[random.next(below: names.count)]
      return .importFile(
        name: name, format: ["episodes.json", "index.json"].contains(name) ? .tvmaze : .trakt)
    case 10:
      let name = random.next(below: 2) == 0 ? "harbour.json" : "harbour-renewed.json"
      return .save(name: name, added: random.next(below: 2) == 0)
    case 16, 17:
      // A rating of a show, a season or an episode; 0 clears it.
      let rows = (library.rows["episodes"] ?? []).map(Observed.fields)
      guard let pick = rows.isEmpty ? nil : rows[random.next(below: rows.count)] else {
        return .undo
      }
      let value = random.next(below: 11)
      let targets: [RatingTarget] = [
        .show(Int64(pick[1]) ?? 0), .season(showID: Int64(pick[1]) ?? 0, number: Int(pick[2]) ?? 0),
        .episode(Int64(pick[0]) ?? 0),
      ]
      return .rate(targets[random.next(below: 3)], rating: value == 0 ? nil : value)
    case 18:
      guard !shows.isEmpty else { return .redo }
      return .watchlist(
        show: shows[random.next(below: shows.count)], listed: random.next(below: 3) > 0)
    case 11, 12, 13:
      return .undo
    default:
      return .redo
    }
  }

  func apply(to database: LibraryDatabase) throws {
    switch self {
    case .watch(let episodes, let at):
      try database.markWatched(episodeIDs: episodes, at: .milliseconds(at), source: "model")
    case .unwatch(let episodes):
      try database.unmarkWatched(episodeIDs: episodes)
    case .removeWatch(let episode, let at):
      try database.removeWatch(episodeID: episode, at: .milliseconds(at))
    case .follow(let show):
      try database.follow(showID: show, at: .milliseconds(5_000))
    case .unfollow(let show):
      try database.unfollow(showID: show)
    case .importFile(let name, let format):
      _ = try database.importData(
        Data((Self.files[name] ?? "").utf8), format: format, source: name)
    case .save(let name, let added):
      _ = try database.saveTVMazeShow(
        Data((Self.files[name] ?? "").utf8), source: name, added: added,
        updated: name == "harbour.json" ? 1_700_000_000 : 1_700_000_900, at: .milliseconds(9_000))
    case .rate(let target, let rating):
      try database.setRating(rating, of: target, at: .milliseconds(7_000))
    case .watchlist(let show, let listed):
      try database.setWatchlisted(listed, showID: show, at: .milliseconds(8_000))
    case .undo, .redo:
      break
    }
  }

  /// The watch events and followed shows the library must have after the change, where the
  /// model can say: after a watch, an unwatch, a removed watch, a follow or an unfollow; `nil`
  /// for the others.
  func expected(from before: Observed) -> Prediction? {
    let showOf = Dictionary(
      (before.rows["episodes"] ?? []).map(Observed.fields).map { ($0[0], $0[1]) },
      uniquingKeysWith: { first, _ in first })
    var events = before.events
    var followed = before.followed
    var watchlist = before.watchlist
    var ratings = before.ratings
    switch self {
    case .watch(let episodes, let at):
      // A new watch event follows its show and takes it off the watchlist (one already there
      // changes nothing).
      for episode in episodes where events.insert(["\(episode)", "\(at)"]).inserted {
        followed.formUnion(showOf["\(episode)"].map { [$0] } ?? [])
        showOf["\(episode)"].map { _ = watchlist.remove($0) }
      }
    case .unwatch(let episodes):
      let ids = Set(episodes.map { "\($0)" })
      events = events.filter { !ids.contains($0[0]) }
    case .removeWatch(let episode, let at):
      events.remove(["\(episode)", "\(at)"])
    case .follow(let show):
      followed.insert("\(show)")
    case .unfollow(let show):
      followed.remove("\(show)")
    case .watchlist(let show, let listed):
      if listed { watchlist.insert("\(show)") } else { watchlist.remove("\(show)") }
    case .rate(let target, let rating):
      let key =
        switch target {
        case .show(let show): "\(show)/null/null"
        case .season(let show, let number): "\(show)/\(number)/null"
        case .episode(let episode): "\(showOf["\(episode)"] ?? "")/null/\(episode)"
        }
      ratings[key] = rating.map { "\($0)" }
    default:
      return nil
    }
    return Prediction(events: events, followed: followed, watchlist: watchlist, ratings: ratings)
  }

  /// What the model computes for a change: (episode, time) of every watch event, and the
  /// followed shows.
  struct Prediction: Equatable {
    var events: Set<[String]>
    var followed: Set<String>
    var watchlist: Set<String>
    var ratings: [String: String]

    func difference(from observed: Observed) -> String? {
      if observed.events != events {
        return
          "watch events: missing \(events.subtracting(observed.events).sorted { $0.lexicographicallyPrecedes($1) }), "
          + "unexpected \(observed.events.subtracting(events).sorted { $0.lexicographicallyPrecedes($1) })"
      }
      if observed.followed != followed {
        return "followed shows \(observed.followed.sorted()), expected \(followed.sorted())"
      }
      if observed.watchlist != watchlist {
        return "watchlist \(observed.watchlist.sorted()), expected \(watchlist.sorted())"
      }
      if observed.ratings != ratings {
        return "ratings \(observed.ratings), expected \(ratings)"
      }
      return nil
    }
  }

  var description: String {
    switch self {
    case .watch(let episodes, let at): "watch \(episodes) at \(at)"
    case .unwatch(let episodes): "unwatch \(episodes)"
    case .removeWatch(let episode, let at): "remove the watch of \(episode) at \(at)"
    case .follow(let show): "follow \(show)"
    case .unfollow(let show): "unfollow \(show)"
    case .importFile(let name, _): "import \(name)"
    case .save(let name, let added): added ? "add \(name)" : "refresh from \(name)"
    case .rate(let target, let rating): "rate \(target) \(rating.map { "\($0)" } ?? "cleared")"
    case .watchlist(let show, let listed): listed ? "watchlist \(show)" : "unwatchlist \(show)"
    case .undo: "undo"
    case .redo: "redo"
    }
  }
}

extension Date {
  /// `milliseconds` after 1970.
  static func milliseconds(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}
