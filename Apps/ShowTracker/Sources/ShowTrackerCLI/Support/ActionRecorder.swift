import AppComposition
import Foundation
import Redux

/// Appends every action a store reduces to a file, one JSON line each with its time and
/// source: `showtracker --record FILE …` or `SHOWTRACKER_RECORD=FILE`.
///
/// `showtracker replay FILE` reads it back (see ``AppComposition/ActionRecording``).
@MainActor
final class ActionRecorder {
  private let handle: FileHandle
  private let path: String
  private var subscriptions: [StoreSubscription] = []
  /// Why a line could not be written, once one could not: the command then fails.
  private(set) var failure: String?

  private init(handle: FileHandle, path: String) {
    self.handle = handle
    self.path = path
  }

  /// The recorder `--record` (else `SHOWTRACKER_RECORD`) asks for, or `nil`.
  ///
  /// - Throws: A failure when the file cannot be created or opened for appending.
  static func open(
    _ invocation: Invocation, environment: [String: String]
  ) throws(CommandError) -> ActionRecorder? {
    let given = invocation.value("--record") ?? environment["SHOWTRACKER_RECORD"]
    guard let path = given else { return nil }
    guard !path.isEmpty else {
      throw .usage("--record needs a file", command: invocation.command)
    }
    if !FileManager.default.fileExists(atPath: path) {
      guard FileManager.default.createFile(atPath: path, contents: nil) else {
        throw .failure("cannot create the recording \(path)")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw .failure("cannot open the recording \(path) for writing")
    }
    do {
      try handle.seekToEnd()
    } catch {
      throw .failure("cannot append to the recording \(path)")
    }
    return ActionRecorder(handle: handle, path: path)
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
      try handle.write(contentsOf: ActionRecording.jsonLine(entry))
    } catch {
      failure = "cannot write the recording \(path): \(error.localizedDescription)"
    }
  }
}
