import Foundation
import LibraryDatabase
import SQLite
import SeededRandom
import Testing

/// Seeded random sequences of webhook plays (one episode or a two-episode file, from Jellyfin or
/// Plex, on a few days), deliveries of a play sent before again (seconds to hours later), and
/// undos, each step checked against a reference model: the set of plays (episode, moment,
/// server) and a stack of the plays each recorded step added. A failure prints the seed and the
/// steps so far.
@Suite struct ScrobbleModelTests {
  static let sequences: UInt64 = 60
  static let stepsPerSequence = 30

  private struct Play: Hashable {
    var episode: Int64
    var milliseconds: Int64
    var source: String
  }

  @Test func receivingRedeliveringAndUndoingKeepTheModelsPlays() throws {
    for seed in 1...Self.sequences {
      guard try runSequence(seed: seed) else { return }
    }
  }

  private func runSequence(seed: UInt64) throws -> Bool {
    var random = SeededGenerator(seed: seed)
    let library = try LibraryFile(seedStarterCatalog: false)
    let database = library.database
    _ = try database.importData(
      Fixtures.harbourLightsWithEpisodes.utf8Data, format: .tvmaze, source: "harbour.json")
    try library.raw.run("UPDATE episodes SET tvdb_id = 800011 WHERE tvmaze_id = 90011")
    try library.raw.run("UPDATE episodes SET tvdb_id = 800012 WHERE tvmaze_id = 90012")
    let (_, episodes) = try library.show("Harbour Lights")
    // S01E01, S01E02 and S02E01: the first two known by their ids too.
    let regular = episodes.filter { $0.number != nil }.sorted {
      ($0.season, $0.number ?? 0) < ($1.season, $1.number ?? 0)
    }
    var plays = Set<Play>()
    var undoStack: [[Play]] = []
    var sent: [ScrobbledPlay] = []
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

    for _ in 0..<Self.stepsPerSequence {
      let choice = random.next(below: 10)
      if choice < 2, !undoStack.isEmpty {
        let expected = undoStack.removeLast()
        steps.append("undo (\(expected.count) plays)")
        let change = try database.undoLastChange()
        guard change?.eventsAdded == expected.count, change?.source == expected.first?.source
        else {
          return fail("undo took back \(String(describing: change)), not \(expected)")
        }
        plays.subtract(expected)
      } else {
        var play: ScrobbledPlay
        if choice < 5, let earlier = sent.randomElement(using: &random) {
          // The same play again: a retried delivery, or the second event of one play.
          play = earlier
          let jitter = [3, 45, 600, 3 * 3600, 6 * 3600 - 1][random.next(below: 5)]
          play.watchedAt += Double(random.next(below: 2) == 0 ? jitter : -jitter)
          steps.append("again \(describe(play))")
        } else {
          let index = random.next(below: regular.count)
          let episode = regular[index]
          let pair = index == 0 && random.next(below: 3) == 0
          let byID = random.next(below: 2) == 0
          play = ScrobbledPlay(
            server: random.next(below: 4) == 0 ? .plex : .jellyfin, user: "anna",
            showTitle: "Harbour Lights", showYear: 2015, season: episode.season,
            episodes: pair ? [1, 2] : [episode.number ?? 1],
            episodeIDs: byID && episode.season == 1
              ? ExternalIDs(tvdb: 800010 + (episode.number ?? 0)) : ExternalIDs(),
            watchedAt: .day(Double(random.next(below: 4) * 86_400 + random.next(below: 7200))))
          steps.append("play \(describe(play))")
        }
        sent.append(play)
        let milliseconds = Int64((play.watchedAt.timeIntervalSince1970 * 1000).rounded())
        let source = play.server.source
        let single = regular.first { $0.season == play.season && $0.number == play.episodes[0] }
        let targets =
          play.episodes.count == 2 ? [regular[0].id, regular[1].id] : [single?.id ?? -1]
        // The model: an episode that has a play from the server within six hours, or any play
        // at that moment, gets no other.
        let added = targets.map {
          Play(episode: $0, milliseconds: milliseconds, source: source)
        }.filter { new in
          !plays.contains { old in
            old.episode == new.episode
              && (old.milliseconds == new.milliseconds
                || (old.source == new.source
                  && abs(old.milliseconds - new.milliseconds) <= 6 * 3600 * 1000))
          }
        }
        let outcome = try database.receive(.play(play))
        switch outcome {
        case .recorded(let scrobble) where !added.isEmpty:
          guard scrobble.playsAdded == added.count, scrobble.episodeIDs == targets else {
            return fail("recorded \(scrobble), the model adds \(added)")
          }
          plays.formUnion(added)
          undoStack.append(added)
        case .duplicate(let scrobble) where added.isEmpty:
          guard scrobble.playsAdded == 0, scrobble.episodeIDs == targets else {
            return fail("duplicate \(scrobble)")
          }
        default:
          return fail("\(outcome), the model adds \(added)")
        }
      }
      let stored = Set(
        try library.raw.query("SELECT episode_id, watched_at, source FROM watch_events").map {
          Play(episode: try $0.get(0), milliseconds: try $0.get(1), source: try $0.get(2))
        })
      guard stored == plays else {
        return fail("the library holds \(stored), the model \(plays)")
      }
      guard try database.undoableChangeCount() == undoStack.count + 1 else {
        return fail(
          "\(try database.undoableChangeCount()) undo steps, the model \(undoStack.count + 1)")
      }
    }
    return true
  }

  private func describe(_ play: ScrobbledPlay) -> String {
    "\(play.server.source) S\(play.season)E\(play.episodes) ids \(play.episodeIDs.tvdb.map(String.init) ?? "-") "
      + "at \(Int(play.watchedAt.timeIntervalSince1970) - 1_700_000_000)"
  }
}
