/// The state of one import: where it writes, what it has counted, and how far it has got.
struct ImportRun {
  let writer: CatalogWriter
  /// The file name used in errors.
  let source: String
  /// The show that episodes without a show of their own belong to (`import --show`).
  var show: Int64?
  /// The library's show for names of shows a file's own matching does not find (shows saved
  /// from TVMaze for this import, by the name ``ImportSummary/unmatched`` gives them).
  var matchedNames: [String: Int64] = [:]
  private(set) var summary = ImportSummary()
  private let progress: (@Sendable (ImportProgress) -> Void)?
  private var total = 0
  private var processed = 0
  /// The watch events this import added, to tell a duplicate inside the file from one already
  /// in the library.
  private var addedEvents: Set<EventKey> = []

  init(writer: CatalogWriter, source: String, progress: (@Sendable (ImportProgress) -> Void)?) {
    self.writer = writer
    self.source = source
    self.progress = progress
  }

  /// Announces how many items the file holds and reports 0 of them done.
  mutating func begin(total: Int) {
    self.total = total
    processed = 0
    progress?(ImportProgress(processed: 0, total: total))
  }

  /// Marks one more item done and reports it.
  mutating func advance() {
    processed += 1
    progress?(ImportProgress(processed: processed, total: total))
  }

  mutating func skip(_ reason: String, count: Int = 1) {
    summary.skipped[reason, default: 0] += count
  }

  /// Counts a saved show; `skipUnchanged` counts an unchanged one as already imported.
  /// A rating given or changed.
  mutating func countRating() {
    summary.ratingsChanged += 1
  }

  /// A show saved to the watchlist.
  mutating func countWatchlisted() {
    summary.watchlistAdded += 1
  }

  /// A show followed.
  mutating func countFollow() {
    summary.followsAdded += 1
  }

  /// A show the library has no match for, and the plays of it not imported.
  mutating func countUnmatched(
    _ name: String, _ show: ImportSummary.UnmatchedShow, plays: Int
  ) {
    summary.unmatched[name, default: 0] += plays
    if summary.unmatchedShows[name] == nil { summary.unmatchedShows[name] = show }
  }

  mutating func count(show outcome: WriteOutcome, skipUnchanged: Bool) {
    switch outcome {
    case .added: summary.showsAdded += 1
    case .updated: summary.showsUpdated += 1
    case .unchanged: if skipUnchanged { skip(ImportSummary.alreadyImported) }
    }
  }

  /// Counts a saved episode; `skipUnchanged` counts an unchanged one as already imported.
  mutating func count(episode outcome: WriteOutcome, skipUnchanged: Bool) {
    switch outcome {
    case .added: summary.episodesAdded += 1
    case .updated: summary.episodesUpdated += 1
    case .unchanged: if skipUnchanged { skip(ImportSummary.alreadyImported) }
    }
  }

  /// Counts a watch event that was added, or skipped: repeated in the file (this import added
  /// it), or already in the library.
  mutating func count(event: EventKey, added: Bool) {
    if added {
      summary.eventsAdded += 1
      addedEvents.insert(event)
    } else if addedEvents.contains(event) {
      skip(ImportSummary.duplicateInFile)
    } else {
      skip(ImportSummary.alreadyImported)
    }
  }
}

/// A watch event, by episode and time: what makes two events the same.
struct EventKey: Hashable {
  var episodeID: Int64
  var watchedAt: Int64
}

/// An importer that reads the items of a top-level array, each with one body.
protocol ItemsImporter {
  var run: ImportRun { get set }
}

extension ItemsImporter {
  /// Imports `first`, then every item after it, with `body`, reporting progress after each.
  mutating func importEach(
    _ items: inout JSONItems, from first: JSONNode, _ body: (inout Self, JSONNode) throws -> Void
  ) throws {
    run.begin(total: items.count)
    var item: JSONNode? = first
    while let current = item {
      try body(&self, current)
      run.advance()
      item = try items.next()
    }
  }
}

extension JSONItems {
  /// The first item; `nil` for an empty array, which has nothing to import (an export of an
  /// empty history is one).
  mutating func first() throws(ImportError) -> JSONNode? {
    try next()
  }
}
