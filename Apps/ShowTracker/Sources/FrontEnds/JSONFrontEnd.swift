import Redux

/// What a feature's `--json` prints for its view state: the document, made from the state.
///
/// A feature writes only its document, the fields and how the state fills them; the front end
/// that reads the store and encodes the document (``JSONFrontEnd``) is one for every feature:
///
/// ```swift
/// public struct UpNextJSON: JSONDocument {
///   var shows: [Show]
///
///   public init(_ state: UpNextView.State) {
///     shows = state.rows.map(Show.init)
///   }
/// }
///
/// extension UpNextView.State: LoadPhasedState {}
///
/// extension JSONFrontEnd: UpNextRendering
/// where Document == UpNextJSON, ViewAction == UpNextView.Action {}
/// ```
///
/// The documents say numbers, ids and ISO 8601 times rather than the words the terminal shows.
/// Every document starts the same way: how far its view state got (``status(of:)``), which the
/// front end writes beside the document's own fields.
public protocol JSONDocument: Encodable {
  /// The view state the document is made from.
  associatedtype ViewState: Equatable

  /// The document for `state`.
  init(_ state: ViewState)

  /// How far `state` got: `status` and, after a failure, `error`. A list feature's view state
  /// says it with a ``LoadPhase`` (``LoadPhasedState``), and the document need not say it;
  /// a feature whose phase has more words (Search's "no-results") says its own.
  static func status(of state: ViewState) -> JSONStatus
}

/// The first fields of every JSON document: `status` (`"loading"`, `"loaded"`, `"failed"`, or a
/// feature's own word) and, after a failure, its words as `error`.
public struct JSONStatus: Encodable, Hashable, Sendable {
  /// How far the view state got.
  public var status: String
  /// What failed; absent unless the status is `"failed"`.
  public var error: String?

  /// The status `status`, with `error` after a failure.
  public init(_ status: String, error: String? = nil) {
    self.status = status
    self.error = error
  }
}

/// A view state whose `status` is a ``LoadPhase``: every list feature's. Its document says the
/// phase as every document does, without a line of its own (``JSONDocument/status(of:)``).
public protocol LoadPhasedState {
  /// How far the state's load got.
  var status: LoadPhase { get }
}

extension JSONDocument where ViewState: LoadPhasedState {
  /// The view state's ``LoadPhase``, as every document says it.
  public static func status(of state: ViewState) -> JSONStatus { state.status.json }
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

  /// The view state's document, its status first, as pretty-printed JSON with sorted keys
  /// (``JSONText/encode(_:)``).
  public func render() throws -> String {
    let state = viewModel.state
    return try JSONText.encode(StatusAndDocument(Document.status(of: state), Document(state)))
  }
}

/// A document with its status, written into one JSON object.
private struct StatusAndDocument<Document: Encodable>: Encodable {
  let status: JSONStatus
  let document: Document

  init(_ status: JSONStatus, _ document: Document) {
    self.status = status
    self.document = document
  }

  func encode(to encoder: any Encoder) throws {
    try status.encode(to: encoder)
    try document.encode(to: encoder)
  }
}

extension LoadPhase {
  /// The phase as every JSON document says it: `status` is `"loading"`, `"loaded"` or
  /// `"failed"`, and a failure's words are its `error`.
  var json: JSONStatus {
    switch self {
    case .loading: JSONStatus("loading")
    case .loaded: JSONStatus("loaded")
    case .failed(let message): JSONStatus("failed", error: message)
    }
  }
}
