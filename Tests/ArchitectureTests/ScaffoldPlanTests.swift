import Foundation
import Scaffold
import Testing

/// The scaffold's plan and its writing, on the repository (read only) and on a temporary copy
/// of the files it edits. `BuildTests.ScaffoldTests` builds and tests what it writes.
struct ScaffoldPlanTests {
  @Test func aNameHasEveryFormTheTemplatesUse() throws {
    let name = try FeatureName("MyShows")
    #expect(name.upperCamel == "MyShows")
    #expect(name.lowerCamel == "myShows")
    #expect(name.id == "myshows")
    #expect(name.title == "My Shows")
    #expect(try FeatureName("Top10Shows").title == "Top10 Shows")
    #expect(name.fill("{Name} {name} {id} {Title}") == "MyShows myShows myshows My Shows")
  }

  @Test(arguments: ["watchlist", "My-Shows", "", "Über", "My Shows"])
  func aNameThatIsNotUpperCamelCaseIsRefused(name: String) {
    #expect(throws: ScaffoldError.badName(name)) { try FeatureName(name) }
  }

  @Test func fillingSortsEachRunOfImports() throws {
    let name = try FeatureName("Alpha")
    #expect(
      name.fill("import Redux\nimport {Name}\nimport Identifiers\n\nimport Zed\nimport B\n")
        == "import Alpha\nimport Identifiers\nimport Redux\n\nimport B\nimport Zed\n")
  }

  @Test func thePlanListsEveryFileAndEditWithTheNameFilledIn() throws {
    let plan = try Scaffold.plan(FeatureName("Sample"), in: repositoryRoot)
    #expect(plan.creations.count == 14)
    #expect(plan.creations.first?.path == "Packages/Sample/Package.swift")
    #expect(
      Set(plan.edits.map(\.path)).count == 7,
      "five registrations, the registry line and the page's address")
    for (path, text) in plan.creations {
      #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(path) ends with one line feed")
      for placeholder in ["{Name}", "{name}", "{id}", "{Title}"] {
        #expect(!text.contains(placeholder), "\(path) keeps \(placeholder)")
        #expect(!path.contains(placeholder))
      }
    }
    #expect(plan.summary.filter { $0.hasPrefix("create  ") }.count == 14)
    let entry = try #require(
      plan.summary.first { $0.contains("ShowTrackerCLI/Features/Features.swift (features)") })
    #expect(
      entry.contains(#".sample, tab: "Sample", command: .sample, load: [.sample(.loadRequested)],"#)
    )
    #expect(entry.hasSuffix("html: SampleHTML.self),"))
  }

  @Test func aDocumentWhoseListMovedChangesNothing() throws {
    let copy = try EditedFilesCopy()
    defer { copy.remove() }
    let readme = try copy.text("README.md").replacingOccurrences(
      of: "full-screen app:", with: "full-screen app, with")
    try readme.write(
      to: copy.folder.appending(path: "README.md"), atomically: true, encoding: .utf8)
    #expect(throws: ScaffoldError.noList(path: "README.md", list: "the tabs")) {
      try Scaffold.plan(FeatureName("Sample"), in: copy.folder)
    }
  }

  @Test func anExistingPackageIsRefused() {
    #expect(throws: ScaffoldError.exists("Packages/History")) {
      try Scaffold.plan(FeatureName("History"), in: repositoryRoot)
    }
  }

  @Test func applyingWritesTheFilesAndPutsEachLineAboveItsMarker() throws {
    let copy = try EditedFilesCopy()
    defer { copy.remove() }
    let plan = try Scaffold.plan(FeatureName("Sample"), in: copy.folder)
    let written = try plan.apply()
    #expect(written.count == 14 + 7 + 3, "14 files, 7 registrations, 3 documents")
    for (path, text) in plan.creations {
      #expect(try String(contentsOf: copy.folder.appending(path: path), encoding: .utf8) == text)
    }
    let features = try copy.text("Apps/ShowTracker/Sources/ShowTrackerCLI/Features/Features.swift")
    let lines = features.split(separator: "\n").map(String.init)
    let marker = try #require(lines.firstIndex { $0.contains("// new-feature: features above") })
    #expect(lines[marker - 5].trimmingCharacters(in: .whitespaces) == "Feature(")
    #expect(
      lines[marker - 1].trimmingCharacters(in: .whitespaces)
        == "screen: SampleScreen.self, json: SampleJSON.self, html: SampleHTML.self),")
    // The page's address is in WebPaths, with the others.
    let paths = try copy.text("Apps/ShowTracker/Sources/WebFrontEnds/WebPaths.swift")
    #expect(
      paths.contains(#"  public static let sample = "/sample"\#n  // new-feature: paths above"#))
    #expect(
      lines[marker - 5].prefix { $0 == " " } == lines[marker].prefix { $0 == " " },
      "the entry takes the marker's indentation")
    // The documents list it last, as the registry does.
    let readme = try copy.text("README.md").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    #expect(readme.contains("My Shows, Stats, Watchlist and Sample screens,"))
    #expect(readme.contains("`AppChrome`, `Watchlist`, `Sample`)"))
    #expect(readme.contains("Packages/Sample the same, for Sample Packages/AppChrome"))
    #expect(
      try copy.text("Docs/CommandLine.md").contains(
        "Upcoming, My Shows, Stats, Watchlist, Sample), each"))
    // Run again: the package exists now, and nothing changes.
    #expect(throws: ScaffoldError.exists("Packages/Sample")) {
      try Scaffold.plan(FeatureName("Sample"), in: copy.folder)
    }
  }

  @Test func aMissingMarkerChangesNothing() throws {
    let copy = try EditedFilesCopy()
    defer { copy.remove() }
    let manifest = "Packages/AppComposition/Package.swift"
    let before = try copy.text(manifest)
    let withoutMarker = before.replacingOccurrences(
      of: "// new-feature: test products above this line", with: "")
    try withoutMarker.write(
      to: copy.folder.appending(path: manifest), atomically: true, encoding: .utf8)
    let state = "Packages/AppComposition/Sources/AppComposition/State/AppState.swift"
    let stateBefore = try copy.text(state)
    #expect(throws: ScaffoldError.noMarker(path: manifest, marker: "test products")) {
      try Scaffold.plan(FeatureName("Sample"), in: copy.folder)
    }
    #expect(try copy.text(state) == stateBefore)
    #expect(
      !FileManager.default.fileExists(atPath: copy.folder.appending(path: "Packages/Sample").path))
  }
}

/// A temporary folder with the repository's files that the scaffold edits, and nothing else.
private struct EditedFilesCopy {
  let folder = FileManager.default.temporaryDirectory.appending(
    path: "scaffold-plan-\(UUID().uuidString)")

  init() throws {
    let plan = try Scaffold.plan(FeatureName("Sample"), in: repositoryRoot)
    for path in Set(plan.edits.map(\.path) + plan.documentEdits.map(\.path)) {
      let target = folder.appending(path: path)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: repositoryRoot.appending(path: path), to: target)
    }
  }

  func text(_ path: String) throws -> String {
    try String(contentsOf: folder.appending(path: path), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
