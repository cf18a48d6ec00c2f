/// A ``Tracked`` value of any type, seen through its revision.
///
/// `ReduxTesting` walks a state with `Mirror` and finds its tracked values through this protocol,
/// to report a bare assignment that brought older revisions back (see ``RestorableState``).
package protocol AnyTracked {
  /// The revision of the last mutation of the wrapped value.
  var revision: Revision { get }
}

extension Tracked: AnyTracked {}
