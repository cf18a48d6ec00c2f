import AppComposition
import LibraryClient

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `showtracker import FORMAT FILE`: read the file (or, for a format with an export folder, the
/// folder), send it to the store, wait for the import's outcome, print the summary.
enum ImportCommand {
  /// The formats' names, the words `import` takes first.
  static var formatNames: [String] { ImportRequest.Format.allCases.map(\.rawValue) }

  /// The formats' names as a choice: `tvmaze or trakt`.
  static var formatChoice: String {
    formatNames.dropLast().joined(separator: ", ") + " or " + (formatNames.last ?? "")
  }

  /// Each format's name and help, one row per line of help, for `help import`.
  static var formatHelp: String {
    ImportRequest.Format.allCases.flatMap { format in
      format.help.enumerated().map { index, line in
        let name = index == 0 ? format.rawValue : ""
        return "  " + name + String(repeating: " ", count: max(1, 9 - name.count)) + line
      }
    }.joined(separator: "\n")
  }

  @MainActor
  static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
    let spec = CommandSpec.importing
    let formatName = try invocation.positional(
      0, missing: "the format: \(formatChoice)", command: spec.name)
    guard let format = ImportRequest.Format(rawValue: formatName.lowercased()) else {
      throw .usage(
        "unknown format '\(formatName)'; use \(formatChoice)", command: spec.name)
    }
    let source = try invocation.positional(
      1, missing: "FILE (use - for standard input)", command: spec.name)
    try invocation.rejectPositionals(after: 2, command: spec.name)
    let show = try invocation[Options.show]
    if show != nil, format != .tvmaze {
      throw .usage("\(Options.show) is for TVMaze episode lists", command: spec.name)
    }
    if let show, show.allSatisfy(\.isWhitespace) {
      throw .usage("\(Options.show) needs a show's id or title", command: spec.name)
    }
    var request: ImportRequest
    if !format.folderFiles.isEmpty, source != "-", FileContents.isFolder(source) {
      request = try exportFolder(source, format: format)
    } else if !format.folderFiles.isEmpty, ZipArchive.isZip(source) {
      request = try ZipArchive.withUnpacked(source) { (folder) throws(CommandError) in
        try exportFolder(folder, format: format, named: source)
      }
    } else {
      request = ImportRequest(format: format, source: source, data: try read(source), show: show)
    }
    request.dryRun = invocation[Options.dryRun]
    let progress = console.errors.isTerminal ? ProgressBarPrinter(output: console.errors) : nil
    var reportProgress: (@Sendable (Int, Int) -> Void)?
    if let progress { reportProgress = { progress.update($0, of: $1) } }
    // TV Time's shows the library lacks are looked up on TVMaze (rate-limited by the client).
    let session = try AppSession.open(
      invocation, console: console, access: .write, importProgress: reportProgress,
      tvmaze: format == .tvtime ? try console.tvmaze() : .unimplemented)
    let importing = session.store.connect(using: Connectors.ImportConnector())
    let lookups =
      console.errors.isTerminal
      ? ProgressBarPrinter(output: console.errors, label: "Looking up on TVMaze") : nil
    let subscription = importing.observe { output in
      if case .lookingUp(let done, let total) = output { lookups?.update(done, of: total) }
    }
    defer { subscription.cancel() }
    await importing.send(.importRequested(request)).finish()
    try await importing.wait(for: "the import", timeout: nil) { output in
      switch output {
      case .running, .lookingUp: false
      case .finished, .failed: true
      }
    }
    // The state settles inside the effect's last `send`; let the effect (which holds the file's
    // bytes) and the reloads it started end before the process does, so nothing is cut off at
    // exit (LeakSanitizer reported the bytes of a still-running import effect as leaked).
    await session.store.effectsFinished()
    progress?.clear()
    switch importing.state {
    case .finished(_, let report):
      if invocation[Options.json] {
        try console.print(
          try JSONOutput.render {
            try ImportSummaryText.json(report, source: source, dryRun: request.dryRun)
          })
      } else {
        try console.print(
          ImportSummaryText.lines(
            report, source: source, dryRun: request.dryRun, verbose: invocation[Options.verbose]))
      }
    case .failed(let message):
      throw .failure("import failed: \(message)")
    case .running, .lookingUp:
      throw .failure("the import did not finish")
    }
  }

  /// An export's folder: the files of it the format reads (`ImportRequest.Format.folderFiles`),
  /// and the names of the others, which are listed as not read.
  /// `named` is what the summary calls the folder (the zip it was unpacked from).
  private static func exportFolder(
    _ folder: String, format: ImportRequest.Format, named: String? = nil
  ) throws(CommandError) -> ImportRequest {
    let names: [String]
    do {
      names = try FileContents.fileNames(inFolder: folder)
    } catch {
      throw .failure("cannot import: \(error.reason)")
    }
    let known = Set(format.folderFiles)
    let read = names.filter(known.contains)
    guard !read.isEmpty else {
      // A folder of another format's export is named for what it is.
      let other = ImportRequest.Format.allCases.first { other in
        other != format && names.contains { other.folderFiles.contains($0) }
      }
      throw .failure(
        "cannot import: \(named ?? folder) holds none of the files of a \(format.title) data "
          + "export ("
          + format.folderFiles.joined(separator: ", ") + ")"
          + (other.map {
            "; it holds \($0.title)'s export files: import it with `import \($0.rawValue)`"
          } ?? ""))
    }
    var files: [DataFile] = []
    for name in read {
      files.append(DataFile(name: name, data: try Self.read(folder + "/" + name)))
    }
    return ImportRequest(
      format: format, source: named ?? folder, data: Data(), files: files,
      skippedFiles: names.filter { !known.contains($0) })
  }

  /// The bytes of FILE, or of standard input for `-`.
  private static func read(_ source: String) throws(CommandError) -> Data {
    do {
      return try FileContents.read(source, limit: FileContents.importLimit)
    } catch {
      throw .failure("cannot import: \(error.reason)")
    }
  }
}
