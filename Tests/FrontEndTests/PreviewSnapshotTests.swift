import FrontEnds
import History
import Search
import ShowDetail
import Terminal
import Testing

/// Every preview fixture of every feature, drawn by its terminal front end with colour off:
/// full screen at 80 × 22 (the body of an 80 × 24 terminal) and printed once at width 80.
@MainActor
struct PreviewSnapshotTests {
  /// Every (feature, fixture) pair, read from the features' own fixture lists.
  nonisolated static let cases: [PreviewCase] =
    HistoryView.State.previewFixtures.map { PreviewCase(feature: "history", fixture: $0.name) }
    + SearchView.State.previewFixtures.map { PreviewCase(feature: "search", fixture: $0.name) }
    + ShowDetailView.State.previewFixtures.map { PreviewCase(feature: "show", fixture: $0.name) }

  @Test func theCatalogHoldsEveryFixtureOfEveryFeature() {
    let names = Dictionary(
      uniqueKeysWithValues: PreviewCatalog.features.map { ($0.name, $0.fixtureNames) })
    #expect(names["history"] == HistoryView.State.previewFixtures.map(\.name))
    #expect(names["search"] == SearchView.State.previewFixtures.map(\.name))
    #expect(names["show"] == ShowDetailView.State.previewFixtures.map(\.name))
    #expect(Self.cases.count == 16)
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
    let feature = try #require(PreviewCatalog.feature(named: preview.feature))
    let json = try #require(try feature.json(fixture: preview.fixture))
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
    PreviewCatalog.feature(named: feature)?.screen(fixture: fixture)
  }
}
