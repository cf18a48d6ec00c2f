/// Arguments written into a command the user may paste into a shell, as in
/// `try: showtracker search 'Grey'\''s Anatomy'`.
enum ShellText {
  /// `text` as one shell word, safe to paste into `sh`, `bash` or `zsh`.
  ///
  /// Left bare when it holds only ASCII letters, digits, spaces and `-._,:/+` (the shell gives
  /// none of them a meaning; `search` joins its words with spaces, so spaces need no quotes
  /// there). Anything else is single-quoted, with each `'` written `'\''`: inside single quotes
  /// the shell expands nothing (`$`, backquotes, `!`, `*`, `~`, line breaks).
  ///
  /// ```swift
  /// ShellText.word("The Wire")          // The Wire
  /// ShellText.word("Grey's Anatomy")    // 'Grey'\''s Anatomy'
  /// ShellText.word("$(rm -rf ~)")       // '$(rm -rf ~)'
  /// ```
  static func word(_ text: String) -> String {
    let isPlain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || " -._,:/+".unicodeScalars.contains(scalar))
      }
    if isPlain { return text }
    return "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// The arguments after a command: `text` as one word, after `--` when it starts with `-` so
  /// it is not read as an option.
  static func argument(_ text: String) -> String {
    (text.hasPrefix("-") ? "-- " : "") + word(text)
  }
}
