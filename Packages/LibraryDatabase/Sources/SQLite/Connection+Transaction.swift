import CSQLite

extension Connection {
  /// How a transaction takes its locks (`BEGIN DEFERRED`, `IMMEDIATE` or `EXCLUSIVE`).
  public enum TransactionKind: String, Sendable {
    /// Takes locks on first read or write; for read-only transactions.
    case deferred = "DEFERRED"
    /// Takes the write lock at once, waiting up to the busy timeout; for transactions that
    /// write, so two writers queue instead of failing halfway.
    case immediate = "IMMEDIATE"
    /// Like ``immediate``, and also keeps readers out in rollback-journal mode.
    case exclusive = "EXCLUSIVE"
  }

  /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
  ///
  /// Inside an open transaction, the call nests as a savepoint, so an inner failure undoes
  /// only the inner work (and the error still reaches the outer body).
  ///
  /// ```swift
  /// try connection.transaction {
  ///   try connection.run("INSERT INTO notes(body) VALUES (?)", ["one"])
  ///   try connection.run("INSERT INTO notes(body) VALUES (?)", ["two"])
  /// }
  /// ```
  public func transaction<T>(
    _ kind: TransactionKind = .immediate, _ body: () throws -> T
  ) throws -> T {
    if isInTransaction {
      return try savepoint(body)
    }
    try execute("BEGIN \(kind.rawValue)")
    let result: T
    do {
      result = try body()
      try execute("COMMIT")
    } catch {
      if isInTransaction {
        try? execute("ROLLBACK")
      }
      throw error
    }
    return result
  }

  private func savepoint<T>(_ body: () throws -> T) throws -> T {
    savepointCounter += 1
    let name = "sp\(savepointCounter)"
    try execute("SAVEPOINT \(name)")
    do {
      let result = try body()
      try execute("RELEASE \(name)")
      return result
    } catch {
      try? execute("ROLLBACK TO \(name)")
      try? execute("RELEASE \(name)")
      throw error
    }
  }
}
