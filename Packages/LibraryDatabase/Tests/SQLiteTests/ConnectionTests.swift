import Foundation
import SQLite
import Testing

@Suite struct ConnectionTests {
  private func notes() throws -> Connection {
    let connection = try Connection(path: ":memory:")
    try connection.execute(
      "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT, score REAL, raw BLOB)")
    return connection
  }

  @Test func boundTextRoundTripsQuotesAndSQLUnchanged() throws {
    let connection = try notes()
    let hostile = "Bobby'); DROP TABLE notes;-- \"quoted\" ñ 🎬"
    try connection.run("INSERT INTO notes(body) VALUES (?)", [hostile])
    let body = try connection.scalar("SELECT body FROM notes", as: String.self)
    #expect(body == hostile)
    #expect(try connection.scalar("SELECT count(*) FROM notes", as: Int.self) == 1)
  }

  @Test func everyValueKindRoundTrips() throws {
    let connection = try notes()
    let blob = Data([0, 1, 2, 255])
    try connection.run(
      "INSERT INTO notes(id, body, score, raw) VALUES (?, ?, ?, ?)",
      [Int64(42), "text", 2.5, blob])
    let row = try #require(try connection.queryFirst("SELECT id, body, score, raw FROM notes"))
    #expect(try row.get(0, as: Int64.self) == 42)
    #expect(try row.get("body", as: String.self) == "text")
    #expect(try row.get(2, as: Double.self) == 2.5)
    #expect(try row.get(3, as: Data.self) == blob)
  }

  @Test func emptyStringAndEmptyBlobAreNotNull() throws {
    let connection = try notes()
    try connection.run("INSERT INTO notes(body, raw) VALUES (?, ?)", ["", Data()])
    let row = try #require(try connection.queryFirst("SELECT typeof(body), typeof(raw) FROM notes"))
    #expect(try row.get(0, as: String.self) == "text")
    #expect(try row.get(1, as: String.self) == "blob")
  }

  @Test func nilBindsNullAndReadsBackAsNil() throws {
    let connection = try notes()
    let missing: String? = nil
    try connection.run("INSERT INTO notes(body, score) VALUES (?, ?)", [missing, SQLiteValue.null])
    let row = try #require(try connection.queryFirst("SELECT body, score FROM notes"))
    #expect(try row.get(0, as: String?.self) == nil)
    #expect(try row.get(1, as: Double?.self) == nil)
  }

  @Test func readingNullAsNonOptionalThrowsNamingTheColumn() throws {
    let connection = try notes()
    try connection.run("INSERT INTO notes(body) VALUES (NULL)")
    let row = try #require(try connection.queryFirst("SELECT body FROM notes"))
    let error = try #require(throws: SQLiteError.self) { try row.get(0, as: String.self) }
    #expect(error.message.contains("body"))
  }

  @Test func syntaxErrorCarriesSQLitesMessageAndTheSQL() throws {
    let connection = try notes()
    let error = try #require(throws: SQLiteError.self) {
      try connection.query("SELEC body FROM notes")
    }
    #expect(error.message.contains("syntax error"))
    #expect(error.sql == "SELEC body FROM notes")
    #expect(error.description.contains("SELEC body"))
  }

  @Test func prepareRejectsMoreThanOneStatement() throws {
    let connection = try notes()
    #expect(throws: SQLiteError.self) {
      try connection.run("DELETE FROM notes; DROP TABLE notes")
    }
    #expect(try connection.scalar("SELECT count(*) FROM notes", as: Int.self) == 0)
  }

  @Test func wrongParameterCountIsAnError() throws {
    let connection = try notes()
    let error = try #require(throws: SQLiteError.self) {
      try connection.run("INSERT INTO notes(body, score) VALUES (?, ?)", ["only one"])
    }
    #expect(error.message.contains("2 parameters"))
  }

  @Test func constraintViolationIsReportedAsSuch() throws {
    let connection = try notes()
    try connection.run("INSERT INTO notes(id) VALUES (1)")
    let error = try #require(throws: SQLiteError.self) {
      try connection.run("INSERT INTO notes(id) VALUES (1)")
    }
    #expect(error.isConstraintViolation)
  }

  @Test func preparedStatementRunsManyTimesWithNewParameters() throws {
    let connection = try notes()
    let insert = try connection.prepare("INSERT INTO notes(body) VALUES (?)")
    for body in ["a", "b", "c"] {
      #expect(try insert.run([body]) == 1)
    }
    let bodies = try connection.query("SELECT body FROM notes ORDER BY id").map {
      try $0.get(0, as: String.self)
    }
    #expect(bodies == ["a", "b", "c"])
    #expect(connection.lastInsertRowID == 3)
  }
}
