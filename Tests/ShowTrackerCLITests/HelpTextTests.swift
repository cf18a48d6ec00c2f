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

/// A command's synopsis, declared once, makes its usage line, its option rows, what its
/// arguments complete with, and the parser's options.
struct SynopsisTests {
  @Test func theUsageLineIsMadeFromTheSynopsis() {
    #expect(CommandSpec.search.usage == "search QUERY [--limit N] [--json]")
    #expect(
      CommandSpec.watch.usage
        == "watch SHOW (S01E02 | --season N | --up-to CODE | --all) [--at DATE] [--json]")
    #expect(
      CommandSpec.shows.usage
        == "shows [--behind | --ended | --all] [--sort activity|title|progress|rating] [--limit N] [--json]"
    )
    #expect(CommandSpec.upcoming.usage == "upcoming [--days N] [--json | --ics]")
    #expect(
      CommandSpec.importing.usage
        == "import (tvmaze | trakt | tvtime) FILE [--show SHOW] [--dry-run] [--verbose] [--json]")
    #expect(CommandSpec.backup.usage == "backup [FILE]")
    #expect(CommandSpec.export.usage == "export [--trakt-dir DIR]")
  }

  @Test func argumentsAndOptionValuesHaveKinds() {
    #expect(CommandSpec.watch.arguments == [.show, .other])
    #expect(CommandSpec.importing.arguments == [.words(["tvmaze", "trakt", "tvtime"]), .file])
    #expect(CommandSpec.preview.arguments == [.feature])
    #expect(CommandSpec.helpCommand.arguments == [.command])
    #expect(CommandSpec.add.arguments == [.other])
    let shows = ShellCompletions.optionValues(of: CommandSpec.shows)
    #expect(shows["--sort"] == .some(.words(["activity", "title", "progress", "rating"])))
    #expect(shows["--all"] == .some(nil))
    #expect(ShellCompletions.optionValues(of: CommandSpec.history)["--show"] == .some(.show))
  }

  /// The usage line that once gave no completion (`add SHOW | remove SHOW`): subcommands
  /// complete their words first, then what follows them.
  @Test func subcommandsCompleteTheirWordsThenTheirArguments() {
    let watchlist = CommandSpec(
      name: "watchlist", brief: "the shows to watch some day",
      synopsis: [
        .choice([
          .subcommand("add", [.argument(.show)]), .subcommand("remove", [.argument(.show)]),
        ]),
        .option(Options.json, "the watchlist as JSON"),
      ],
      summary: "Keep a watchlist.", details: "", run: { _, _ in })
    #expect(watchlist.usage == "watchlist (add SHOW | remove SHOW) [--json]")
    #expect(watchlist.arguments == [.words(["add", "remove"]), .show])
    let bash = ShellCompletions.bash([watchlist])
    #expect(bash.contains("'watchlist 0') echo 'words:add remove' ;;"), "\(bash)")
    #expect(bash.contains("'watchlist 1') echo 'show' ;;"), "\(bash)")
    let fish = ShellCompletions.fish([watchlist])
    #expect(fish.contains("-n '__fish_seen_subcommand_from watchlist' -x -a 'add remove'"))
  }

  /// The help's rows are the synopsis's options, each with its help, in its order; a help too
  /// long for one line continues under itself.
  @Test func theOptionRowsAreTheSynopsisOptions() {
    for spec in CommandSpec.all {
      let rows = HelpText.paragraphs(spec.help).compactMap(\.term).filter { $0.hasPrefix("-") }
      #expect(rows == spec.options.map(\.term), "\(spec.name)")
    }
    #expect(
      CommandSpec.history.help.hasSuffix(
        """
        Options:
          --show SHOW  only the episodes of one show
          --limit N    entries per page (1–500, default 20)
          --page N     which page, from 1 (default 1); a page past the end is empty
          --json       the page as JSON
        """))
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
      for option in spec.options {
        #expect(page.contains(".TP\n.B \"\(ManPage.escape(option.term))\"\n"), "\(option.name)")
      }
    }
    for variable in [
      "SHOWTRACKER_DB", "NO_COLOR", "XDG_DATA_HOME", "LANG", "SHOWTRACKER_TVMAZE_URL",
    ] {
      #expect(page.contains(variable), "\(variable)")
    }
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
