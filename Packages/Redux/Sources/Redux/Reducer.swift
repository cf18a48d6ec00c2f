/// The only place a store's state changes: a function that mutates the state in place for an
/// action and returns the ``Effect`` to run next.
///
/// Write one reducer per concern and combine them into the root:
///
/// ```swift
/// let appReducer = Reducer.combine(historyReducer, searchReducer, showDetailReducer)
/// ```
///
/// Reducers run on the main actor, like the stores that call them; that is what makes them
/// `Sendable` values you can keep in a global constant.
public struct Reducer<State, Action: Sendable>: Sendable {
  @usableFromInline let body: @MainActor (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a function that mutates `state` for `action`.
  public init(
    _ reduce: @escaping @MainActor (_ state: inout State, _ action: Action) -> Effect<Action>
  ) {
    self.body = reduce
  }

  /// Applies `action` to `state` in place and returns the effect to run.
  @inlinable
  @MainActor
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }

  /// A reducer that changes nothing and runs nothing.
  public static var empty: Reducer {
    Reducer { _, _ in .none }
  }

  /// Runs `reducers` in order on the same state and merges their effects.
  public static func combine(_ reducers: Reducer...) -> Reducer {
    combine(reducers)
  }

  /// Runs `reducers` in order on the same state and merges their effects.
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    Reducer { state, action in
      var effects: [Effect<Action>] = []
      for reducer in reducers {
        let effect = reducer.reduce(into: &state, action: action)
        if case .none = effect.operation { continue }
        effects.append(effect)
      }
      switch effects.count {
      case 0: return .none
      case 1: return effects[0]
      default: return .merge(effects)
      }
    }
  }
}
