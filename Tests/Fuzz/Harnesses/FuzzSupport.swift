// Shared by every harness (built by Tests/Fuzz/build-fuzzers.sh, never by SwiftPM).

/// Stops the run with `message` when `condition` is false: libFuzzer saves the input as a
/// crash, and the message says which promise it broke.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #file, line: UInt = #line
) {
  guard condition() else {
    fatalError("fuzz check failed: \(message())", file: file, line: line)
  }
}

/// Whether `text` is one line a terminal shows as it is: no C0 control (line breaks included),
/// DEL, C1 control, bidirectional control or line or paragraph separator.
func isOneHarmlessLine(_ text: String) -> Bool {
  !text.unicodeScalars.contains { scalar in
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
      true
    default: false
    }
  }
}
