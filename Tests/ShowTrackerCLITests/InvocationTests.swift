import AppComposition
import Foundation
import Testing

@testable import ShowTrackerCLI

struct InvocationTests {
  @Test func optionsGoAnywhereAndTakeValuesBothWays() throws {
    let invocation = try Invocation.parse(
      ["--json", "history", "--limit", "5", "--page=2"], commands: CommandSpec.all)
    #expect(invocation.command == "history")
    #expect(try invocation[HistoryCommand.limit] == 5)
    #expect(try invocation[Options.page] == 2)
    #expect(invocation[Options.json])
  }

  @Test func dashIsAnArgumentAndDoubleDashEndsOptions() throws {
    let invocation = try Invocation.parse(
      ["import", "trakt", "-", "--", "--json"], commands: CommandSpec.all)
    #expect(invocation.positionals == ["trakt", "-", "--json"])
    #expect(!invocation[Options.json])
  }

  @Test func unknownOptionsWaitForTheCommandToBeReported() throws {
    let invocation = try Invocation.parse(["--frob", "search", "x"], commands: CommandSpec.all)
    #expect(invocation.unknownOptions == ["--frob"])
    #expect(throws: CommandError.usage("unknown option '--frob'", command: "search")) {
      try CommandSpec.search.checkOptions(of: invocation)
    }
  }

  @Test func aMissingValueIsAUsageError() {
    #expect(throws: CommandError.usage("--db needs a value", command: "history")) {
      try Invocation.parse(["history", "--db"], commands: CommandSpec.all)
    }
  }

  func code(_ text: String) -> [Int]? {
    ArgumentValues.episodeCode(text).map { [$0.season, $0.number] }
  }

  @Test func episodeCodes() {
    #expect(code("S01E02") == [1, 2])
    #expect(code("s1e2") == [1, 2])
    #expect(code("2x10") == [2, 10])
    #expect(code("S0E5") == [0, 5])
    for bad in ["S01", "E02", "S1E", "1x", "pilot", "S-1E2", "Ｓ１Ｅ２"] {
      #expect(ArgumentValues.episodeCode(bad) == nil, "\(bad)")
    }
  }

  @Test func dates() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let day = ArgumentValues.date("2024-03-01", timeZone: utc)
    #expect(day == Date(timeIntervalSince1970: 1_709_251_200))
    #expect(
      ArgumentValues.date("2024-03-01T21:30", timeZone: utc) == day?.addingTimeInterval(77_400))
    #expect(
      ArgumentValues.date("2024-03-01 21:30", timeZone: utc) == day?.addingTimeInterval(77_400))
    #expect(ArgumentValues.date("2024-03-01T21:30:00+01:00") == day?.addingTimeInterval(73_800))
    #expect(
      ArgumentValues.date(" 2024-03-01T21:30:15 ", timeZone: utc) == day?.addingTimeInterval(77_415)
    )
    // Every form of ISO 8601 people paste (issue #43, item 7): minutes with a zone, offsets
    // with and without a colon or minutes, fractions, basic format, a lower-case t.
    let evening = try #require(day).addingTimeInterval(77_400)  // 21:30 UTC
    for (text, expected) in [
      ("2024-03-01T21:30Z", evening), ("2024-03-01T21:30z", evening),
      ("2024-03-01T22:30+01:00", evening), ("2024-03-01T22:30+0100", evening),
      ("2024-03-01T22:30+01", evening), ("2024-03-01T16:30-05:00", evening),
      ("2024-03-01T21:30:00.000Z", evening), ("2024-03-01T21:30:00,5Z", evening + 0.5),
      ("2024-03-01T21:30:15.250+00:00", evening + 15.25), ("20240301T213000Z", evening),
      ("20240301T2230+0100", evening), ("2024-03-01t21:30Z", evening),
      ("2024-03-01 21:30Z", evening), ("2024-03-01T21Z", evening - 1_800),
      ("2024-03-02T03:00+05:30", evening),
      ("2024-03-01T21:30:00.123456789Z", evening + 0.123456789),
    ] {
      let read = try #require(ArgumentValues.date(text, timeZone: utc), "\(text)")
      #expect(abs(read.timeIntervalSince(expected)) < 0.000_001, "\(text): \(read)")
    }
    #expect(
      ArgumentValues.date("2024-03-01T21:30:15.5", timeZone: utc)
        == day?.addingTimeInterval(77_415.5))
    #expect(ArgumentValues.date("2024-02-30", timeZone: utc) == nil)
    #expect(ArgumentValues.date("yesterday") == nil)
    for bad in [
      "2024-03-01T24:00", "2024-03-01T21:3", "2024-03-01T21:30:60", "2024-3-1", "2024-03-01T",
      "2024-03-01T21:30+1", "2024-03-01T21:30+01:0", "2024-03-01T21:30+15:00",
      "2024-03-01T21:30+01:60", "2024-03-01T21:30.5", "2024-03-01T21:30:00.", "2024-03-01Z",
      "2024-03-01T213", "2024-03-01T21:30ZZ", "2024-03-01T21:30:00.5x",
    ] {
      #expect(ArgumentValues.date(bad, timeZone: utc) == nil, "\(bad)")
    }
  }

  @Test func localTimesFollowTheZoneAtThatMoment() throws {
    // New York: UTC-5 in winter, UTC-4 in summer.
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(
      ArgumentValues.date("2024-01-15 12:00", timeZone: newYork)
        == Date(timeIntervalSince1970: 1_705_338_000))  // 17:00Z
    #expect(
      ArgumentValues.date("2024-07-15 12:00", timeZone: newYork)
        == Date(timeIntervalSince1970: 1_721_059_200))  // 16:00Z
  }
}

