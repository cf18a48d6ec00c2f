import Foundation

/// What a command printed (standard output and error together), and whether it succeeded.
struct CommandResult {
  let succeeded: Bool
  let output: String
}

/// Runs `arguments` (found on `PATH`) in `folder`, with `environment` added to the test's, and
/// waits for it: the builds and scripts the architecture tests run on temporary copies.
func runCommand(
  _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
) throws -> CommandResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  if let folder { process.currentDirectoryURL = folder }
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
}
