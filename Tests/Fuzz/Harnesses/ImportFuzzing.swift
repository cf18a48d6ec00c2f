// Shared by the importer harnesses: one import of arbitrary bytes on a temporary library.

import CSQLite
import Foundation

@testable import LibraryDatabase
@testable import SQLite

// The seed library's files, as arrays: a `Data` kept in a global is reported as a leak at exit
// by LeakSanitizer, which does not see the tagged reference inside it (Docs/Reliability.md).
private let seedShow = [UInt8](
  #"""
  {"id": 1, "name": "Seed Show", "premiered": "2010-01-04", "status": "Ended",
   "genres": ["Drama"], "network": {"name": "Seed TV"}, "summary": "<p>Seed.</p>",
   "_embedded": {"episodes": [
     {"id": 11, "season": 1, "number": 1, "name": "One", "airdate": "2010-01-04"},
     {"id": 12, "season": 1, "number": 2, "name": "Two", "airdate": "2010-01-11"}]}}
  """#.utf8)
private let seedHistory = [UInt8](
  #"""
  [{"id": 1, "watched_at": "2021-06-02T20:00:00.000Z", "action": "watch", "type": "episode",
    "episode": {"season": 1, "number": 1, "title": "One", "ids": {"tvmaze": 11}},
    "show": {"title": "Seed Show", "year": 2010, "ids": {"tvmaze": 1}}}]
  """#.utf8)

/// The library every input starts from: one show and one watch, in memory.
private let seed: LibraryDatabase = {
  do {
    let library = try LibraryDatabase.inMemory()
    _ = try library.importData(Data(seedShow), format: .tvmaze, source: "seed.json")
    _ = try library.importData(Data(seedHistory), format: .trakt, source: "seed-history.json")
    return library
  } catch {
    fatalError("cannot make the seed library: \(error)")
  }
}()
private let seedContents = contents(of: seed)
/// The library the inputs are imported into.
private let library: LibraryDatabase = {
  do {
    return try LibraryDatabase.inMemory()
  } catch {
    fatalError("cannot make the library: \(error)")
  }
}()

/// Whether `library` may differ from the seed.
nonisolated(unsafe) private var libraryChanged = true

/// Puts the seed library's pages into `library` with SQLite's online backup: every input runs
/// on the same library, so a saved crash reproduces on its own, at a fraction of the cost of
/// creating and migrating a library for each.
private func resetLibrary() {
  do {
    try seed.withConnection { source in
      try library.withConnection { target in
        guard let backup = sqlite3_backup_init(target.handle, "main", source.handle, "main")
        else {
          throw SQLiteError(code: sqlite3_errcode(target.handle), message: "backup", sql: nil)
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE, finish == SQLITE_OK else {
          throw SQLiteError(code: step, message: "backup", sql: nil)
        }
        libraryChanged = false
      }
    }
  } catch {
    fatalError("cannot reset the library: \(error)")
  }
}

/// Every row of every table (the catalog, the history, the counters, the undo journal and the
/// search index), by table.
private func contents(of library: LibraryDatabase) -> [String: [Row]] {
  do {
    return try library.withConnection { connection in
      // Full-text tables are compared by what they hold, not by their shadow tables, whose
      // segments differ after a delete and an equal insert.
      let tables = try connection.query(
        """
        SELECT name FROM sqlite_master AS t WHERE type = 'table' AND NOT EXISTS (
          SELECT 1 FROM sqlite_master AS v
          WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%' AND t.name LIKE v.name || '\\_%' ESCAPE '\\')
        ORDER BY name
        """
      ).map { try $0.get(0, as: String.self) }
      var rows: [String: [Row]] = [:]
      for table in tables {
        rows[table] = try connection.query("SELECT * FROM \"\(table)\"")
      }
      return rows
    }
  } catch {
    fatalError("cannot read the library: \(error)")
  }
}

/// The tables whose rows differ, with the rows, for the failure message.
private func differences(_ old: [String: [Row]], _ new: [String: [Row]]) -> String {
  Set(old.keys).union(new.keys).sorted().filter { old[$0] != new[$0] }.map { table in
    let before = old[table] ?? []
    let after = new[table] ?? []
    return "\(table): \(before.filter { !after.contains($0) }.map(\.values)) became "
      + "\(after.filter { !before.contains($0) }.map(\.values))"
  }.joined(separator: "; ")
}

/// How many rows the library's connection has inserted, updated or deleted, rolled back or not.
private func totalChanges() -> Int64 {
  (try? library.withConnection { sqlite3_total_changes64($0.handle) }) ?? -1
}

/// Imports `bytes` as `format` into the seed library and checks the import's promises:
/// a failed import changes nothing, a failure is one harmless line, and importing the same
/// bytes again adds nothing (no watch, episode or show, no row in any table).
func fuzzImport(_ bytes: UnsafeBufferPointer<UInt8>, format: ImportFormat) {
  let data = Data(buffer: bytes)
  if libraryChanged { resetLibrary() }
  // The library holds the seed: it starts so, a failed import is checked to leave it so, and
  // it is reset after a successful one.
  let before = seedContents
  defer { if libraryChanged { resetLibrary() } }
  let writesBefore = totalChanges()
  let first: ImportSummary
  do {
    first = try library.importData(data, format: format, source: "fuzz.json")
  } catch let error as ImportError {
    require(isOneHarmlessLine(error.description), "error not one harmless line: \(error)")
    // Read every row only when a write ran (and was rolled back); a file rejected before its
    // first write cannot have changed anything.
    if totalChanges() != writesBefore {
      let after = contents(of: library)
      require(after == before, "a failed import changed \(differences(before, after))")
    }
    return
  } catch {
    fatalError("fuzz check failed: an import failed with a database error: \(error)")
  }
  libraryChanged = true
  let afterFirst = contents(of: library)
  let second: ImportSummary
  do {
    second = try library.importData(data, format: format, source: "fuzz.json")
  } catch {
    fatalError("fuzz check failed: the second import of the same bytes failed: \(error)")
  }
  require(
    second.showsAdded == 0 && second.episodesAdded == 0 && second.eventsAdded == 0,
    "the second import added something: \(second) (first: \(first))")
  // Adds nothing: no table has a row more. Values may change when the file contradicts itself
  // (two episodes with one TVMaze id, say): each import applies the same items in turn, but
  // which stored episode an item matches can depend on what the previous items wrote. Such a
  // second import changed the library, so it is an undo step: the undo journal's tables
  // (`journal_…`) are the one place it may add rows.
  let afterSecond = contents(of: library)
  func libraryRowCounts(_ tables: [String: [Row]]) -> [String: Int] {
    tables.filter { !$0.key.hasPrefix("journal_") }.mapValues(\.count)
  }
  require(
    libraryRowCounts(afterSecond) == libraryRowCounts(afterFirst),
    "the second import added rows: \(differences(afterFirst, afterSecond))")
}
