/// Remembers a derived store's last inputs and tells whether new ones differ.
///
/// Type-erased over the inputs with closures rather than a protocol existential, so a check is a
/// closure call and a comparison, with no boxing.
@MainActor
final class InputsTracker<State> {
  /// Whether the inputs of the state differ from the last ones; remembers them if so.
  let inputsChanged: (State) -> Bool

  init<Inputs: Equatable>(inputs: @escaping (State) -> Inputs, initial state: State) {
    var last = inputs(state)
    inputsChanged = { state in
      let new = inputs(state)
      guard new != last else { return false }
      last = new
      return true
    }
  }
}
