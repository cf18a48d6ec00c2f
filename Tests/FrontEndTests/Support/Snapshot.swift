import Foundation
import Testing

/// Compares text with a snapshot file under `Tests/FrontEndTests/__Snapshots__`.
///
/// Run once with `SNAPSHOT_RECORD=1 swift test --filter FrontEndTests` to write the files;
/// afterwards a difference fails the test and shows the lines that differ. Review the files
/// like code: they are what the user sees.
enum Snapshot {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
  }

  static func expect(
    _ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = directory.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "No snapshot at \(file.path). Record it with SNAPSHOT_RECORD=1 and review it.",
        sourceLocation: sourceLocation)
      return
    }
    guard expected != actual else { return }
    Issue.record(
      "Snapshot \(name) differs (− expected, + actual):\n\(diff(expected, actual))",
      sourceLocation: sourceLocation)
  }

  /// The lines that differ, numbered, expected then actual.
  static func diff(_ expected: String, _ actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var out: [String] = []
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? old[index] : nil
      let after = index < new.count ? new[index] : nil
      guard before != after else { continue }
      if let before { out.append(String(format: "%4d − ", index + 1) + before) }
      if let after { out.append(String(format: "%4d + ", index + 1) + after) }
    }
    return out.joined(separator: "\n")
  }
}
