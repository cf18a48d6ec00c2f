import LibraryClient
import TVMazeClient

/// The words for an ``AppError``: one line, plain, saying what went wrong and what to do.
///
/// Data quoted here (a title, a path, a file name) is left as it is: each front end makes it
/// safe where it prints it (the terminal front end and the CLI's error report with
/// `sanitize`, showing a line break as `\n`; the JSON front end with escapes). An argument
/// repeated in a command to paste is shell-quoted with ``ShellText``.
enum ErrorText {
  /// What to do about a library that cannot be read as one: not "see showtracker check",
  /// which is what says it is damaged. `backup --help` gives the restore steps.
  static let restoreABackup =
    "restore a copy from the backups folder beside it (showtracker backup --help says how)"

  static func message(_ error: AppError) -> String {
    switch error {
    case .library(let error): message(error)
    case .noSuchEpisode(let show, let season, let number):
      "\(show) has no episode \(EpisodeText.code(season: season, number: number))"
    case .noSuchSeason(let show, let season):
      "\(show) has no season \(season)"
    case .showNotOpen(let show):
      "\(show) is not the show open now: open it again and mark the season there"
    case .queryTooLong(let words, let characters):
      "a search is at most \(SearchState.maxQueryWords) words and "
        + "\(SearchState.maxQueryCharacters) characters, not \(words) words and "
        + "\(characters) characters: search for a few words of the title"
    case .notYetAired(let show, let season, let number, let airs):
      "\(show) \(EpisodeText.code(season: season, number: number)) airs on \(airs), after the "
        + "day it would be marked watched; nothing was marked"
    case .noPlay(let show, let season, let number, let at, let plays):
      "\(show) \(EpisodeText.code(season: season, number: number)) has no play"
        + (at.map { " at \($0)" } ?? "")
        + (plays.isEmpty ? "; it is not watched" : "; its plays: " + plays.joined(separator: ", "))
    case .severalPlays(let show, let season, let number, let at, let plays):
      "\(show) \(EpisodeText.code(season: season, number: number)) has \(plays.count) plays at "
        + "\(at): " + plays.joined(separator: ", ") + "; give the time of one with --at"
    case .tvmaze(let error): message(error)
    case .noTVMazeMatch(let query):
      Int(query).map {
        "no show on TVMaze matches the title '\(query)' (TVMaze's show \($0) is tvmaze:\($0))"
      }
        ?? "no show on TVMaze matches '\(query)'"
    case .noTVMazeShow(let id): "TVMaze has no show with id \(id)"
    case .notOnTVMaze(let title, let reason):
      "cannot find \(title) on TVMaze, so it cannot be refreshed: \(reason); add it from "
        + "TVMaze: showtracker add \(title)"
    case .notInLibraryNorOnTVMaze(let text):
      "no show called '\(text)' in the library, and none on TVMaze matches it"
    case .severalOnTVMaze(let text, let shows):
      "no show called '\(text)' in the library, and it matches \(shows.count) shows on TVMaze; "
        + "save one by its id (showtracker watchlist add tvmaze:ID): "
        + shows.map { "tvmaze:\($0.id) \($0.label)" }.joined(separator: ", ")
    }
  }

  static func message(_ error: TVMazeError) -> String {
    switch error {
    case .notFound(let path):
      "TVMaze has nothing at \(path) (HTTP 404)"
    case .offline(let host):
      "cannot reach TVMaze at \(host): this computer is offline"
    case .hostNotFound(let host):
      "cannot reach TVMaze: the name \(host) could not be found (DNS)"
    case .cannotConnect(let host, let reason):
      "cannot reach TVMaze at \(host): \(reason)"
    case .timedOut(let host):
      "TVMaze at \(host) did not answer in time"
    case .rateLimited(let path):
      "TVMaze kept refusing \(path) as too many requests (HTTP 429); try again in a minute"
    case .httpStatus(let status, let path) where status >= 500:
      "TVMaze failed to answer \(path) (HTTP \(status), a server error); try again later"
    case .httpStatus(let status, let path):
      "TVMaze refused \(path) (HTTP \(status))"
    case .wrongShow(let path, let asked, let answered):
      "TVMaze's answer to \(path) is show \(answered), not show \(asked) that was asked for; "
        + "nothing was saved"
    case .notFoundElsewhere(let path, let answer):
      "the answer to \(path) was HTTP 404 without TVMaze's error body (\(answer)), so whether "
        + "TVMaze still has the show is unknown; nothing was changed"
    case .malformed(let path, let reason):
      "TVMaze's answer to \(path) could not be read: \(reason)"
    case .invalidBaseURL(let text):
      "SHOWTRACKER_TVMAZE_URL is not an http or https URL: '\(text)'"
    case .unavailable(let reason):
      "cannot reach TVMaze: \(reason)"
    case .unimplemented(let function):
      "the TVMaze function \(function) is not available here"
    }
  }

  static func message(_ error: LibraryError) -> String {
    switch error {
    case .showNotFound(let text):
      "no show called '\(text)' in the library; try: showtracker search "
        + ShellText.argument(text)
    case .ambiguousShow(let text, let candidates, let total):
      "'\(text)' matches \(total) shows; give an id or the full title: "
        + candidates.map { candidate in
          "\(candidate.id) \(candidate.title)" + (candidate.year.map { " (\($0))" } ?? "")
        }.joined(separator: ", ")
        + (total > candidates.count ? ", … and \(total - candidates.count) more" : "")
    case .showMissing(let id):
      "show \(id) is not in the library"
    case .locked:
      "another program is using the library; try again in a moment"
    case .corrupt:
      "the library file is damaged or is not a showtracker library; " + restoreABackup
    case .readOnly:
      "the library cannot be written (the file or its folder is read-only)"
    case .diskFull:
      "the disk is full; nothing was saved"
    case .inputOutput:
      "the library file could not be read or written (an input/output error)"
    case .cannotOpen(let path):
      "cannot open or create the library at \(path)"
    case .unusablePath(let path, let reason):
      "\(path) cannot be a library: \(reason)"
    case .newerSchema(let found, let supported):
      "the library was written by a newer showtracker (schema version \(found); this one "
        + "reads up to \(supported)); update showtracker"
    case .schemaMismatch(let version):
      "the library's tables do not match its schema version \(version), so it cannot be "
        + "upgraded; nothing was changed: " + restoreABackup
    case .invalidImport(let source, let location, let reason):
      [source, location, reason].compactMap(\.self).joined(separator: ": ")
    case .cannotRedoImport(let source):
      "an undone import cannot be redone; import \(source) again"
    case .unimplemented(let function):
      "the library function \(function) is not available here"
    case .other(let message):
      message
    }
  }
}
