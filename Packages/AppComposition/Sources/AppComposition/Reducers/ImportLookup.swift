import LibraryClient
import TVMazeClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A TV Time import that finds on TVMaze the shows the library lacks, in one undo step.
///
/// 1. The import runs as a dry run first: its report lists the shows the library has no show
///    for (``ImportReport/unmatched``), with their TheTVDB ids, titles and years.
/// 2. Each is looked up on TVMaze (``TVMazeLookup/resolve(_:title:year:)``): by TheTVDB id,
///    else the one search result with its title (and year); several or none is no answer.
///    A show found is fetched with its episodes. Nothing is written yet.
/// 3. The import runs for real with the fetched shows (``ImportRequest/tvmazeShows``): the
///    library saves them, then reads the files, in one transaction and one undo step, so undo
///    removes the added shows with the watches. A dry run does the same and rolls it back.
///
/// TVMaze down, or no show found: the show stays unmatched and the rest is imported. The
/// first error that says TVMaze cannot be reached ends the lookups (the rest are not tried).
struct ImportLookup: Sendable {
  let library: LibraryClient
  let tvmaze: TVMazeClient
  let now: @Sendable () -> Date

  /// Imports `request`, looking up first for a TV Time import; `progress` is told `done` of
  /// `total` lookups.
  func run(
    _ request: ImportRequest, progress: @Sendable (_ done: Int, _ total: Int) async -> Void
  ) async throws -> ImportReport {
    guard request.format == .tvtime, request.tvmazeShows.isEmpty else {
      return try await library.importFile(request)
    }
    var probe = request
    probe.dryRun = true
    let first = try await library.importFile(probe)
    guard !first.unmatched.isEmpty else {
      return request.dryRun ? first : try await library.importFile(request)
    }
    let (shows, lookups) = await lookUp(first, progress: progress)
    var report: ImportReport
    if shows.isEmpty, request.dryRun {
      report = first
    } else {
      var real = request
      real.tvmazeShows = shows
      report = try await library.importFile(real)
    }
    report.lookups = lookups
    return report
  }

  /// The shows found for `report`'s unmatched ones, fetched, with what each lookup found.
  private func lookUp(
    _ report: ImportReport, progress: @Sendable (Int, Int) async -> Void
  ) async -> ([TVMazeShowForImport], [String: ImportReport.Lookup]) {
    let names = report.unmatched.keys.sorted()
    var lookups: [String: ImportReport.Lookup] = [:]
    var found: [Int: (document: TVMazeShowDocument, names: [String])] = [:]
    var unreachable: String?
    for (index, name) in names.enumerated() {
      await progress(index, names.count)
      if let unreachable {
        lookups[name] = .failed(unreachable)
        continue
      }
      let show = report.unmatchedShows[name] ?? ImportReport.UnmatchedShow(title: name)
      do {
        switch try await TVMazeLookup(library: library, tvmaze: tvmaze, now: now).resolve(
          LookupIDs(tvdb: show.tvdb), title: show.title, year: show.year, holder: "the file")
        {
        case .found(let id):
          if found[id] == nil {
            found[id] = (try await tvmaze.show(id), [])
          }
          found[id]?.names.append(name)
          lookups[name] = .found(tvmazeID: id, title: found[id]?.document.name ?? name)
        case .unresolved(let reason):
          lookups[name] = .notFound(reason)
        }
      } catch {
        let message = ErrorText.message(AppError(error))
        lookups[name] = .failed(message)
        if let error = error as? TVMazeError, Self.isUnreachable(error) { unreachable = message }
      }
    }
    await progress(names.count, names.count)
    let shows = found.sorted { $0.key < $1.key }.map { id, show in
      TVMazeShowForImport(
        show: FetchedShow(
          body: show.document.body, source: "TVMaze show \(id)", added: false,
          updated: show.document.updated, fetchedAt: now()),
        names: show.names)
    }
    return (shows, lookups)
  }

  /// Whether `error` says TVMaze cannot be asked at all (rather than about this one show).
  private static func isUnreachable(_ error: TVMazeError) -> Bool {
    switch error {
    case .offline, .hostNotFound, .cannotConnect, .timedOut, .invalidBaseURL, .unavailable,
      .unimplemented:
      true
    case .notFound, .rateLimited, .httpStatus, .wrongShow, .notFoundElsewhere, .malformed:
      false
    }
  }
}
