import CSQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An open SQLite database: a file or an in-memory database.
///
/// Data always travels as bound parameters, never inside SQL text:
///
/// ```swift
/// let connection = try Connection(path: ":memory:")
/// try connection.execute("CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
/// try connection.run("INSERT INTO notes(body) VALUES (?)", ["Bobby'); DROP TABLE notes;--"])
/// let bodies = try connection.query("SELECT body FROM notes").map { try $0.get(0, as: String.self) }
/// ```
///
/// > Important: A `Connection` is not thread-safe. Use it from one thread at a time (guard it
/// > with a lock, as `LibraryDatabase` does); open one connection per thread or process instead
/// > of sharing.
public final class Connection {
  let handle: OpaquePointer
  /// The path the connection was opened with (`:memory:` for an in-memory database).
  public let path: String
  var savepointCounter = 0
  /// The statements ``run(_:_:)`` and ``query(_:_:)`` compiled, by SQL text, for the next time
  /// the same SQL runs: compiling is most of the cost of a small query.
  private var compiled: [String: Statement] = [:]
  /// The busy handler's state, kept alive as long as the connection (SQLite holds only a raw
  /// pointer to it).
  var busyWaiter: BusyWaiter?
  /// How many statements ``compiled`` keeps; past it, it starts over.
  public static let compiledLimit = 64

  /// Opens (and creates, unless `readOnly`) the database at `path`; `:memory:` opens a private
  /// in-memory database.
  ///
  /// - Throws: ``SQLiteError`` when the file cannot be opened.
  public convenience init(path: String, readOnly: Bool = false) throws {
    try self.init(
      opening: path,
      flags: readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
      path: path)
  }

  /// Opens the database file at `path` read-only and immutable: SQLite reads it without locks
  /// and without the `-shm` file WAL mode otherwise needs, so a library in a folder the user
  /// cannot write can still be read. Nothing may change the file while it is open this way.
  ///
  /// - Throws: ``SQLiteError`` when the file cannot be opened.
  public convenience init(immutableAt path: String) throws {
    var components = URLComponents()
    components.scheme = "file"
    components.path = path
    components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
    let uri = components.string ?? "file:\(path)?immutable=1"
    try self.init(opening: uri, flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, path: path)
  }

  private init(opening name: String, flags: Int32, path: String) throws {
    var connection: OpaquePointer?
    let code = sqlite3_open_v2(name, &connection, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let connection else {
      let message = connection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
      sqlite3_close_v2(connection)
      throw SQLiteError(code: code, message: message ?? "cannot open the database", sql: nil)
    }
    sqlite3_extended_result_codes(connection, 1)
    self.handle = connection
    self.path = path
  }

  deinit {
    compiled.removeAll()  // finalizes them, before the connection closes
    sqlite3_close_v2(handle)
  }

  /// Runs one or more SQL statements that take no parameters (schema, pragmas).
  ///
  /// > Important: Never build `sql` from data; use ``run(_:_:)`` with parameters instead.
  public func execute(_ sql: String) throws {
    var message: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(handle, sql, nil, nil, &message)
    guard code == SQLITE_OK else {
      let text = message.map { String(cString: $0) } ?? lastErrorMessage
      sqlite3_free(message)
      throw SQLiteError(code: sqlite3_extended_errcode(handle), message: text, sql: sql)
    }
  }

  /// Compiles one SQL statement for repeated use.
  public func prepare(_ sql: String) throws -> Statement {
    try Statement(connection: self, sql: sql, retainsConnection: true)
  }

  /// Runs one statement with `parameters` bound to its `?` placeholders and returns the number
  /// of rows it changed. The statement is compiled once per connection and kept.
  @discardableResult
  public func run(_ sql: String, _ parameters: [any SQLiteBindable] = []) throws -> Int {
    try compiledStatement(sql).run(parameters)
  }

  /// Runs one query with `parameters` bound and returns all its rows. The statement is compiled
  /// once per connection and kept.
  public func query(_ sql: String, _ parameters: [any SQLiteBindable] = []) throws -> [Row] {
    try compiledStatement(sql).rows(parameters)
  }

  /// The kept statement for `sql`, compiled now if it is not kept yet.
  ///
  /// Kept statements do not retain the connection (it owns them), and every use leaves them
  /// reset, so a kept statement holds no lock between uses.
  private func compiledStatement(_ sql: String) throws -> Statement {
    if let statement = compiled[sql] { return statement }
    let statement = try Statement(connection: self, sql: sql, retainsConnection: false)
    if compiled.count >= Self.compiledLimit { compiled.removeAll(keepingCapacity: true) }
    compiled[sql] = statement
    return statement
  }

  /// Runs one query with `parameters` bound and returns its first row, if any.
  public func queryFirst(_ sql: String, _ parameters: [any SQLiteBindable] = []) throws -> Row? {
    try query(sql, parameters).first
  }

  /// Runs one query and reads the first column of its first row as `T`; `nil` when there is no
  /// row.
  public func scalar<T: SQLiteColumnDecodable>(
    _ sql: String, _ parameters: [any SQLiteBindable] = [], as type: T.Type = T.self
  ) throws -> T? {
    try queryFirst(sql, parameters).map { try $0.get(0, as: type) }
  }

  /// The rowid of the most recent successful `INSERT` on this connection.
  public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The number of rows changed by the most recent statement.
  public var changes: Int { Int(sqlite3_changes64(handle)) }

  /// Whether a transaction is open on this connection.
  public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  var lastErrorMessage: String {
    sqlite3_errmsg(handle).map { String(cString: $0) } ?? "unknown error"
  }
}
