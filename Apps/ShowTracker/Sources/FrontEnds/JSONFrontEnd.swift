import Redux

/// A feature's JSON front end, for `--json`: its view state as one document, encoded the way
/// every JSON the app prints is (``JSONText``).
///
/// A front end states how its view state makes its document; `render()` comes with the
/// protocol:
///
/// ```swift
/// public struct UpNextJSON: UpNextRendering, JSONFrontEnd {
///   public let viewModel: UpNextView.ViewModel
///
///   public init(viewModel: UpNextView.ViewModel) { self.viewModel = viewModel }
///
///   public static func document(for state: UpNextView.State) -> any Encodable { Document(state) }
///
///   struct Document: Encodable { … }
/// }
/// ```
@MainActor
public protocol JSONFrontEnd: FrontEnd {
  /// The store the front end reads.
  var viewModel: Store<ViewState, ViewAction> { get }

  /// What the JSON says for `state`: numbers, ids and ISO 8601 times rather than the words the
  /// terminal shows.
  static func document(for state: ViewState) -> any Encodable
}

extension JSONFrontEnd {
  /// The view state as pretty-printed JSON with sorted keys (``JSONText/encode(_:)``).
  public func render() throws -> String {
    try JSONText.encode(Self.document(for: viewModel.state))
  }
}

extension LoadPhase {
  /// The phase as every JSON document says it: `status` is `"loading"`, `"loaded"` or
  /// `"failed"`, and a failure's words are its `error`.
  var json: (status: String, error: String?) {
    switch self {
    case .loading: ("loading", nil)
    case .loaded: ("loaded", nil)
    case .failed(let message): ("failed", message)
    }
  }
}
