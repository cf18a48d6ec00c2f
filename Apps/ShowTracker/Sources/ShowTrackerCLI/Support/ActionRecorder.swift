import AppComposition
import Redux
import Terminal

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Appends every action a store reduces to a file, one JSON line each with its time and
/// source: `showtracker --record FILE …` or `SHOWTRACKER_RECORD=FILE`.
///
/// `showtracker replay FILE` reads it back (see ``AppComposition/ActionRecording``).
@MainActor
final class ActionRecorder {
  private let file: AppendedFile
  private let path: String
  private var subscriptions: [StoreSubscription] = []
  /// Why a line could not be written, once one could not: the command then fails.
  private(set) var failure: String?

  private init(file: AppendedFile, path: String) {
    self.file = file
    self.path = path
  }

  /// The recorder `--record` (else `SHOWTRACKER_RECORD`) asks for, or `nil`.
  ///
  /// - Throws: A failure when the file cannot be created or opened for appending.
  static func open(
    _ invocation: Invocation, environment: [String: String]
  ) throws(CommandError) -> ActionRecorder? {
    let given = try invocation[Options.record] ?? environment["SHOWTRACKER_RECORD"]
    guard let path = given else { return nil }
    guard !path.isEmpty else {
      throw .usage("\(Options.record) needs a file", command: invocation.command)
    }
    do {
      return ActionRecorder(file: try AppendedFile(path: path), path: path)
    } catch {
      throw .failure(
        "cannot open the recording \(path) for appending: \(String(describing: error).lowercased())"
      )
    }
  }

  /// Records every action `store` reduces from now on.
  func record(_ store: Store<AppState, AppAction>) {
    subscriptions.append(
      store.observeActions { [weak self] action, source in
        self?.write(ActionRecording.Entry(at: Date(), action: action, source: source))
      })
  }

  private func write(_ entry: ActionRecording.Entry) {
    guard failure == nil else { return }
    do {
      try file.write(String(decoding: ActionRecording.jsonLine(entry), as: UTF8.self))
    } catch let error as TerminalWriteError {
      failure = "cannot write the recording \(path): \(String(describing: error).lowercased())"
    } catch {
      failure = "cannot write the recording \(path): the action could not be encoded"
    }
  }
}
