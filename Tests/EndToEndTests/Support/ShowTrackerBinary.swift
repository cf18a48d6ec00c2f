import Foundation
import Testing

/// The built `showtracker` executable, run as a user would run it.
struct ShowTrackerBinary {
  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  let url: URL

  /// The executable next to the test bundle (SwiftPM builds both into the same folder), else
  /// `.build/debug/showtracker` of this checkout; `SHOWTRACKER_BINARY` overrides both.
  static func locate() throws -> ShowTrackerBinary {
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["SHOWTRACKER_BINARY"] {
      candidates.append(URL(fileURLWithPath: path))
    }
    let testExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testExecutable.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(folder.appendingPathComponent("showtracker"))
      folder = folder.deletingLastPathComponent()
    }
    candidates.append(
      repositoryRoot.appendingPathComponent(".build/debug/showtracker"))
    let fileManager = FileManager.default
    guard let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) })
    else {
      throw BinaryNotFound(searched: candidates.map(\.path))
    }
    return ShowTrackerBinary(url: found)
  }

  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  struct BinaryNotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
      "showtracker is not built (run `swift build`); looked at:\n"
        + searched.joined(separator: "\n")
    }
  }

  /// The environment every run gets: no inherited library, colour or locale surprises.
  static func environment(home: URL, extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for key in ["SHOWTRACKER_DB", "NO_COLOR", "COLUMNS", "XDG_DATA_HOME", "LC_ALL"] {
      environment[key] = nil
    }
    environment["HOME"] = home.path
    environment["LANG"] = "en_US.UTF-8"
    environment["TZ"] = "UTC"
    return environment.merging(extra) { $1 }
  }

  /// Runs `showtracker arguments…`, feeding `input` to standard input, and waits for it.
  ///
  /// `launcher` runs it through another program: `["/usr/bin/setpriv", "--reuid=65534", …]`
  /// runs it as another user.
  func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String],
    launcher: [String] = []
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("showtracker-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputURL = folder.appendingPathComponent("stdout")
    let errorsURL = folder.appendingPathComponent("stderr")
    try Data().write(to: outputURL)
    try Data().write(to: errorsURL)
    let outputFile = try FileHandle(forWritingTo: outputURL)
    let errorsFile = try FileHandle(forWritingTo: errorsURL)
    let process = Process()
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = launcher.dropFirst() + [url.path] + arguments
    } else {
      process.executableURL = url
      process.arguments = arguments
    }
    process.environment = environment
    process.standardOutput = outputFile
    process.standardError = errorsFile
    let inputPipe = Pipe()
    process.standardInput = inputPipe
    try process.run()
    if let input { inputPipe.fileHandleForWriting.write(input) }
    try inputPipe.fileHandleForWriting.close()
    process.waitUntilExit()
    try outputFile.close()
    try errorsFile.close()
    return Result(
      status: process.terminationStatus,
      output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
  }
}
