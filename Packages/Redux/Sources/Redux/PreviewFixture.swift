/// A named sample view state a feature ships with its package: empty, loading, populated,
/// error, long.
///
/// Front ends render fixtures through a ``Store/stub(_:onSend:)`` store, exactly as they render
/// live state, so previews and snapshot tests show what a user would see:
///
/// ```swift
/// for fixture in HistoryView.State.previewFixtures {
///   HistoryScreen(viewModel: .stub(fixture.state)).render()
/// }
/// ```
public struct PreviewFixture<State: Sendable>: Sendable {
  /// The fixture's name, as a command line takes it: `empty`, `loading`, `populated`.
  public let name: String
  /// The view state to render.
  public let state: State

  /// Creates a fixture called `name` that shows `state`.
  public init(_ name: String, _ state: State) {
    self.name = name
    self.state = state
  }
}

/// A view state that ships its preview fixtures: every feature's, so that the app's registry
/// finds them from the view state alone (a feature without them does not compile there).
///
/// ```swift
/// extension HistoryView.State: Previewable {
///   public static let previewFixtures: [PreviewFixture<Self>] = [PreviewFixture("empty", .empty)]
/// }
/// ```
public protocol Previewable: Sendable {
  /// The fixtures, in the order a preview lists them: `empty`, `loading`, `populated` …
  static var previewFixtures: [PreviewFixture<Self>] { get }
}

extension Array {
  /// The fixture called `name`, if there is one.
  public func fixture<State>(named name: String) -> PreviewFixture<State>?
  where Element == PreviewFixture<State> {
    first { $0.name == name }
  }
}
