import Foundation

/// The real API samples in `shared/data` next to the repository (or `$SHOWTRACKER_SHARED_DATA`).
///
/// Tests that read them are marked `.enabled(if: SharedData.isAvailable)`, so without the
/// folder they are reported as skipped rather than passing with nothing checked.
enum SharedData {
  static let directory: URL? = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["SHOWTRACKER_SHARED_DATA"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    // Up from this file to the repository root (the folder holding
    // Packages/LibraryDatabase/Package.swift), then to its sibling shared/data.
    var url = URL(fileURLWithPath: #filePath)
    while url.pathComponents.count > 1 {
      url.deleteLastPathComponent()
      let manifest = url.appendingPathComponent("Packages/LibraryDatabase/Package.swift")
      if FileManager.default.fileExists(atPath: manifest.path) {
        return url.deletingLastPathComponent().appendingPathComponent("shared/data")
      }
    }
    return nil
  }()

  static var isAvailable: Bool {
    guard let directory else { return false }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func data(_ relativePath: String) throws -> Data {
    guard let directory else { throw CocoaError(.fileNoSuchFile) }
    return try Data(contentsOf: directory.appendingPathComponent(relativePath))
  }

  /// Every `.json` file, as paths relative to the data folder (`tvmaze/shows.json`).
  static func allJSONFiles() throws -> [String] {
    guard let directory else { return [] }
    return try ["tvmaze", "trakt"].flatMap { folder in
      try FileManager.default.contentsOfDirectory(
        atPath: directory.appendingPathComponent(folder).path
      )
      .filter { $0.hasSuffix(".json") }
      .map { "\(folder)/\($0)" }
    }
    .sorted()
  }
}
