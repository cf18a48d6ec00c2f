import Testing

@testable import ShowTrackerCLI

/// A command whose synopsis names no argument takes none: the dispatch's check says so, naming
/// the argument, for every such command, so no command checks it by hand.
struct ArgumentCheckTests {
  static let optionsOnly = CommandSpec.all.filter(\.arguments.isEmpty).map(\.name)

  @Test func theCommandsOfOptionsAloneAreFound() {
    #expect(Set(["next", "history", "export", "stats"]).isSubset(of: Set(Self.optionsOnly)))
    #expect(!Self.optionsOnly.contains("search"))
    #expect(!Self.optionsOnly.contains("show"))
  }

  @Test(arguments: optionsOnly)
  func anArgumentIsAUsageErrorNamingIt(_ name: String) throws {
    let spec = try #require(CommandSpec.all.first { $0.name == name })
    let invocation = try Invocation.parse([name, "extra"], commands: CommandSpec.all)
    #expect(throws: CommandError.usage("unexpected argument 'extra'", command: name)) {
      try spec.checkOptions(of: invocation)
    }
    let alone = try Invocation.parse([name], commands: CommandSpec.all)
    #expect(throws: Never.self) { try spec.checkOptions(of: alone) }
  }
}
