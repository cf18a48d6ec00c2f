import Foundation
import SQLite
import SeededRandom
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Files are what they claim: another program's database is left as it was, backups are whole
/// or absent even when the backup is killed, the app's files are private under any umask, and
/// an endless input is refused quickly in little memory.
@Suite(.serialized) struct FileTrustTests {
  /// `showtracker` on the library at `path`.
  private func run(
    _ library: Library, db path: String, _ arguments: String..., input: Data? = nil
  ) throws -> ShowTrackerBinary.Result {
    try library.run(["--db", path] + arguments, input: input)
  }

  /// The bytes of `path` and which of its companion files exist.
  private func snapshot(_ path: String) throws -> (Data, [String]) {
    let companions = ["-wal", "-shm", "-journal"].filter {
      FileManager.default.fileExists(atPath: path + $0)
    }
    return (try Data(contentsOf: URL(fileURLWithPath: path)), companions)
  }

  private func mode(of path: String) -> mode_t {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_mode & 0o777 : 0
  }

  // MARK: - The library says what it is

  @Test func anotherProgramsDatabaseIsByteIdenticalAfterAReadAndAWriteCommand() throws {
    let library = try Library()
    let path = library.home.appendingPathComponent("other.sqlite").path
    do {
      let other = try Connection(path: path)
      try other.execute(
        "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine'); "
          + "PRAGMA user_version = 3")
    }
    let before = try snapshot(path)
    for arguments in [["shows"], ["watch", "Breaking Bad", "S01E01"], ["import", "trakt", "-"]] {
      let result = try library.run(["--db", path] + arguments, input: Data("[]".utf8))
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.errors
          == "showtracker: \(path) cannot be a library: it is another program's SQLite "
          + "database; nothing was changed\n", "\(arguments)")
      let after = try snapshot(path)
      #expect(after.0 == before.0, "\(arguments) changed the file's bytes")
      #expect(after.1 == before.1, "\(arguments) left \(after.1)")
    }
  }

  @Test func anEmptyFileIsRefusedAndStaysEmpty() throws {
    let library = try Library()
    let path = library.home.appendingPathComponent("empty.sqlite").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let result = try run(library, db: path, "shows")
    #expect(result.status == 1)
    #expect(
      result.errors.hasPrefix("showtracker: \(path) cannot be a library: it is an empty file"))
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
    #expect(try snapshot(path).0.isEmpty)
  }

  // MARK: - Backups

  @Test func theRestoreThatBackupHelpGivesBringsTheLibraryBack() throws {
    let library = try Library()
    #expect(try library.run("watch", "Breaking Bad", "S01E01").status == 0)
    let made = try library.run("backup")
    #expect(made.status == 0, "\(made.errors)")
    let backups = library.home.appendingPathComponent("backups").path
    let backup = try #require(
      try FileManager.default.contentsOfDirectory(atPath: backups).first)
    #expect(try library.run("watch", "Breaking Bad", "S01E02").status == 0)
    // The steps `backup --help` gives, with the test's library for the default one.
    let help = try library.run("backup", "--help").output
    let steps = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix("cp ") || $0.hasPrefix("rm ") }
    #expect(steps.count == 2, "\(help)")
    let defaultLibrary = "~/.local/share/showtracker/library.sqlite"
    for step in steps {
      let command = step.replacingOccurrences(of: defaultLibrary, with: library.database.path)
        .replacingOccurrences(of: "BACKUP", with: backups + "/" + backup)
      let shell = Process()
      shell.executableURL = URL(fileURLWithPath: "/bin/sh")
      shell.arguments = ["-c", command]
      try shell.run()
      shell.waitUntilExit()
      #expect(shell.terminationStatus == 0, "\(command)")
    }
    let history = try library.run("history")
    #expect(history.status == 0, "\(history.errors)")
    #expect(history.output.contains("S01E01"))
    #expect(!history.output.contains("S01E02"))
    #expect(try library.run("check").status == 0)
  }

  /// Whether the file at `path` is a whole library: it opens, SQLite's integrity check finds
  /// nothing, and it says it is a library.
  private func isSound(_ path: String) -> Bool {
    guard let copy = try? Connection(immutableAt: path),
      let check = try? copy.query("PRAGMA integrity_check(1)").map({
        try $0.get(0, as: String.self)
      })
    else { return false }
    return check == ["ok"] && (try? copy.applicationID()) == 0x5368_5472
  }

  @Test func aBackupKilledAtAnyMomentLeavesEveryBackupSoundOrAbsent() throws {
    let library = try Library()
    #expect(try library.run("watch", "Breaking Bad", "S01E01").status == 0)
    // A library large enough that its backup takes over half a second, whatever the machine:
    // 160 MB of another table beside the library's own, doubled until a backup takes that long
    // (640 MB at most), so that the kills below land mid-backup by construction.
    let backups = library.home.appendingPathComponent("backups").path
    var duration = 0.0
    var rows = 40_000
    for round in 0..<3 where duration <= 0.5 {
      do {
        let raw = try Connection(path: library.database.path)
        try raw.execute(
          (round == 0 ? "CREATE TABLE ballast (b BLOB); " : "")
            + "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows)) "
            + "INSERT INTO ballast SELECT randomblob(4000) FROM n; PRAGMA wal_checkpoint(TRUNCATE)")
      }
      if round > 0 { rows *= 2 }
      let start = Date()
      #expect(try library.run("backup").status == 0)
      duration = Date().timeIntervalSince(start)
      for file in try FileManager.default.contentsOfDirectory(atPath: backups) {
        try FileManager.default.removeItem(atPath: backups + "/" + file)
      }
    }
    #expect(duration > 0.5, "the backup of 640 MB took \(duration) s")
    var generator = SeededGenerator(seed: UInt64(Date().timeIntervalSince1970))
    let seed = generator.seed
    var killed = 0
    for trial in 1...20 {
      // Within the first six tenths of the measured backup: later ones, with the file in the
      // page cache, can be quicker than the first.
      let delay = Double.random(in: 0.02...max(0.05, duration * 0.6), using: &generator)
      let process = Process()
      process.executableURL = library.binary.url
      process.arguments = ["--db", library.database.path, "backup"]
      process.environment = ShowTrackerBinary.environment(home: library.home)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(delay * 1_000_000))
      if process.isRunning { killed += 1 }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let files = try FileManager.default.contentsOfDirectory(atPath: backups)
      for file in files where !file.hasPrefix(".") {
        #expect(
          isSound(backups + "/" + file),
          "trial \(trial) (seed \(seed), killed after \(delay) s): \(file) is not whole")
        // A whole one is removed, to keep the disk: the next trial starts alike.
        try FileManager.default.removeItem(atPath: backups + "/" + file)
      }
    }
    #expect(killed >= 10, "only \(killed) of 20 runs were killed while running (seed \(seed))")
    // The next run removes what the killed ones left.
    #expect(try library.run("shows").status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: backups) == [])
    print(
      "backup kill trials: \(killed) of 20 killed mid-backup, backup \(duration) s, seed \(seed)")
  }

  // MARK: - Private at rest

  @Test func underUmask022EveryFileTheAppMakesIsTheOwnersOnly() throws {
    let previous = umask(0o022)
    defer { umask(previous) }
    let library = try Library()
    let path = library.home.appendingPathComponent("made/by/app/library.sqlite").path
    let record = library.home.appendingPathComponent("record.jsonl").path
    let watched = try library.run(
      ["--db", path, "--record", record, "watch", "Breaking Bad", "S01E01"])
    #expect(watched.status == 0, "\(watched.errors)")
    #expect(try run(library, db: path, "backup").status == 0)
    let named = library.home.appendingPathComponent("mine.sqlite").path
    #expect(try run(library, db: path, "backup", named).status == 0)
    let file = try library.file("show.json", Fixtures.lighthouseKeepers)
    #expect(try run(library, db: path, "import", "tvmaze", file).status == 0)
    let folder = library.home.appendingPathComponent("made/by/app").path
    let backups = folder + "/backups"
    let made = try FileManager.default.contentsOfDirectory(atPath: backups)
    #expect(made.count == 2, "\(made)")
    for file in [path, path + "-wal", path + "-shm", record, named]
      + made.map({ backups + "/" + $0 })
    where FileManager.default.fileExists(atPath: file) {
      #expect(mode(of: file) == 0o600, "\(file) is \(String(mode(of: file), radix: 8))")
    }
    for made in ["made", "made/by", "made/by/app", "made/by/app/backups"] {
      let folder = library.home.appendingPathComponent(made).path
      #expect(mode(of: folder) == 0o700, "\(made) is \(String(mode(of: folder), radix: 8))")
    }
    // An existing tighter mode is never loosened, nor a looser one changed.
    chmod(record, 0o400)
    chmod(path, 0o640)
    _ = try run(library, db: path, "shows")
    #expect(mode(of: record) == 0o400)
    #expect(mode(of: path) == 0o640)
  }

  // MARK: - Bounded input

  /// Runs `showtracker arguments` under GNU time; its status, errors, seconds and most
  /// resident memory (KiB).
  private func measured(
    _ library: Library, _ arguments: [String], input: FileHandle? = nil
  ) throws -> (status: Int32, errors: String, seconds: Double, kilobytes: Int?) {
    let memory = library.home.appendingPathComponent("time-\(UUID().uuidString)").path
    let hasTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    // Standard error goes to a file: a pipe would stay open as long as any process started
    // meanwhile (by the tests beside this one) holds a copy of its end.
    let errorsPath = library.home.appendingPathComponent("errors-\(UUID().uuidString)")
    try Data().write(to: errorsPath)
    let errors = try FileHandle(forWritingTo: errorsPath)
    let process = Process()
    if hasTime {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
      process.arguments = ["-o", memory, "-f", "%M", library.binary.url.path] + arguments
    } else {
      process.executableURL = library.binary.url
      process.arguments = arguments
    }
    process.environment = ShowTrackerBinary.environment(
      home: library.home, extra: ["SHOWTRACKER_DB": library.database.path])
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    if let input { process.standardInput = input }
    let start = Date()
    try process.run()
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    try errors.close()
    let text = String(decoding: try Data(contentsOf: errorsPath), as: UTF8.self)
    let kilobytes = (try? String(contentsOfFile: memory, encoding: .utf8))
      // Its last line: GNU time writes "Command exited with non-zero status 1" first.
      .flatMap { $0.split(separator: "\n").last.flatMap { Int($0) } }
    return (process.terminationStatus, text, seconds, kilobytes)
  }

  @Test func anEndlessInputIsRefusedQuicklyInLittleMemory() throws {
    let library = try Library()
    #expect(try library.run("shows").status == 0)
    var figures: [String] = []
    func check(
      _ name: String, _ arguments: [String], input: FileHandle? = nil, saying reason: String
    ) throws {
      let result = try measured(library, arguments, input: input)
      #expect(result.status == 1, "\(name): \(result.errors)")
      #expect(result.errors.hasSuffix(reason + "\n"), "\(name): \(result.errors)")
      #expect(result.errors.filter { $0 == "\n" }.count == 1, "\(name): \(result.errors)")
      #expect(result.seconds < 20, "\(name) took \(result.seconds) s")
      if let kilobytes = result.kilobytes {
        #expect(kilobytes < 400 << 10, "\(name) used \(kilobytes) KiB")
        figures.append("\(name): \(String(format: "%.2f", result.seconds)) s, \(kilobytes) KiB")
      }
    }
    try check(
      "import tvmaze /dev/zero", ["import", "tvmaze", "/dev/zero"],
      saying: "/dev/zero is not text: it holds a NUL byte at byte 1")
    try check(
      "replay /dev/zero", ["replay", "/dev/zero"],
      saying: "/dev/zero is not text: it holds a NUL byte at byte 1")
    // Standard input without end, and with no NUL: `yes` writes "y\n" for ever.
    let yes = Process()
    yes.executableURL = URL(fileURLWithPath: "/usr/bin/yes")
    let pipe = Pipe()
    yes.standardOutput = pipe
    try yes.run()
    defer {
      // SIGKILL: the test process may hand its children SIGTERM ignored.
      kill(yes.processIdentifier, SIGKILL)
      yes.waitUntilExit()
    }
    try check(
      "import trakt - (endless)", ["import", "trakt", "-"], input: pipe.fileHandleForReading,
      saying: "standard input is larger than 128 MiB, the most it may be")
    print("bounded reads: " + figures.joined(separator: "; "))
  }
}
