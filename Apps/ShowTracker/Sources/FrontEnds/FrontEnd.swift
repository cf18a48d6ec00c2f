import Redux

/// A front end made on a feature's view model: its terminal screen (``TerminalScreen``) or its
/// JSON (``JSONFrontEnd``).
///
/// Each feature's front ends already have the initializer, from the feature's rendering
/// protocol (`UpNextRendering`); this protocol lets the app make any of them from the type
/// alone, so the feature registry and the one-shot commands name a front end instead of
/// writing a closure for it:
///
/// ```swift
/// func make<F: FrontEnd>(_ type: F.Type, on viewModel: Store<F.ViewState, F.ViewAction>) -> F {
///   F(viewModel: viewModel)
/// }
/// ```
@MainActor
public protocol FrontEnd {
  /// The view state the front end reads.
  associatedtype ViewState: Equatable
  /// The actions it sends.
  associatedtype ViewAction

  /// Creates the front end on `viewModel`.
  init(viewModel: Store<ViewState, ViewAction>)
}
