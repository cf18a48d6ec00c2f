import HTTPServer
import Identifiers

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The values the pages' forms carry, written and read in one way.
extension FormFields {
  /// The form's view action name (``HTMLForms/actionField``).
  var action: String? { self[HTMLForms.actionField] }

  /// The episode in `show` and `episode`.
  var ids: Ids? {
    guard let show = showID, let episode = self["episode"].flatMap({ Int64($0) }) else {
      return nil
    }
    return Ids(show: show, episode: EpisodeID(rawValue: episode))
  }

  /// The show in `show`.
  var showID: ShowID? { self["show"].flatMap { Int64($0) }.map(ShowID.init(rawValue:)) }

  /// The show in `show` with `value`, another of the form's values (`form.int("season")`);
  /// `nil` when either is missing: what the forms that act on a show and say how send.
  func show<Value>(with value: Value?) -> (show: ShowID, value: Value)? {
    guard let show = showID, let value else { return nil }
    return (show, value)
  }

  /// The yes or no in `name`: exactly `true` or `false`, as the forms write a `Bool`.
  func bool(_ name: String) -> Bool? {
    switch self[name] {
    case "true": true
    case "false": false
    default: nil
    }
  }

  /// The whole number in `name`.
  func int(_ name: String) -> Int? { self[name].flatMap { Int($0) } }

  /// The moment in `name`, in seconds since 1970 (exactly as `field(_:_:)` wrote it), in the
  /// years 1–9999 the library keeps; `nil` for anything else (`nan`, `inf`, `1e308`).
  func date(_ name: String) -> Date? {
    guard let seconds = self[name].flatMap(Double.init), Self.moments.contains(seconds) else {
      return nil
    }
    return Date(timeIntervalSince1970: seconds)
  }

  /// 0001-01-01T00:00:00Z through 9999-12-31T23:59:59Z, in seconds since 1970: the moments a
  /// form may name (a closed range of `Double` holds no NaN).
  static let moments: ClosedRange<Double> = -62_135_596_800...253_402_300_799.999

  /// The fields of `ids`.
  static func fields(_ ids: Ids) -> [(String, String)] {
    [("show", "\(ids.show)"), ("episode", "\(ids.episode)")]
  }

  /// The field of a moment.
  static func field(_ name: String, _ date: Date) -> (String, String) {
    (name, "\(date.timeIntervalSince1970)")
  }
}
