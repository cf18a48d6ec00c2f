import AppComposition
import LibraryClient
import Terminal

/// `showtracker add QUERY | tvmaze:ID`: send one `addRequested`; the reducer searches TVMaze,
/// fetches the show with its episodes and saves it. When several shows match, offer a numbered
/// choice on a terminal (and send the one chosen), else fail listing their ids.
enum AddCommand {
  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.add
    let query = try query(invocation, command: spec.name)
    let session = try AppSession.open(
      invocation, console: console, access: .write, tvmaze: try console.tvmaze())
    let viewModel = session.store.connect(using: Connectors.AddShowConnector())
    await viewModel.send(.addRequested(query)).finish()
    while true {
      try await viewModel.wait(for: "TVMaze", timeout: nil) { $0 != .working }
      switch viewModel.state {
      case .added(_, let message, let credit):
        try console.print([Line(message, .bold), Line(credit, .dim)])
        return
      case .failed(let message):
        throw .failure(message)
      case .choosing(let candidates, let message):
        guard console.isInteractive else { throw .failure(message) }
        let id = try choose(among: candidates, console: console)
        await viewModel.send(.addRequested(.id(id))).finish()
      case .working:
        throw .failure("adding the show did not finish")
      }
    }
  }

  /// A TVMaze id (`tvmaze:139`, unless `--title` says the words are a title), else the words of
  /// a title. A bare number is a title here too ("24", "1883"): everywhere a user types or sees
  /// a bare number it is the library's id, so `add` never reads one as TVMaze's.
  static func query(
    _ invocation: Invocation, command: String
  ) throws(CommandError) -> TVMazeShowQuery {
    let text = TitleFolding.trimmed(invocation.positionals.joined(separator: " "))
    guard !text.isEmpty else {
      throw .usage("missing the show: a title or a TVMaze id", command: command)
    }
    return invocation[Options.title] ? .title(text) : TVMazeShowQuery(typed: text)
  }

  /// Prints the candidates numbered and reads the user's choice from standard input.
  @MainActor
  private static func choose(
    among candidates: [AddShowOutput.Candidate], console: Console
  ) throws(CommandError) -> Int {
    var lines = [Line("Several shows on TVMaze match:", .bold)]
    for (index, candidate) in candidates.enumerated() {
      lines.append(Line("  \(index + 1). \(candidate.label)  [\(candidate.id)]"))
    }
    try console.print(lines)
    console.printError("Which one? (1–\(candidates.count), or Enter to add none): ", newline: false)
    let answer = readLine(strippingNewline: true) ?? ""
    guard let index = choice(answer, count: candidates.count) else {
      throw .failure(
        answer.allSatisfy(\.isWhitespace)
          ? "nothing was added"
          : "'\(answer)' is not one of 1–\(candidates.count); nothing was added")
    }
    return candidates[index].id
  }

  /// The index chosen by `answer` ("2" is index 1), or `nil` if it names none of `count`.
  static func choice(_ answer: String, count: Int) -> Int? {
    let words = answer.split(whereSeparator: \.isWhitespace)
    guard words.count == 1, let number = Int(words[0]), (1...count).contains(number)
    else { return nil }
    return number - 1
  }
}
