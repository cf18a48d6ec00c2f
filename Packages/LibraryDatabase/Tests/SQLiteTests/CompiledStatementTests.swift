import SQLite
import Testing

/// `run` and `query` keep their compiled statements on the connection.
@Suite struct CompiledStatementTests {
  func notes() throws -> Connection {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    return connection
  }

  @Test func theSameSQLRunAgainSeesNewRowsAndNewParameters() throws {
    let connection = try notes()
    let insert = "INSERT INTO notes(body) VALUES (?)"
    let select = "SELECT body FROM notes WHERE id >= ? ORDER BY id"
    try connection.run(insert, ["first"])
    #expect(try connection.query(select, [1]).map { try $0.get(0, as: String.self) } == ["first"])
    try connection.run(insert, ["second"])
    #expect(
      try connection.query(select, [1]).map { try $0.get(0, as: String.self) } == [
        "first", "second",
      ])
    #expect(try connection.query(select, [2]).map { try $0.get(0, as: String.self) } == ["second"])
  }

  @Test func manyDifferentStatementsStillRun() throws {
    let connection = try notes()
    for value in 0..<(Connection.compiledLimit * 2 + 3) {
      #expect(try connection.scalar("SELECT \(value) + 0", as: Int.self) == value)
    }
  }

  @Test func keptStatementsDoNotKeepTheConnectionAlive() throws {
    weak var released: Connection?
    do {
      let connection = try notes()
      try connection.run("INSERT INTO notes(body) VALUES (?)", ["kept"])
      _ = try connection.query("SELECT body FROM notes")
      released = connection
    }
    #expect(released == nil)
  }

  @Test func aPreparedStatementKeepsItsConnectionAlive() throws {
    weak var held: Connection?
    let statement: Statement
    do {
      let connection = try notes()
      statement = try connection.prepare("SELECT count(*) FROM notes")
      held = connection
    }
    #expect(held != nil)
    #expect(try statement.rows().first?.get(0, as: Int.self) == 0)
  }

  @Test func aFailingStatementLeavesTheNextRunClean() throws {
    let connection = try notes()
    let insert = "INSERT INTO notes(id, body) VALUES (?, ?)"
    try connection.run(insert, [1, "one"])
    #expect(throws: SQLiteError.self) { try connection.run(insert, [1, "again"]) }
    try connection.run(insert, [2, "two"])
    #expect(try connection.scalar("SELECT count(*) FROM notes", as: Int.self) == 2)
  }
}
