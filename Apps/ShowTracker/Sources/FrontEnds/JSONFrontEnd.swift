import Redux

/// What a feature's `--json` prints for its view state: the document, made from the state.
///
/// A feature writes only its document, the fields and how the state fills them; the front end
/// that reads the store and encodes the document (``JSONFrontEnd``) is one for every feature:
///
/// ```swift
/// public struct UpNextJSON: JSONDocument {
///   var shows: [Show]
///   var status: String
///   var error: String?
///
///   public init(_ state: UpNextView.State) {
///     shows = state.rows.map(Show.init)
///     (status, error) = state.status.json
///   }
/// }
///
/// extension JSONFrontEnd: UpNextRendering
/// where Document == UpNextJSON, ViewAction == UpNextView.Action {}
/// ```
///
/// The documents say numbers, ids and ISO 8601 times rather than the words the terminal shows.
public protocol JSONDocument: Encodable {
  /// The view state the document is made from.
  associatedtype ViewState: Equatable

  /// The document for `state`.
  init(_ state: ViewState)
}

/// A feature's JSON front end, for `--json`: its view state as one ``JSONDocument``, encoded
/// the way every JSON the app prints is (``JSONText``).
///
/// One type serves every feature, which states that, with its document, it implements the
/// feature's rendering protocol (``JSONDocument`` shows the line).
/// `JSONFrontEnd<UpNextJSON, UpNextView.Action>(viewModel: viewModel).render()` is the JSON.
@MainActor
public struct JSONFrontEnd<Document: JSONDocument, ViewAction>: FrontEnd {
  /// The store the front end reads.
  public let viewModel: Store<Document.ViewState, ViewAction>

  /// Creates the front end on `viewModel`.
  public init(viewModel: Store<Document.ViewState, ViewAction>) {
    self.viewModel = viewModel
  }

  /// The view state's document as pretty-printed JSON with sorted keys
  /// (``JSONText/encode(_:)``).
  public func render() throws -> String {
    try JSONText.encode(Document(viewModel.state))
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
