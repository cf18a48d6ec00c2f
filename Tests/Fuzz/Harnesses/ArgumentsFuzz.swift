// libFuzzer harness: the command-line parser and the commands' argument checks, on arbitrary
// arguments (the input split at NUL bytes, as the kernel hands `argv` over).
//
// Runs what a command does with its arguments before it opens the library: the parse, the
// command's option check, and reading the values (numbers, episode codes, dates). Commands
// themselves do not run: they would read and write files named by the input.
//
// Checks, beyond "does not crash": a usage error exits 2 and its message, as the shell prints
// it, is one harmless line; a parsed positional or option value is one of the arguments.

import Foundation

@testable import ShowTrackerCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
  let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  MainActor.assumeIsolated { checkArguments(arguments) }
  return 0
}

@MainActor
private func checkArguments(_ arguments: [String]) {
  do throws(CommandError) {
    let invocation = try Invocation.parse(arguments, commands: CommandSpec.all)
    for text in invocation.positionals {
      require(arguments.contains(text), "positional '\(text)' is not an argument")
    }
    guard let name = invocation.command, let spec = CommandSpec.named(name) else { return }
    require(!spec.help.isEmpty, "\(name) has no help")
    try spec.checkOptions(of: invocation)
    try spec.checkArguments(of: invocation)
    try readValues(of: invocation, command: name)
  } catch {
    require(error.exitCode == 2 || error.exitCode == 1, "exit status \(error.exitCode)")
    switch error.sanitized {
    case .usage(let message, _), .failure(let message):
      require(isOneHarmlessLine(message), "message not one harmless line: \(message)")
    }
  }
}

/// Reads every value the commands read before opening the library, through the options'
/// declarations (a value that does not read is a usage error).
@MainActor
private func readValues(of invocation: Invocation, command: String) throws(CommandError) {
  if command == "watch" || command == "unwatch" {
    _ = try WatchCommand.arguments(invocation, command: command)
  }
  for option in [HistoryCommand.limit, MyShowsCommand.limit, Options.page, Options.season] {
    _ = try invocation[option]
  }
  _ = try invocation[Options.upTo]
  _ = try invocation[Options.at]
  _ = try invocation[Options.sort]
  for text in invocation.positionals {
    _ = ArgumentValues.episodeCode(text)
    _ = ArgumentValues.date(text, timeZone: TimeZone(identifier: "Pacific/Auckland"))
  }
}
