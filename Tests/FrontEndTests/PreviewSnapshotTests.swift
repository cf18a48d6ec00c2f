import FrontEnds
import History
import Search
import ShowDetail
import Terminal
import Testing

@testable import ShowTrackerCLI

/// Every preview fixture of every feature, drawn by its terminal front end with colour off:
/// full screen at 80 × 22 (the body of an 80 × 24 terminal) and printed once at width 80.
@MainActor
struct PreviewSnapshotTests {
  /// Every (feature, fixture) pair of the feature registry: a new feature's fixtures are
  /// snapshotted without a change here.
  nonisolated static let cases: [PreviewCase] = Features.all.flatMap { feature in
    feature.fixtureNames.map { PreviewCase(feature: feature.name, fixture: $0) }
  }

  @Test func theRegistryHoldsEveryFixtureOfTheBuiltInFeatures() {
    let names = Dictionary(uniqueKeysWithValues: Features.all.map { ($0.name, $0.fixtureNames) })
    #expect(names["history"] == HistoryView.State.previewFixtures.map(\.name))
    #expect(names["search"] == SearchView.State.previewFixtures.map(\.name))
    #expect(names["show"] == ShowDetailView.State.previewFixtures.map(\.name))
    #expect(Self.cases.count == Features.all.map(\.fixtureNames.count).reduce(0, +))
  }

  @Test(arguments: cases)
  func fullScreen(_ preview: PreviewCase) throws {
    let screen = try #require(preview.screen())
    try Snapshot.expect(
      plainText(of: screen, height: 22), matches: "\(preview.feature)/\(preview.fixture).screen.txt"
    )
  }

  @Test(arguments: cases)
  func printedOnce(_ preview: PreviewCase) throws {
    let screen = try #require(preview.screen())
    try Snapshot.expect(
      plainText(of: screen, height: nil),
      matches: "\(preview.feature)/\(preview.fixture).printed.txt")
  }

  @Test(arguments: cases)
  func json(_ preview: PreviewCase) throws {
    let feature = try #require(Features.named(preview.feature))
    let json = try #require(try feature.previewJSON(fixture: preview.fixture))
    try Snapshot.expect(json + "\n", matches: "\(preview.feature)/\(preview.fixture).json")
  }
}

/// A fixture of a feature, as a test argument.
struct PreviewCase: Sendable, CustomTestStringConvertible {
  let feature: String
  let fixture: String

  var testDescription: String { "\(feature) \(fixture)" }

  @MainActor
  func screen() -> (any TerminalScreen)? {
    Features.named(feature)?.previewScreen(fixture: fixture)
  }
}
