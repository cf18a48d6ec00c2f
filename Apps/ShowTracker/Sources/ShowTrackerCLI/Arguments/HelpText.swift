import Terminal

/// Help text laid out for the reader's width.
///
/// The help is written for 100 columns and printed as written when it fits. On a narrower
/// terminal it is reflowed: the lines of a paragraph (a long line and the lines that continue
/// it at the same indentation) are joined, then broken between words, and continuation lines
/// line up under the text: under the description for an option or command row
/// ("  --limit N   at most N results"), else under the paragraph's indentation. Short lines
/// (examples, list items) stay lines of their own.
enum HelpText {
  /// The narrowest width help is laid out for; narrower terminals wrap what is left.
  static let minimumWidth = 30
  /// A line at least this wide was broken by its author to fit: the next line at its
  /// continuation indentation belongs to the same paragraph.
  static let fullLine = 60

  /// A paragraph of help: a line and the lines that continue it, joined.
  struct Paragraph: Equatable {
    /// The paragraph as one line, with its indentation.
    var text: String
    /// The columns before its first line's text.
    var indent: Int
    /// Where its continuation lines start: the description column of a row, else `indent`.
    var hanging: Int
    /// A row's first words ("--limit N", "search QUERY"), when it is a row.
    var term: String?
    /// The text after the indentation, or after the term and its gap.
    var body: String
  }

  /// The width help is written for, whatever the reader's: 100 columns, less a margin.
  static let writtenWidth = 92
  /// A row's term wider than this goes on a line of its own, its description below.
  static let widestTerm = 16

  /// Option rows, as the help shows them: each term (`--limit N`) at `indent`, its help at a
  /// column after the widest term, wrapped to ``writtenWidth`` under itself. A line break in a
  /// help starts a line of its own at the column (an example, indented further as written).
  static func rows(_ rows: [(term: String, help: String)], indent: Int = 2) -> String {
    let widest = rows.map(\.term.count).filter { $0 <= widestTerm }.max() ?? widestTerm
    let column = indent + widest + 2
    let margin = String(repeating: " ", count: indent)
    let hanging = String(repeating: " ", count: column)
    return rows.map { row in
      var lines = row.help.split(separator: "\n", omittingEmptySubsequences: false).map {
        hanging + $0
      }
      let head = margin + row.term
      if head.count + 2 <= column, !lines.isEmpty {
        lines[0] =
          head + String(repeating: " ", count: column - head.count)
          + row.help
          .prefix { $0 != "\n" }
      } else {
        lines.insert(head, at: 0)
      }
      return lines.map { wrap($0, width: writtenWidth) }.joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `text` with every line no wider than `width` where its words allow.
  static func wrap(_ text: String, width: Int) -> String {
    let width = max(width, minimumWidth)
    guard text.split(separator: "\n").contains(where: { DisplayWidth.of($0) > width }) else {
      return text
    }
    return paragraphs(text).map { wrap(line: $0.text, hanging: $0.hanging, width: width) }
      .joined(separator: "\n")
  }

  /// `text`'s paragraphs, blank lines included (as empty paragraphs).
  static func paragraphs(_ text: String) -> [Paragraph] {
    var paragraphs: [Paragraph] = []
    var lastLineWidth = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      if let last = paragraphs.last, !body.isEmpty, indent == last.hanging,
        lastLineWidth >= fullLine, body.first != "-"
      {
        paragraphs[paragraphs.count - 1].text += " " + body
        paragraphs[paragraphs.count - 1].body += " " + body
      } else if let column = descriptionColumn(of: line, indent: indent) {
        let characters = Array(line)
        let term = String(characters[indent..<column].split(separator: " ").joined(separator: " "))
        paragraphs.append(
          Paragraph(
            text: line, indent: indent, hanging: column, term: term,
            body: String(characters[column...])))
      } else {
        paragraphs.append(
          Paragraph(text: line, indent: indent, hanging: indent, term: nil, body: String(body)))
      }
      lastLineWidth = DisplayWidth.of(line)
    }
    return paragraphs
  }

  private static func wrap(line: String, hanging: Int, width: Int) -> String {
    guard DisplayWidth.of(line) > width else { return line }
    let indent = line.prefix { $0 == " " }.count
    // A description column too far right for the width leaves too little room: indent less.
    let continuation = String(
      repeating: " ", count: hanging <= width - minimumWidth / 2 ? hanging : indent + 2)
    var lines: [String] = []
    var current = String(repeating: " ", count: indent)
    var currentWidth = indent
    var startOfLine = true
    for word in line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = DisplayWidth.of(word)
      if startOfLine {
        current += word
        currentWidth += wordWidth
        startOfLine = false
      } else if currentWidth + 1 + wordWidth <= width || word.isEmpty {
        // Runs of spaces (a column gap) stay as written while they fit.
        current += " " + word
        currentWidth += 1 + wordWidth
      } else {
        lines.append(trimmingTrailingSpaces(current))
        current = continuation + word
        currentWidth = continuation.count + wordWidth
      }
    }
    lines.append(trimmingTrailingSpaces(current))
    return lines.joined(separator: "\n")
  }

  /// Where a row's description starts: after the first gap of two or more spaces that
  /// follows the row's first words, if there is one.
  private static func descriptionColumn(of line: String, indent: Int) -> Int? {
    let characters = Array(line)
    var index = indent
    while index < characters.count, characters[index] != " " { index += 1 }
    // The first words ("--limit N", "search QUERY [--json]") may hold single spaces.
    while index + 1 < characters.count {
      if characters[index] == " ", characters[index + 1] == " " {
        var end = index
        while end < characters.count, characters[end] == " " { end += 1 }
        return end < characters.count ? end : nil
      }
      index += 1
    }
    return nil
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
