import Foundation
import Testing

/// Whether `scalar` is one a terminal acts on: C0 (but the line feed that ends each line of
/// output), DEL, C1, a bidirectional control, or a line or paragraph separator.
private func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A: false
  case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
  default: false
  }
}

/// The raw controls in `text`, as `U+XXXX` for a readable failure.
private func rawControls(_ text: String) -> [String] {
  text.unicodeScalars.filter(isRawControl).map { "U+" + String($0.value, radix: 16) }
}

/// Text from imported data can neither forge nor reorder what the terminal shows: every
/// output path of every command, text and `--json` alike, on a show whose title, network,
/// summary and episode names hold every control (``Fixtures/controlEscapes``).
@Suite(.serialized)
struct SafeTextTests {
  /// The show's title as stored: with the controls themselves.
  let title =
    "Mirror Show \u{1B}[2J\u{07}\n\u{7F}\u{9B}\u{85}"
    + "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}"
    + "\u{061C}\u{2028}\u{2029}end"

  /// A library holding the show, and the show's id in it.
  func mirrorLibrary() throws -> (Library, String) {
    let library = try Library()
    let imported = try library.run(
      "import", "tvmaze", try library.file("mirror.json", Fixtures.mirrorShow))
    #expect(imported.status == 0, "\(imported.errors)")
    let results = try library.json("search", "mirror", "--json")["results"] as? [[String: Any]]
    let id = try #require(results?.first?["id"] as? Int)
    return (library, "\(id)")
  }

  @Test func everyCommandPrintsDataWithoutRawControls() throws {
    let (library, id) = try mirrorLibrary()
    let recording = library.home.appendingPathComponent("session.jsonl").path
    let runs: [[String]] = [
      ["show", id], ["show", id, "--json"],
      ["--record", recording, "watch", id, "S01E01"],
      ["watch", id, "S01E02", "--json"],
      ["next"], ["next", "--json"],
      ["history"], ["history", "--json"], ["history", "--show", id],
      ["search", "mirror"], ["search", "mirror", "--json"],
      ["unwatch", id, "S01E02"], ["undo"], ["redo"],
      ["unwatch", id, "S01E01", "--json"],
      ["export"],
      ["replay", recording],
      ["preview", "show"],
    ]
    for arguments in runs {
      let result = try library.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.errors)")
      #expect(rawControls(result.output).isEmpty, "\(arguments): \(rawControls(result.output))")
      #expect(rawControls(result.errors).isEmpty, "\(arguments): \(rawControls(result.errors))")
    }
    // The stand-ins are on the screen, so the reader sees that something was there.
    let show = try library.run("show", id).output
    #expect(show.contains("Mirror Show ␛[2J␇ \u{2421}\u{FFFD}\u{FFFD}"), "\(show)")
    #expect(show.contains(String(repeating: "\u{FFFD}", count: 14) + "end"), "\(show)")
  }

  @Test func jsonKeepsTheDataExact() throws {
    let (library, id) = try mirrorLibrary()
    let show = try library.json("show", id, "--json")
    #expect((show["show"] as? [String: Any])?["title"] as? String == title, "\(show)")
    try library.run("watch", id, "S01E01")
    let history = try library.json("history", "--json")["entries"] as? [[String: Any]]
    #expect((history?.first?["title"] as? String)?.hasPrefix(title) == true)
    let export = try library.run("export")
    let items = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [[String: Any]]
    #expect((items?.first?["show"] as? [String: Any])?["title"] as? String == title)
  }

  @Test func theImportSummaryEscapesTheFileNameAndTheSkippedKinds() throws {
    let library = try Library()
    let name = "odd\u{202E}nosj.\u{9B}\u{2028}history.json"
    let file = try library.file(name, Fixtures.traktOddKind)
    let json = try library.run("import", "trakt", file, "--json")
    #expect(json.status == 0, "\(json.errors)")
    #expect(rawControls(json.output).isEmpty, "\(rawControls(json.output))")
    let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect(document?["source"] as? String == file)
    let skipped = (document?["report"] as? [String: Any])?["skipped"] as? [String: Int]
    #expect(skipped?.keys.first?.hasPrefix("kind\u{1B}[2J") == true, "\(skipped ?? [:])")

    let text = try library.run("import", "trakt", file)
    #expect(text.status == 0, "\(text.errors)")
    #expect(rawControls(text.output).isEmpty, "\(rawControls(text.output))")
    #expect(text.output.split(separator: "\n").count == 1, "\(text.output)")
  }

  @Test func errorsQuotingDataAreOneHarmlessLine() throws {
    let (library, id) = try mirrorLibrary()
    let runs: [[String]] = [
      ["watch", id, "S09E09"],  // the title, from the library
      ["show", "Gone \u{202E}\u{2066}\u{9B}\u{2028}x"],  // the argument
      ["watch", id, "S01E0\u{202E}1"],  // a usage error
      ["import", "tvmaze", try library.file("bad.json", #"[{"a\u202eb\u2028": 1}]"#)],
    ]
    for arguments in runs {
      let result = try library.run(arguments)
      #expect(result.status != 0, "\(arguments)")
      #expect(rawControls(result.errors).isEmpty, "\(arguments): \(rawControls(result.errors))")
      let lines = result.errors.split(separator: "\n")
      #expect(lines.count == (result.status == 2 ? 2 : 1), "\(arguments): \(result.errors)")
    }
  }
}
