import Redux

/// The revision of every ``Tracked`` value in a state, by its path (`state.document.title`).
///
/// Found with `Mirror`, so it costs a walk of the state: the test store takes it only after an
/// action that left `Revision.latest` where it was. The walk does not go inside a tracked value:
/// any change inside one takes it a new revision.
struct TrackedRevisions {
  private var revisions: [String: Revision] = [:]

  init(of state: Any) {
    collect(state, path: "state")
  }

  /// The newest revision of all, or `nil` for a state with no tracked value.
  var newest: Revision? { revisions.values.max() }

  /// The paths whose revision differs from `other`'s, or that only one of the two has, sorted.
  func pathsDiffering(from other: TrackedRevisions) -> [String] {
    var paths: [String] = []
    for (path, revision) in revisions where other.revisions[path] != revision {
      paths.append(path)
    }
    for path in other.revisions.keys where revisions[path] == nil {
      paths.append(path)
    }
    return paths.sorted()
  }

  private mutating func collect(_ value: Any, path: String) {
    if let tracked = value as? any AnyTracked {
      revisions[path] = tracked.revision
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class?:
      // A state is made of values; a reference inside one is not walked (it could be a cycle).
      return
    case .optional?:
      if let wrapped = mirror.children.first { collect(wrapped.value, path: path) }
    case .dictionary?:
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        collect(pair[1].value, path: "\(path)[\(String(reflecting: pair[0].value))]")
      }
    case .collection?, .set?:
      for (index, element) in mirror.children.enumerated() {
        collect(element.value, path: "\(path)[\(index)]")
      }
    default:
      for (index, child) in mirror.children.enumerated() {
        collect(child.value, path: "\(path).\(Self.name(of: child, at: index))")
      }
    }
  }

  /// A child's name as the code spells it: `title` for the storage `_title` of `@Tracked var
  /// title`, the position for an unlabeled tuple element.
  private static func name(of child: Mirror.Child, at index: Int) -> String {
    guard let label = child.label else { return "\(index)" }
    if child.value is any AnyTracked, label.hasPrefix("_") { return String(label.dropFirst()) }
    return label
  }
}
