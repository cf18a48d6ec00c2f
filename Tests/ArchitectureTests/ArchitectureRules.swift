import Foundation

/// Who may depend on whom, read from `Tests/architecture-rules.json`: the one list of the
/// architecture's rules, which the import scan (`Tests/import-scan.py`) checks before anything
/// is built, and which these tests read for the builds that prove the rules with the compiler.
///
/// A package under Packages/ is a feature unless the file names it under `infrastructure`: a
/// feature may depend on Redux and Identifiers only, so a new screen's package needs no line
/// there (the scaffold says so). A package that is not a feature is a decision for a person:
/// give it a rule in the file; until then it is held to a feature's rule.
enum ArchitectureRules {
  /// The rules file, as far as these tests read it.
  struct File: Decodable {
    struct Rule: Decodable {
      var mayDependOn: [String]
      var why: String
    }
    struct Shell: Decodable {
      var why: String
    }
    var feature: Rule
    var infrastructure: [String: Rule]
    var shell: Shell
  }

  /// Where the rules are.
  static let fileURL = repositoryRoot.appending(path: "Tests/architecture-rules.json")

  /// The rules file, read once. A file that does not read stops the tests with its error.
  static let file: File = {
    do {
      return try JSONDecoder().decode(File.self, from: Data(contentsOf: fileURL))
    } catch {
      fatalError("cannot read \(fileURL.path): \(error)")
    }
  }()

  /// The packages that are not features: the kit, the data, the composition.
  static var infrastructure: Set<String> { Set(file.infrastructure.keys) }

  /// Feature packages: view state, view actions, rendering protocol, fixtures. The app's
  /// chrome (tabs, status line, help) is a feature like the screens. Every package under
  /// Packages/ that is not ``infrastructure``.
  static let features: Set<String> = {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent("Packages").path)) ?? []
    let packages = folders.filter { folder in
      FileManager.default.fileExists(
        atPath: repositoryRoot.appendingPathComponent("Packages/\(folder)/Package.swift").path)
    }
    return Set(packages).subtracting(infrastructure)
  }()

  /// The rule for the app's shell, named in every failure it causes.
  static var shellRule: String { file.shell.why }
}
