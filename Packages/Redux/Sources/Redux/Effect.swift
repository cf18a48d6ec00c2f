/// Work a reducer asks the store to do after it has changed the state: I/O, timers, anything
/// asynchronous, whose results come back as actions.
///
/// ```swift
/// case let .queryChanged(query):
///   state.searchQuery = query
///   return .run { send in
///     await send(.searchResponse(await library.search(query)))
///   }
///   .cancellable(id: SearchID(), cancelInFlight: true)
/// ```
///
/// Effects are values: a reducer builds them, the store runs them. Their operations are
/// `@Sendable` and run off the main actor; the actions they send are delivered on the main actor.
public struct Effect<Action: Sendable>: Sendable {
  @usableFromInline
  indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(priority: TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case cancellable(id: EffectID, cancelInFlight: Bool, Effect)
    case cancel(id: EffectID)
  }

  @usableFromInline let operation: Operation

  @usableFromInline
  init(operation: Operation) {
    self.operation = operation
  }

  /// Whether this is ``none``: the store's inlined `send` checks it after every action.
  @inlinable
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// No work: the reducer's change to the state is all there is.
  @inlinable
  public static var none: Effect { Effect(operation: .none) }

  /// Sends `action` to the store once the current action is done: it joins the store's queue,
  /// behind actions already waiting there, and ahead of anything sent later.
  ///
  /// Use it to reuse another action's logic (`.send(.history(.pageRequested(1)))`) rather than
  /// calling a reducer from a reducer.
  public static func send(_ action: Action) -> Effect {
    Effect(operation: .send(action))
  }

  /// Asynchronous work that may send any number of actions back to the store.
  ///
  /// - Parameters:
  ///   - priority: The priority of the task that runs `operation`.
  ///   - operation: The work. It runs off the main actor; call `send` to deliver actions.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async -> Void
  ) -> Effect {
    Effect(operation: .run(priority: priority, operation))
  }

  /// Runs several effects at the same time.
  public static func merge(_ effects: Effect...) -> Effect {
    merge(effects)
  }

  /// Runs several effects at the same time.
  public static func merge(_ effects: [Effect]) -> Effect {
    Effect(operation: .merge(effects))
  }

  /// Cancels every running effect that was made cancellable with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(operation: .cancel(id: EffectID(id)))
  }

  /// Makes this effect cancellable with `id`.
  ///
  /// - Parameters:
  ///   - id: Any hashable value; ``cancel(id:)`` with an equal value cancels this effect.
  ///   - cancelInFlight: Whether starting this effect first cancels the running effects with the
  ///     same `id`: the usual choice for search-as-you-type.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    Effect(operation: .cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Transforms the actions this effect sends, to embed a child domain's effect in a parent's.
  public func map<ParentAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let priority, let work):
      return .run(priority: priority) { send in
        await work(Send<Action> { action in send(transform(action)) })
      }
    case .merge(let effects):
      return .merge(effects.map { $0.map(transform) })
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<ParentAction>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<ParentAction>(operation: .cancel(id: id))
    }
  }
}

/// A type-erased cancellation identifier: equal to another when both wrap equal values of the
/// same type.
///
/// An existential rather than `AnyHashable`, whose initializer asks the runtime whether each new
/// type has a custom representation: a scan of every protocol conformance in the process, a
/// cost every short-lived process paid once per id type.
@usableFromInline
struct EffectID: Hashable, Sendable {
  private let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  @usableFromInline
  static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    (other as? Self) == self
  }
}
