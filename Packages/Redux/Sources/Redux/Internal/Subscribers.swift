/// A store's callbacks of one kind (``Store/observe(_:)``'s or ``Store/observeActions(_:)``'s),
/// in the order they were registered.
///
/// The store holds each callback; its ``StoreSubscription`` removes it when cancelled or
/// released. A closure that captures the store (a front end that sends from it) then makes no
/// lasting cycle with it, and is freed at once, not at the store's next change.
@usableFromInline
@MainActor
final class Subscribers<Value> {
  // Unchecked: read and written only on the main actor, by the store's methods and the
  // subscriptions' cancellation; the walk below never overlaps another access (a cancellation
  // during the walk only marks its callback).
  @usableFromInline @exclusivity(unchecked) var callbacks: [Callback<Value>] = []
  /// The same callbacks, unretained, for the walk: a reference loaded from an array is retained
  /// and released around every call the optimizer cannot see into (each callback), as with
  /// derived stores' links (``DerivedStoreLinks``). Safe because `callbacks` holds every one of
  /// them until ``removeCancelled()``, which runs only outside a walk.
  @usableFromInline @exclusivity(unchecked) var unretained: [Unmanaged<Callback<Value>>] = []
  /// How many callbacks there are: read on the hot path, which touches the array only when
  /// there is someone to tell.
  @usableFromInline @exclusivity(unchecked) var count = 0
  /// Whether ``tell(_:)`` is walking the callbacks.
  @usableFromInline @exclusivity(unchecked) var isTelling = false
  /// Whether a callback was cancelled during the walk, to be removed after it.
  @usableFromInline @exclusivity(unchecked) var hasCancelled = false

  @usableFromInline init() {}

  /// Registers `call`; returns the subscription that keeps it registered.
  ///
  /// `call` is not `Sendable`, so it never leaves the main actor, where the walk calls it. It is
  /// stored as it is: a closure typed `@MainActor` would need a wrapper to be called from the
  /// walk (see ``Callback``), one more call on every change.
  @inlinable
  func add(_ call: @escaping (Value) -> Void) -> StoreSubscription {
    register(Callback<Value>(call))
  }

  /// Keeps `callback` until its subscription is cancelled or released.
  @usableFromInline
  func register(_ callback: Callback<Value>) -> StoreSubscription {
    callbacks.append(callback)
    unretained.append(Unmanaged.passUnretained(callback))
    count = callbacks.count
    return StoreSubscription { [weak self] in self?.cancel(callback) }
  }

  /// Calls every callback with `value`, in the order they were registered.
  ///
  /// It walks the list in place, by index, up to the count it had at the start: a callback may
  /// register another (appended, and told from the next change on) or cancel one (marked, and
  /// removed after the walk). This store's changes are never reentrant, so no other walk of the
  /// same list runs inside this one.
  @inlinable @inline(__always)
  func tell(_ value: Value) {
    // One subscriber (a front end and its view model) is the common case: told here, inline in
    // the store's update, with no loop.
    guard count == 1 else { return tellEach(value) }
    isTelling = true
    Callback.call(unretained[0], with: value)
    isTelling = false
    if hasCancelled { removeCancelled() }
  }

  /// ``tell(_:)`` for any number of callbacks.
  @inlinable @inline(never)
  func tellEach(_ value: Value) {
    let count = self.count
    isTelling = true
    for index in 0..<count { Callback.call(unretained[index], with: value) }
    isTelling = false
    if hasCancelled { removeCancelled() }
  }

  /// Cancels every callback, as their store goes away: at once, or after the walk if one is
  /// running.
  @usableFromInline
  func cancelAll() {
    for callback in callbacks { callback.isActive = false }
    if isTelling {
      hasCancelled = true
    } else {
      removeCancelled()
    }
  }

  private func cancel(_ callback: Callback<Value>) {
    guard callback.isActive else { return }
    callback.isActive = false
    if isTelling {
      hasCancelled = true
    } else {
      removeCancelled()
    }
  }

  @usableFromInline
  func removeCancelled() {
    callbacks.removeAll { !$0.isActive }
    unretained = callbacks.map { Unmanaged.passUnretained($0) }
    count = callbacks.count
    hasCancelled = false
  }
}

/// A closure that a store calls, until its ``StoreSubscription`` cancels it.
///
/// Not main-actor-isolated itself, though only main-actor code touches it (like
/// ``DerivedStoreLink``): the walk hands a closure to the standard library (`Unmanaged`), and a
/// main-actor closure passed there checks at run time that it runs on the main actor. It is not
/// `Sendable`, so it never leaves the store's isolation.
@usableFromInline
final class Callback<Value> {
  @usableFromInline let call: (Value) -> Void
  /// Whether the subscription still wants the calls.
  @usableFromInline @exclusivity(unchecked) var isActive = true

  @inlinable
  init(_ call: @escaping (Value) -> Void) {
    self.call = call
  }

  /// Calls the callback `callback` refers to with `value`, unless it was cancelled.
  /// `callback` must be one of a ``Subscribers``' `unretained`, which its `callbacks` holds.
  @inlinable
  static func call(_ callback: Unmanaged<Callback>, with value: Value) {
    callback._withUnsafeGuaranteedRef { callback in
      if callback.isActive { callback.call(value) }
    }
  }
}

/// Keeps a ``Store/observe(_:)`` or ``Store/observeActions(_:)`` closure registered; cancel it or
/// release it to stop.
@MainActor
public final class StoreSubscription {
  private var cancellation: (() -> Void)?

  init(cancellation: @escaping () -> Void) {
    self.cancellation = cancellation
  }

  /// Stops calling the closure, and releases it.
  public func cancel() {
    cancellation?()
    cancellation = nil
  }

  // On the main actor, where the store calls the closure: releasing the subscription anywhere
  // stops the calls and frees the closure.
  isolated deinit {
    cancellation?()
  }
}
