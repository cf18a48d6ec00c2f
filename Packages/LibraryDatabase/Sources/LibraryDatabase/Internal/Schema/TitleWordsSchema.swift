/// The words of the shows' titles (schema v16), for a search that forgives typos: it compares a
/// query's words with these, not with every title, and reads only those that can be close.
///
/// - `show_title_words`: each distinct word of the titles, lower case, with how many shows'
///   titles hold it; kept by triggers on `shows` (insert, delete, a new title), so every way a
///   title changes (an import, a refresh, an undo) keeps it, and a word no title holds any more
///   is removed. A word is a run of ASCII letters and digits and of any other characters that
///   are not ASCII: SQL cannot tell a Unicode letter from a dash, so "foo–bar" is one word here,
///   which the search splits as the index does, and finds through the index as a phrase.
/// - Indexes on a word's first, second and third character, so the words that can be within
///   two edits of a query word (one of whose first three characters they have among their own
///   first three) are read as a few ranges, and a partial index of the words that are not
///   ASCII, which the search always reads (their letters are folded in Swift).
///
/// The v14 `shows_search_terms` vocabulary, which this replaces, is dropped: reading it walked
/// every term of the index, one per show in a library of numbered titles.
enum TitleWordsSchema {
  static let version = 16

  static var sql: String {
    """
    DROP TABLE shows_search_terms;
    CREATE TABLE show_title_words (
      word TEXT PRIMARY KEY,
      shows INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX show_title_words_by_first ON show_title_words(substr(word, 1, 1));
    CREATE INDEX show_title_words_by_second ON show_title_words(substr(word, 2, 1));
    CREATE INDEX show_title_words_by_third ON show_title_words(substr(word, 3, 1));
    CREATE INDEX show_title_words_unicode ON show_title_words(word)
      WHERE \(isUnicode("word"));
    CREATE TRIGGER show_title_words_unused AFTER UPDATE OF shows ON show_title_words
    WHEN new.shows = 0 BEGIN
      DELETE FROM show_title_words WHERE word = new.word;
    END;
    CREATE TRIGGER show_title_words_after_insert AFTER INSERT ON shows BEGIN
      \(added("new.title"))
    END;
    CREATE TRIGGER show_title_words_after_delete AFTER DELETE ON shows BEGIN
      \(removed("old.title"))
    END;
    CREATE TRIGGER show_title_words_after_update AFTER UPDATE OF title ON shows
    WHEN new.title IS NOT old.title BEGIN
      \(removed("old.title"))
      \(added("new.title"))
    END;
    INSERT INTO show_title_words(word, shows)
      \(words(of: "title", from: "shows", key: "id"))
      SELECT word, count(DISTINCT id) FROM split WHERE \(isWordEnd) GROUP BY word;
    """
  }

  /// A query of how many words `show_title_words` has wrong: with another count than the
  /// titles give, held by no title, or missing. 0 when the triggers kept it.
  static var differences: String {
    """
    \(words(of: "title", from: "shows", key: "id")),
    counted(word, shows) AS (
      SELECT word, count(DISTINCT id) FROM split WHERE \(isWordEnd) GROUP BY word)
    SELECT count(DISTINCT word) FROM (
      SELECT * FROM (
        SELECT word, shows FROM counted EXCEPT SELECT word, shows FROM show_title_words)
      UNION ALL
      SELECT * FROM (
        SELECT word, shows FROM show_title_words EXCEPT SELECT word, shows FROM counted))
    """
  }

  /// SQL that is true when `text` holds characters that are not ASCII.
  static func isUnicode(_ text: String) -> String {
    "length(CAST(\(text) AS BLOB)) <> length(\(text))"
  }

  /// The statement counting the words of the title `title` once more.
  private static func added(_ title: String) -> String {
    """
    INSERT INTO show_title_words(word, shows)
        \(words(of: title))
        SELECT DISTINCT word, 1 FROM split WHERE \(isWordEnd)
      ON CONFLICT (word) DO UPDATE SET shows = shows + 1;
    """
  }

  /// The statement counting the words of the title `title` once less.
  private static func removed(_ title: String) -> String {
    """
    UPDATE show_title_words SET shows = shows - 1 WHERE word IN (
        \(words(of: title)) SELECT word FROM split WHERE \(isWordEnd));
    """
  }

  /// A recursive `split(rest, word)` walking `column` (of `table`, each row known by `key`, or
  /// a trigger's row) one character at a time: `word` is the word read so far, and a row whose
  /// `rest` starts with a character between words ends one (a space is added at the end).
  private static func words(of column: String, from table: String? = nil, key: String? = nil)
    -> String
  {
    let id = key.map { "\($0), " } ?? ""
    return """
      WITH RECURSIVE split(\(id)rest, word) AS (
          SELECT \(id)lower(\(column)) || ' ', ''\(table.map { " FROM \($0)" } ?? "")
          UNION ALL
          SELECT \(id)substr(rest, 2),
            CASE WHEN \(isWordCharacter) THEN word || substr(rest, 1, 1) ELSE '' END
          FROM split WHERE rest <> '')
      """
  }

  /// Whether the first character of `rest` belongs to a word: an ASCII letter or digit, or any
  /// character that is not ASCII.
  private static let isWordCharacter = "(substr(rest, 1, 1) GLOB '[0-9a-z]' OR unicode(rest) > 127)"

  /// Whether `word` is a whole word: it is followed by a character between words.
  private static let isWordEnd = "word <> '' AND NOT \(isWordCharacter)"
}
