import LibraryClient
import Redux

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What an export prints: the view state of `showtracker export`.
public enum ExportOutput: Equatable, Sendable {
  /// Not asked for yet, or on its way.
  case running
  /// The library as one Trakt JSON document: the history, the ratings and the watchlist.
  case document(Data)
  /// The files of a Trakt data export, by name (`export --trakt-dir`).
  case files([DataFile])
  /// Why it failed, in words.
  case failed(message: String)
}

/// What an export front end can ask for.
public enum ExportOutputAction: Equatable, Sendable {
  /// Export the whole library as one document.
  case exportRequested
  /// Export the library as the files of a Trakt data export.
  case traktFilesRequested
}

/// What `showtracker check` and `backup` print.
public enum MaintenanceOutput: Equatable, Sendable {
  /// Not asked for yet, or running.
  case running
  /// What the check found.
  case checked(LibraryCheck)
  /// Where the backup was written.
  case backedUp(path: String)
  /// Why it failed, in words.
  case failed(message: String)
}

/// What a check or backup front end can ask for.
public enum MaintenanceOutputAction: Equatable, Sendable {
  /// Check the whole library.
  case checkRequested
  /// Back the library up to a path, or to the backups folder beside it when `nil`.
  case backupRequested(path: String?)
}

/// What an import prints: the view state of `showtracker import`.
public enum ImportOutput: Equatable, Sendable {
  /// Not started yet, or running.
  case running
  /// Looking up on TVMaze the shows the library lacks (a TV Time import): `done` of `total`.
  case lookingUp(done: Int, total: Int)
  /// What the import added, updated and skipped.
  case finished(source: String, ImportReport)
  /// Why it failed, in words; nothing was imported.
  case failed(message: String)
}

/// What an import front end can ask for.
public enum ImportOutputAction: Equatable, Sendable {
  /// Import a file.
  case importRequested(ImportRequest)
}

extension Connectors {
  /// Maps an export's status to ``ExportOutput``.
  public struct ExportConnector: Connector, Sendable {
    /// Creates the export's connector.
    public init() {}

    public func connect(state: AppState) -> ExportOutput {
      switch state.export {
      case .idle, .running: .running
      case .finished(let data): .document(data)
      case .files(let files): .files(files)
      case .failed(let error): .failed(message: ErrorText.message(error))
      }
    }

    public func connect(action: ExportOutputAction) -> AppAction {
      switch action {
      case .exportRequested: .exporting(.started)
      case .traktFilesRequested: .exporting(.traktFilesStarted)
      }
    }
  }

  /// Maps a check's or a backup's status to ``MaintenanceOutput``.
  public struct MaintenanceConnector: Connector, Sendable {
    /// Creates the check's and backup's connector.
    public init() {}

    public func connect(state: AppState) -> MaintenanceOutput {
      switch state.maintenance {
      case .idle, .running: .running
      case .checked(let report): .checked(report)
      case .backedUp(let path): .backedUp(path: path)
      case .failed(let error): .failed(message: ErrorText.message(error))
      }
    }

    public func connect(action: MaintenanceOutputAction) -> AppAction {
      switch action {
      case .checkRequested: .maintenance(.checkRequested)
      case .backupRequested(let path): .maintenance(.backupRequested(path: path))
      }
    }
  }

  /// Maps the last import's status to ``ImportOutput``.
  public struct ImportConnector: Connector, Sendable {
    /// Creates the import's connector.
    public init() {}

    public func connect(state: AppState) -> ImportOutput {
      switch state.lastImport {
      case .none, .running: .running
      case .lookingUp(_, let done, let total): .lookingUp(done: done, total: total)
      case .finished(let source, let report): .finished(source: source, report)
      case .failed(_, let error): .failed(message: ErrorText.message(error))
      }
    }

    public func connect(action: ImportOutputAction) -> AppAction {
      switch action {
      case .importRequested(let request): .importing(.started(request))
      }
    }
  }
}
