/// The name of one value in ``RequestContext``, and the type of that value.
///
/// ```swift
/// enum Signer: RequestContextKey { typealias Value = String }
/// request.context[Signer.self] = "jellyfin"
/// ```
public protocol RequestContextKey {
  /// The type of the value stored under this key.
  associatedtype Value: Sendable
}

/// What the middleware in front of a handler found out about a request, each value under a key
/// of its own type: the browser session's CSRF token (``CSRFProtection/SessionToken``), or
/// whatever a check of the app's adds. A middleware sets a value on the request it passes on;
/// the steps after it read it.
public struct RequestContext: Sendable {
  private var values: [ObjectIdentifier: any Sendable] = [:]

  /// A context with no value.
  public init() {}

  /// The value stored under `key`, or `nil`; setting `nil` removes it.
  public subscript<Key: RequestContextKey>(_ key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
