import Foundation
import Scaffold

// `swift run new-feature NAME`: the scaffold (Docs/AddingAFeature.md).

let usage = """
  usage: swift run new-feature NAME [--dry-run] [--no-snapshots] [--root DIR]

  Creates the feature NAME (UpperCamelCase: Watchlist, MyShows): its package, its slice, reducer
  and connector, its front ends, its command and registry entry, their tests, and records its
  preview snapshots, so that the project builds and every test passes right away.

    --dry-run       list what it would create and edit, and change nothing
    --no-snapshots  do not build and record the preview snapshots (the tests then fail until
                    you do: SNAPSHOT_RECORD=1 swift test --filter PreviewSnapshotTests)
    --root DIR      the repository (default: the current folder)
  """

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("new-feature: \(message)\n".utf8))
  exit(status)
}

var name: String?
var dryRun = false
var recordSnapshots = true
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--dry-run": dryRun = true
  case "--no-snapshots": recordSnapshots = false
  case "--root":
    guard let folder = arguments.popFirst() else { fail("--root needs a folder", status: 2) }
    root = URL(fileURLWithPath: folder)
  case "-h", "--help":
    print(usage)
    exit(0)
  case _ where argument.hasPrefix("-"):
    fail("unknown option '\(argument)'\n\(usage)", status: 2)
  case _ where name == nil: name = argument
  default: fail("unexpected argument '\(argument)'\n\(usage)", status: 2)
  }
}
guard let name else { fail("which feature? give its name\n\(usage)", status: 2) }

let plan: Scaffold.Plan
do {
  plan = try Scaffold.plan(FeatureName(name), in: root)
} catch {
  fail(error.description)
}
if dryRun {
  for line in plan.summary { print(line) }
  exit(0)
}
do {
  for line in try plan.apply() { print(line) }
} catch {
  fail(error.description)
}

let feature = plan.name
if recordSnapshots {
  print("==> recording the preview snapshots of the new fixtures (a build)")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [
    "swift", "test", "--package-path", root.path, "--filter", "PreviewSnapshotTests",
  ]
  process.environment = ProcessInfo.processInfo.environment.merging(["SNAPSHOT_RECORD": "1"]) {
    $1
  }
  process.standardOutput = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    fail("cannot run swift test to record the snapshots: \(error.localizedDescription)")
  }
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    fail("recording the snapshots failed (swift test exited \(process.terminationStatus))")
  }
  print("recorded Tests/FrontEndTests/__Snapshots__/\(feature.id)/: review them")
}

print(
  """

  \(feature.upperCamel) is a feature of the app: a tab, `showtracker \(feature.id)`,
  `showtracker preview \(feature.id)`, with tests. What is left to you:
    - its data: a LibraryClient query, loaded in \(feature.upperCamel)Reducer.swift (it loads empty now);
    - its rule: as a package under Packages/, it is one of ArchitectureRules.features (it may
      import Redux and Identifiers only). If it needs anything else, that is a decision: make it
      infrastructure and give it a rule in Tests/architecture-rules.json.
  Then: swift format --in-place --recursive Packages Apps Tests Package.swift; Tests/run-all-tests.sh
  """)
