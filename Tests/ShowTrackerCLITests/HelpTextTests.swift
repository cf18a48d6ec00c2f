import Terminal
import Testing

@testable import ShowTrackerCLI

struct HelpTextTests {
  @Test func helpThatFitsIsPrintedAsWritten() {
    for spec in CommandSpec.all {
      #expect(HelpText.wrap(spec.help, width: 200) == spec.help, "\(spec.name)")
    }
    #expect(HelpText.wrap(MainHelp.text, width: 200) == MainHelp.text)
  }

  @Test(arguments: [40, 50, 64, 80])
  func everyHelpFitsTheWidthWhereItsWordsAllow(width: Int) {
    let texts = [MainHelp.text(width: width)] + CommandSpec.all.map(\.help)
    for text in texts {
      for line in HelpText.wrap(text, width: width).split(separator: "\n")
      where DisplayWidth.of(line) > width {
        // Only a single word longer than the width (a path) may stick out.
        let words = line.split(separator: " ")
        #expect(words.count == 1, "\(width): \(line)")
      }
    }
  }

  @Test func aParagraphIsReflowedAndARowsContinuationHangsUnderItsDescription() {
    let text = """
      An episode code (S01E02, s1e2 or 1x02) marks that episode watched, again if it already
      was. Short lines stay.
      Like this one.

      Options:
        --at DATE   when you watched: 2024-03-01, 2024-03-01T21:30 (local time) or ISO 8601
                    with a zone; default now.
      """
    #expect(
      HelpText.wrap(text, width: 50) == """
        An episode code (S01E02, s1e2 or 1x02) marks that
        episode watched, again if it already was. Short
        lines stay.
        Like this one.

        Options:
          --at DATE   when you watched: 2024-03-01,
                      2024-03-01T21:30 (local time) or ISO
                      8601 with a zone; default now.
        """)
  }

  @Test func theMainHelpPutsEachBriefUnderItsUsageWhenBothDoNotFit() {
    let narrow = MainHelp.text(width: 60)
    for spec in CommandSpec.all {
      #expect(narrow.contains("\n  \(spec.usage)\n      \(spec.brief)\n"), "\(spec.name)")
    }
    #expect(MainHelp.text(width: 120) == MainHelp.text)
  }
}

struct SynopsisTests {
  /// Completions and the man page read a command's options from its usage line: it must name
  /// exactly the options the command takes, with a value exactly when it is not a flag.
  @Test(arguments: CommandSpec.all.map(\.name))
  func theUsageLineNamesEveryOptionOfTheCommand(name: String) throws {
    let spec = try #require(CommandSpec.named(name))
    let synopsis = Synopsis(usage: spec.usage)
    let named = Set(synopsis.options.keys).subtracting(Invocation.globalOptions)
    #expect(named == spec.options)
    for (option, value) in synopsis.options where spec.options.contains(option) {
      #expect((value == nil) == spec.flags.contains(option), "\(option)")
    }
  }

  @Test func argumentsAndOptionValuesHaveKinds() {
    let watch = Synopsis(
      usage: "watch SHOW (S01E02 | --season N | --up-to S01E02 | --all) [--at DATE] [--json]")
    #expect(watch.arguments == [.show])
    #expect(watch.options["--season"] == .some(.other("N")))
    #expect(watch.options["--up-to"] == .some(.other("S01E02")))
    #expect(watch.options["--all"] == .some(nil))
    let importing = Synopsis(usage: "import (tvmaze | trakt) FILE [--json]")
    #expect(importing.arguments == [.words(["tvmaze", "trakt"]), .file])
    #expect(Synopsis(usage: "preview FEATURE [--state NAME]").arguments == [.feature])
    #expect(Synopsis(usage: "help [COMMAND] [--man]").arguments == [.command])
    let shows = Synopsis(usage: "shows [--sort activity|title] [--all]")
    #expect(shows.options["--sort"] == .some(.words(["activity", "title"])))
    #expect(shows.options["--all"] == .some(nil))
  }
}

struct ManPageTests {
  @Test func roffTextIsEscaped() {
    #expect(ManPage.escape(".hidden") == "\\&.hidden")
    #expect(ManPage.escape("--all a\\b") == "\\-\\-all a\\eb")
    #expect(ManPage.escape("✓ “x”") == "\\[u2713] \\[u201C]x\\[u201D]")
  }

  @Test func thePageHasEveryCommandAndTheSectionsOfAManPage() {
    let page = ManPage.roff(CommandSpec.all)
    #expect(page.hasPrefix(".TH SHOWTRACKER 1 "))
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT",
      "FILES", "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(page.contains("\n.SH \(section)\n"), "\(section)")
    }
    for spec in CommandSpec.all {
      #expect(page.contains(".SS \"\(ManPage.escape(spec.usage))\""), "\(spec.name)")
    }
    for variable in [
      "SHOWTRACKER_DB", "NO_COLOR", "XDG_DATA_HOME", "LANG", "SHOWTRACKER_TVMAZE_URL",
    ] {
      #expect(page.contains(variable), "\(variable)")
    }
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