/// The command list is built from the feature registry and the shell's own list: every name
/// is unique, every feature's command is in it and in the help, and each parses its options.
struct CommandListTests {
  @Test func everyCommandHasAUniqueName() {
    let names = CommandSpec.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test func everyFeaturesCommandIsListedAndHelped() {
    for feature in Features.all {
      let command = feature.command
      #expect(CommandSpec.named(command.name) != nil, "\(feature.name)")
      #expect(MainHelp.text.contains("\n  \(command.usage)"), "\(feature.name)")
    }
  }

  @Test func everyFeatureHasFixturesAndAUniqueName() {
    let names = Features.all.map(\.name)
    #expect(Set(names).count == names.count)
    for feature in Features.all { #expect(!feature.fixtureNames.isEmpty, "\(feature.name)") }
    let tabs = Features.tabs.map(\.screen)
    #expect(Set(tabs).count == tabs.count)
  }

  @Test(arguments: CommandSpec.all.map(\.name))
  func everyOptionOfACommandParses(_ name: String) throws {
    let spec = try #require(CommandSpec.named(name))
    for option in spec.options {
      let arguments = option.value == nil ? [name, option.name] : [name, option.name, "1"]
      let invocation = try Invocation.parse(arguments, commands: CommandSpec.all)
      #expect(invocation.options.contains(option.name), "\(arguments)")
      #expect(invocation.unknownOptions.isEmpty, "\(arguments)")
      #expect(invocation.positionals.isEmpty, "\(arguments)")
      try spec.checkOptions(of: invocation)
    }
  }

  /// A command whose synopsis takes no argument refuses one before it runs; the others take
  /// what their synopsis says (their `run` checks how many).
  @Test(arguments: CommandSpec.all.map(\.name))
  func aCommandWithoutArgumentsRefusesOne(_ name: String) throws {
    let spec = try #require(CommandSpec.named(name))
    let invocation = try Invocation.parse([name, "extra"], commands: CommandSpec.all)
    if spec.arguments.isEmpty {
      #expect(throws: CommandError.usage("unexpected argument 'extra'", command: name)) {
        try spec.checkArguments(of: invocation)
      }
    } else {
      try spec.checkArguments(of: invocation)
    }
  }

  /// The parser knows an option by its name alone, so a name takes a value in every command
  /// or in none.
  @Test func anOptionTakesAValueEverywhereOrNowhere() {
    var takesValue: [String: Bool] = [:]
    for option in Options.globalSyntax + CommandSpec.all.flatMap(\.options) {
      if let earlier = takesValue[option.name] {
        #expect(earlier == (option.value != nil), "\(option.name)")
      }
      takesValue[option.name] = option.value != nil
    }
  }
}

/// `add`'s arguments and its numbered choice.
struct AddCommandTests {
  func query(_ arguments: [String]) throws -> TVMazeShowQuery {
    let invocation = try Invocation.parse(["add"] + arguments, commands: CommandSpec.all)
    return try AddCommand.query(invocation, command: "add")
  }

  @Test func aTypedIDIsAnIDABareNumberATitleAndWordsAreJoined() throws {
    #expect(try query(["tvmaze:169"]) == .id(169))
    #expect(try query(["TVMaze:169"]) == .id(169))
    #expect(try query(["169"]) == .title("169"))
    #expect(try query(["tvmaze:169", "--title"]) == .title("tvmaze:169"))
    #expect(try query(["breaking", "bad"]) == .title("breaking bad"))
    #expect(try query(["Breaking Bad"]) == .title("Breaking Bad"))
    #expect(throws: CommandError.usage("missing the show: a title or a TVMaze id", command: "add"))
    {
      try query([])
    }
  }

  @Test func theChoiceIsANumberFromOne() {
    #expect(AddCommand.choice("2", count: 3) == 1)
    #expect(AddCommand.choice(" 1 ", count: 3) == 0)
    #expect(AddCommand.choice("4", count: 3) == nil)
    #expect(AddCommand.choice("0", count: 3) == nil)
    #expect(AddCommand.choice("", count: 3) == nil)
    #expect(AddCommand.choice("two", count: 3) == nil)
  }
}
