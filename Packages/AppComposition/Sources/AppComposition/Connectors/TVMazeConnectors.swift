import Identifiers
import LibraryClient
import Redux
import TVMazeClient

/// What `showtracker add` prints: the view state of adding a show from TVMaze.
public enum AddShowOutput: Equatable, Sendable {
  /// Searching, fetching or saving.
  case working
  /// Several shows match: the numbered choice to offer on a terminal, and the one-line error
  /// that lists their ids otherwise.
  case choosing(candidates: [Candidate], message: String)
  /// The show is in the library and followed: what happened, and TVMaze's credit.
  case added(show: ShowID, message: String, credit: String)
  /// Why nothing was added, in words.
  case failed(message: String)

  /// One show to choose from.
  public struct Candidate: Equatable, Sendable {
    /// TVMaze's id of the show: what `add ID` takes.
    public let id: Int
    /// "Girls (2012, HBO)".
    public let label: String

    /// Creates a candidate.
    public init(id: Int, label: String) {
      self.id = id
      self.label = label
    }
  }
}

/// What an add front end can ask for.
public enum AddShowAction: Equatable, Sendable {
  /// Add a show by TVMaze id or title.
  case addRequested(TVMazeShowQuery)
}

/// What `showtracker refresh` prints: the view state of a refresh.
public enum RefreshOutput: Equatable, Sendable {
  /// Not started, or running: `done` of `total` shows (`total` 0 while asking what changed).
  case running(done: Int, total: Int)
  /// What the refresh did, and TVMaze's credit.
  case finished(message: String, credit: String)
  /// Why it stopped and what it had done, in words.
  case failed(message: String)
}

/// What a refresh front end can ask for.
public enum RefreshOutputAction: Equatable, Sendable {
  /// Refresh the followed shows, or the one named.
  case refreshRequested(show: String?)
}

extension Connectors {
  /// Maps adding a show from TVMaze to ``AddShowOutput``.
  public struct AddShowConnector: Connector, Sendable {
    /// Creates the add command's connector.
    public init() {}

    public func connect(state: AppState) -> AddShowOutput {
      switch state.tvmaze.add {
      case .idle, .working:
        return .working
      case .choosing(let query, let shows):
        let candidates = shows.map { AddShowOutput.Candidate(id: $0.id, label: $0.label) }
        return .choosing(
          candidates: candidates,
          // TVMaze's ids are typed (`tvmaze:139`): a bare number is the library's id everywhere.
          message: "'\(query)' matches \(shows.count) shows on TVMaze; add one by its id: "
            + candidates.map { "tvmaze:\($0.id) \($0.label)" }.joined(separator: ", "))
      case .added(let saved):
        return .added(
          show: saved.show.id, message: Self.message(saved), credit: TVMazeClient.attribution)
      case .failed(let error):
        return .failed(message: ErrorText.message(error))
      }
    }

    /// What adding `saved` did: "Added Girls (2012) from TVMaze: 62 episodes; following it".
    static func message(_ saved: FetchedShowSaved) -> String {
      let show = saved.show.title + (saved.show.year.map { " (\($0))" } ?? "")
      let report = saved.report
      let episodes =
        report.showsAdded > 0
        ? ChangeText.count(report.episodesAdded, "episode")
        : "\(ChangeText.count(report.episodesAdded, "new episode")), "
          + "\(report.episodesUpdated) updated"
      let verb = report.showsAdded > 0 ? "Added" : "Updated"
      return "\(verb) \(show) from TVMaze: \(episodes); following it"
    }

    public func connect(action: AddShowAction) -> AppAction {
      switch action {
      case .addRequested(let query): .tvmaze(.addRequested(query))
      }
    }
  }

  /// Maps a refresh from TVMaze to ``RefreshOutput``.
  public struct RefreshConnector: Connector, Sendable {
    /// Creates the refresh command's connector.
    public init() {}

    public func connect(state: AppState) -> RefreshOutput {
      switch state.tvmaze.refresh {
      case .idle: .running(done: 0, total: 0)
      case .running(let progress): .running(done: progress.done, total: progress.total)
      case .finished(let report):
        .finished(message: RefreshText.summary(report), credit: TVMazeClient.attribution)
      case .failed(let report, let error): .failed(message: RefreshText.failure(report, error))
      }
    }

    public func connect(action: RefreshOutputAction) -> AppAction {
      switch action {
      case .refreshRequested(let show): .tvmaze(.refreshRequested(show: show))
      }
    }
  }
}
