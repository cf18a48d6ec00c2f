import Foundation
import Testing

@testable import ShowTrackerCLI

/// The documents that list the features list what the registry and the package folders hold:
/// a feature added (by the scaffold or by hand) fails here until README, Architecture.md and
/// CommandLine.md name it, so they cannot go stale.
struct DocumentedFeaturesTests {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // ShowTrackerCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The tabs' titles, in the registry's order.
  static let tabs = Features.tabs.map(\.title)

  /// Every package under Packages/.
  static let packages: Set<String> = {
    let folder = root.appending(path: "Packages")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return Set(
      names.filter {
        FileManager.default.fileExists(atPath: folder.appending(path: "\($0)/Package.swift").path)
      })
  }()

  /// The packages that are features: all but the infrastructure that
  /// Tests/architecture-rules.json names.
  static func featurePackages() throws -> Set<String> {
    let data = try Data(contentsOf: root.appending(path: "Tests/architecture-rules.json"))
    let rules = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let infrastructure = try #require(rules["infrastructure"] as? [String: Any])
    return packages.subtracting(infrastructure.keys)
  }

  static func text(_ document: String) throws -> String {
    let text = try String(contentsOf: root.appending(path: document), encoding: .utf8)
    // Lines wrap anywhere in a paragraph: compare with single spaces.
    return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func theTabsAreListedInTheRegistrysOrder() throws {
    try #require(Self.tabs.count >= 7, "the registry's tabs: \(Self.tabs)")
    let last = try #require(Self.tabs.last)
    let spoken = Self.tabs.dropLast().joined(separator: ", ") + " and " + last
    let listed = "(`Features.all`: " + Self.tabs.joined(separator: ", ") + ")"
    for (document, list) in [("README.md", spoken), ("Docs/CommandLine.md", listed)] {
      #expect(try Self.text(document).contains(list), "\(document) must list the tabs as: \(list)")
    }
  }

  @Test(arguments: ["README.md", "Docs/Architecture.md"])
  func theLayoutListsEveryPackageAndNoOther(document: String) throws {
    let text = try String(contentsOf: Self.root.appending(path: document), encoding: .utf8)
    let listed = Set(
      text.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("Packages/") else { return nil }
        return String(line.dropFirst("Packages/".count).prefix { !$0.isWhitespace })
      })
    try #require(Self.packages.count > 10)
    #expect(
      listed == Self.packages,
      "\(document) lists no \(Self.packages.subtracting(listed).sorted()), and lists \(listed.subtracting(Self.packages).sorted()) that are not packages"
    )
  }

  @Test func theDocumentationCatalogsNameEveryFeature() throws {
    let text = try Self.text("README.md")
    let start = try #require(text.range(of: "the features ("), "README.md names the features")
    let list = text[start.upperBound...].prefix { $0 != ")" }
    let named = Set(
      list.split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: " `")) })
    #expect(named == (try Self.featurePackages()), "README.md's catalogs: \(named.sorted())")
  }
}
