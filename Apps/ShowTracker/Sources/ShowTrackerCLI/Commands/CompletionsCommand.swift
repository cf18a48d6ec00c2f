import AppComposition
import LibraryClient

extension CommandSpec {
  static let completions = CommandSpec(
    name: "completions", brief: "shell completion scripts",
    synopsis: [
      .choice([.word("bash"), .word("zsh"), .word("fish"), .word("titles")]),
      .optionalArgument(.prefix),
    ],
    summary: "Print a completion script for bash, zsh or fish.",
    details: """
      The scripts complete commands, options, feature names for preview, files, and show
      titles from your library for SHOW (they ask `showtracker completions titles`, which
      prints the titles that start with PREFIX, one a line). Install one:

        showtracker completions bash > ~/.local/share/bash-completion/completions/showtracker
        showtracker completions zsh > ~/.local/share/zsh/site-functions/_showtracker
        showtracker completions fish > ~/.config/fish/completions/showtracker.fish

      For zsh, the folder must be in $fpath before compinit runs.
      """,
    run: CompletionsCommand.run)
}

/// `showtracker completions SHELL`: a completion script; `completions titles PREFIX`: the
/// titles it completes SHOW with, found through the search screen's connector.
enum CompletionsCommand {
  /// How many search results a title completion looks at.
  static let titleLimit = 50

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.completions
    guard let shell = invocation.positionals.first else {
      throw .usage("missing shell: bash, zsh or fish", command: spec.name)
    }
    let script: String
    switch shell {
    case "bash": script = ShellCompletions.bash(CommandSpec.all)
    case "zsh": script = ShellCompletions.zsh(CommandSpec.all)
    case "fish": script = ShellCompletions.fish(CommandSpec.all)
    case "titles":
      try await titles(
        startingWith: invocation.positionals.dropFirst().joined(separator: " "),
        invocation, console: console)
      return
    default:
      throw .usage("unknown shell '\(shell)'; use bash, zsh or fish", command: spec.name)
    }
    try invocation.rejectPositionals(after: 1, command: spec.name)
    try console.print(script)
  }

  /// Prints the library's show titles that start with `prefix`, ignoring case and accents,
  /// one a line; nothing for an empty prefix.
  @MainActor
  private static func titles(
    startingWith prefix: String, _ invocation: Invocation, console: Console
  ) async throws(CommandError) {
    guard !prefix.allSatisfy(\.isWhitespace) else { return }
    let session = try AppSession.open(invocation, console: console, access: .read)
    let viewModel = session.store.connect(using: Connectors.SearchConnector())
    session.store.send(.search(.limitChanged(titleLimit)))
    await session.store.send(.search(.queryChanged(prefix))).finish()
    try await viewModel.wait(for: "the search") { $0.phase != .searching }
    if case .failed(let message) = viewModel.state.phase {
      throw .failure("search failed: \(message)")
    }
    let wanted = TitleFolding.folded(prefix)
    let titles = viewModel.state.results.map(\.title)
      .filter { TitleFolding.folded($0).hasPrefix(wanted) && !$0.contains("\n") }
    guard !titles.isEmpty else { return }
    // Titles are data: written as they are, so the shell completes what the library holds.
    try console.print(verbatim: titles.joined(separator: "\n"))
  }
}
