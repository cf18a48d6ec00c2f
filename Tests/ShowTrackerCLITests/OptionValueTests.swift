import Testing

@testable import ShowTrackerCLI

/// An option's value written inline (`--name=value`): everything after the first `=`, so a
/// value may hold `=` itself.
struct OptionValueTests {
  func value(_ arguments: [String], _ option: Option<String>) throws -> String? {
    try Invocation.parse(arguments, commands: CommandSpec.all)[option]
  }

  @Test func aValueIsEverythingAfterTheFirstEqualsSign() throws {
    #expect(try value(["history", "--db=lib/a=b.sqlite"], Options.db) == "lib/a=b.sqlite")
    #expect(try value(["--db=a==b", "history"], Options.db) == "a==b")
    #expect(try value(["history", "--db=lib/a.sqlite="], Options.db) == "lib/a.sqlite=")
  }

  @Test func aValueGivenApartMayHoldEqualsSignsToo() throws {
    #expect(try value(["history", "--db", "lib/a=b.sqlite"], Options.db) == "lib/a=b.sqlite")
  }

  /// `--db=` is an empty value (which the command then refuses), not the next argument.
  @Test func anEmptyInlineValueIsEmptyNotTheNextArgument() throws {
    let invocation = try Invocation.parse(["history", "--db=", "x"], commands: CommandSpec.all)
    #expect(try invocation[Options.db] == "")
    #expect(invocation.positionals == ["x"])
    #expect(throws: CommandError.usage("--json takes no value", command: "history")) {
      try Invocation.parse(["history", "--json="], commands: CommandSpec.all)
    }
  }
}
