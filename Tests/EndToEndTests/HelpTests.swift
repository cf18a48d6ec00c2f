import Foundation
import Testing

@testable import ShowTrackerCLI

struct HelpTests {
  /// Every command of the app, from the registry and the shell's list: a new feature's command
  /// is checked without a change here.
  static let commands = CommandSpec.all.map(\.name)

  @Test func versionAndHelp() throws {
    let library = try Library()
    let version = try library.runWithoutDatabaseOption(["--version"])
    #expect(version.status == 0)
    #expect(version.output == "showtracker 0.1.0\n")
    let help = try library.runWithoutDatabaseOption(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("showtracker: follow TV shows from your terminal."))
    #expect(Self.commands.count >= 12)
    for command in Self.commands { #expect(help.output.contains("\n  \(command)")) }
  }

  /// A bare number is the library's id wherever the app prints one; the help says so, and
  /// `add` (which looks only at TVMaze) names TVMaze's ids as tvmaze:ID.
  @Test func theHelpSaysWhatABareNumberMeans() throws {
    let library = try Library()
    let show = try library.runWithoutDatabaseOption(["show", "--help"]).output
    #expect(show.contains("library id (a bare number"), "\(show)")
    #expect(show.contains("tvmaze:82"), "\(show)")
    let add = try library.runWithoutDatabaseOption(["add", "--help"]).output
    #expect(add.contains("add (TITLE | tvmaze:ID)"), "\(add)")
    let words = add.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("a bare number is searched as a title (add 24)"), "\(add)")
    #expect(words.contains("everywhere a bare number is the library's id, never TVMaze's"))
    #expect(!add.contains("TVMAZE-ID"), "\(add)")
  }

  @Test func withNoArgumentsAndNoTerminalTheHelpIsPrinted() throws {
    let result = try Library().runWithoutDatabaseOption([])
    #expect(result.status == 0)
    #expect(result.output.contains("Usage:"))
    #expect(result.errors.isEmpty)
  }

  @Test(arguments: commands)
  func everyCommandHasHelp(_ command: String) throws {
    let library = try Library()
    for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
      let result = try library.runWithoutDatabaseOption(arguments)
      #expect(result.status == 0)
      #expect(result.output.hasPrefix("Usage: showtracker \(command)"), "\(arguments)")
    }
  }

  @Test func previewNeedsNoLibrary() throws {
    let library = try Library()
    let result = try library.runWithoutDatabaseOption(
      ["preview", "history", "--state", "populated"], environment: ["HOME": "/nonexistent"])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("Watched history · 3 entries\n\n› Northern Lights S01E01"))
    let all = try library.runWithoutDatabaseOption(["preview", "search"])
    #expect(all.output.contains("── search · no-results"))
    let json = try library.runWithoutDatabaseOption([
      "preview", "show", "--state", "error", "--json",
    ])
    #expect(json.output.contains(#""status" : "failed""#))
  }
}
