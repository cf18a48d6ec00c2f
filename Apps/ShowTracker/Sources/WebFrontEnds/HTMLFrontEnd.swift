import FrontEnds
import HTTPServer
import Redux

/// A feature's HTML front end, for `showtracker serve`: its view state as a page of the browser
/// app, and the forms of that page turned back into the feature's view actions.
///
/// A front end states its page's title, address and content for a view state, and which view
/// action a form means; `render(in:)` comes with the protocol and puts the content in the
/// app's page (``HTMLDocument``):
///
/// ```swift
/// public struct UpNextHTML: UpNextRendering, HTMLFrontEnd {
///   public let viewModel: UpNextView.ViewModel
///   public init(viewModel: UpNextView.ViewModel) { self.viewModel = viewModel }
///
///   public static func title(of state: UpNextView.State) -> String { "Up Next" }
///   public static func path(of state: UpNextView.State) -> String { WebPaths.upNext }
///   public static func content(of state: UpNextView.State, forms: HTMLForms) -> String { … }
///   public static func action(from form: FormFields) -> UpNextView.Action? { … }
/// }
/// ```
///
/// Like the terminal and JSON front ends it does no query and no formatting of its own: every
/// word comes from the view state the connector made, written through ``HTML/escaped(_:)``.
@MainActor
public protocol HTMLFrontEnd: FrontEnd {
  /// The store the front end reads.
  var viewModel: Store<ViewState, ViewAction> { get }

  /// The page's title: "History", "Breaking Bad".
  static func title(of state: ViewState) -> String

  /// The page's address for `state` (`/history?page=2`, `/shows/12`): what links to it say, and
  /// what a live event names when this view state changed (``WebPaths``).
  static func path(of state: ViewState) -> String

  /// The page's content for `state`: the HTML inside `<main>`, every string escaped, every
  /// action a form made by `forms`.
  static func content(of state: ViewState, forms: HTMLForms) -> String

  /// The view action a form of this page posted, or `nil` when the form names none (an old or
  /// hand-made form).
  static func action(from form: FormFields) -> ViewAction?
}

extension HTMLFrontEnd {
  /// The title of the view state on screen.
  public var title: String { Self.title(of: viewModel.state) }

  /// The address of the view state on screen.
  public var path: String { Self.path(of: viewModel.state) }

  /// The content of the view state on screen, its forms made by `forms`.
  public func content(forms: HTMLForms) -> String {
    Self.content(of: viewModel.state, forms: forms)
  }

  /// Sends the view action `form` carries; `false` when it carries none.
  @discardableResult
  public func send(_ form: FormFields) -> Bool {
    guard let action = Self.action(from: form) else { return false }
    viewModel.send(action)
    return true
  }
}
