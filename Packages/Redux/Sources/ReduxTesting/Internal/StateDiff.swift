/// A line diff of two values' `dump` output, showing only the lines that differ.
struct StateDiff: CustomStringConvertible {
  let expected: String
  let actual: String

  init(expected: some Any, actual: some Any) {
    var expectedDump = ""
    var actualDump = ""
    dump(expected, to: &expectedDump)
    dump(actual, to: &actualDump)
    self.expected = expectedDump
    self.actual = actualDump
  }

  var description: String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let difference = actualLines.difference(from: expectedLines)
    var lines: [String] = []
    for change in difference {
      switch change {
      case .remove(_, let line, _): lines.append("− \(line)")
      case .insert(_, let line, _): lines.append("+ \(line)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
