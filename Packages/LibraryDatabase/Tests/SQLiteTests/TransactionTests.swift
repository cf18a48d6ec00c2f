import SQLite
import Testing

@Suite struct TransactionTests {
  private struct Boom: Error {}

  private func counter() throws -> Connection {
    let connection = try Connection(path: ":memory:")
    try connection.execute("CREATE TABLE items(name TEXT NOT NULL)")
    return connection
  }

  private func count(_ connection: Connection) throws -> Int? {
    try connection.scalar("SELECT count(*) FROM items", as: Int.self)
  }

  @Test func transactionCommitsWhenTheBodyReturns() throws {
    let connection = try counter()
    let value = try connection.transaction {
      try connection.run("INSERT INTO items VALUES (?)", ["one"])
      return 7
    }
    #expect(value == 7)
    #expect(try count(connection) == 1)
    #expect(!connection.isInTransaction)
  }

  @Test func transactionRollsBackEverythingWhenTheBodyThrows() throws {
    let connection = try counter()
    #expect(throws: Boom.self) {
      try connection.transaction {
        try connection.run("INSERT INTO items VALUES (?)", ["one"])
        try connection.run("INSERT INTO items VALUES (?)", ["two"])
        throw Boom()
      }
    }
    #expect(try count(connection) == 0)
    #expect(!connection.isInTransaction)
  }

  @Test func nestedTransactionUndoesOnlyTheInnerWorkWhenItThrows() throws {
    let connection = try counter()
    try connection.transaction {
      try connection.run("INSERT INTO items VALUES (?)", ["outer"])
      try? connection.transaction {
        try connection.run("INSERT INTO items VALUES (?)", ["inner"])
        throw Boom()
      }
    }
    let names = try connection.query("SELECT name FROM items").map {
      try $0.get(0, as: String.self)
    }
    #expect(names == ["outer"])
  }
}
