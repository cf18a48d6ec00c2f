import CSQLite

/// A prepared statement: one SQL statement compiled once, run with bound parameters.
///
/// Prefer ``Connection/run(_:_:)`` and ``Connection/query(_:_:)`` for one-off statements; keep a
/// `Statement` to run the same SQL many times.
///
/// ```swift
/// let insert = try connection.prepare("INSERT INTO tags(name) VALUES (?)")
/// for name in ["drama", "crime"] {
///   try insert.run([name])
/// }
/// ```
public final class Statement {
  /// The SQL this statement was compiled from.
  public let sql: String
  private let handle: OpaquePointer
  private unowned let connection: Connection
  /// Keeps the connection open while the statement lives, for statements handed out by
  /// ``Connection/prepare(_:)``; `nil` for those the connection keeps itself.
  private let owner: Connection?
  /// The result column names.
  public let columnNames: [String]

  init(connection: Connection, sql: String, retainsConnection: Bool) throws {
    var statement: OpaquePointer?
    var tail: UnsafePointer<CChar>?
    let code = sql.withCString { text in
      let result = sqlite3_prepare_v2(connection.handle, text, -1, &statement, &tail)
      if result == SQLITE_OK, let tail, String(cString: tail).contains(where: { !$0.isWhitespace })
      {
        return SQLITE_MISUSE
      }
      return result
    }
    guard code == SQLITE_OK, let statement else {
      let message =
        code == SQLITE_MISUSE
        ? "prepare takes exactly one statement; use execute(_:) for scripts"
        : connection.lastErrorMessage
      sqlite3_finalize(statement)
      throw SQLiteError(code: code, message: message, sql: sql)
    }
    self.sql = sql
    self.handle = statement
    self.connection = connection
    self.owner = retainsConnection ? connection : nil
    self.columnNames = (0..<sqlite3_column_count(statement)).map { index in
      sqlite3_column_name(statement, index).map { String(cString: $0) } ?? ""
    }
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// The number of `?` parameters the statement takes.
  public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

  /// Resets the statement and binds `parameters` to its `?` placeholders, in order.
  ///
  /// - Throws: ``SQLiteError`` when the count does not match the placeholders.
  public func bind(_ parameters: [any SQLiteBindable]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    guard parameters.count == parameterCount else {
      throw SQLiteError(
        code: SQLITE_RANGE,
        message: "the statement takes \(parameterCount) parameters, \(parameters.count) given",
        sql: sql)
    }
    for (offset, parameter) in parameters.enumerated() {
      let code = SQLite.bind(parameter.sqliteValue, to: handle, at: Int32(offset + 1))
      guard code == SQLITE_OK else { throw error(code) }
    }
  }

  /// Advances to the next row; returns `false` when the statement is done.
  public func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code: throw error(code)
    }
  }

  /// The current row; call after ``step()`` returned `true`.
  public func currentRow() -> Row {
    let count = sqlite3_column_count(handle)
    return Row(
      columnNames: columnNames,
      values: (0..<count).map { columnValue(of: handle, at: $0) })
  }

  /// Binds `parameters`, runs the statement to completion and returns every row.
  public func rows(_ parameters: [any SQLiteBindable] = []) throws -> [Row] {
    try bind(parameters)
    defer { sqlite3_reset(handle) }
    var rows: [Row] = []
    while try step() {
      rows.append(currentRow())
    }
    return rows
  }

  /// Binds `parameters`, runs the statement to completion and returns the number of rows it
  /// inserted, updated or deleted.
  @discardableResult
  public func run(_ parameters: [any SQLiteBindable] = []) throws -> Int {
    try bind(parameters)
    defer { sqlite3_reset(handle) }
    while try step() {}
    return connection.changes
  }

  private func error(_ code: Int32) -> SQLiteError {
    SQLiteError(
      code: sqlite3_extended_errcode(connection.handle), message: connection.lastErrorMessage,
      sql: sql)
  }
}
