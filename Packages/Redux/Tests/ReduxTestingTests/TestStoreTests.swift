import Redux
import ReduxTesting
import Testing

struct Counter: Equatable {
  var count = 0
  var message = ""
}

enum CounterAction: Equatable, Sendable {
  case increment
  case fetchMessage
  case messageLoaded(String)
  case startTimer
}

let reducer = Reducer<Counter, CounterAction> { state, action in
  switch action {
  case .increment:
    state.count += 1
    return .none
  case .fetchMessage:
    return .run { send in await send(.messageLoaded("hello")) }
  case .messageLoaded(let message):
    state.message = message
    return .none
  case .startTimer:
    return .run { _ in try? await Task.sleep(for: .seconds(30)) }
  }
}

@MainActor
struct TestStoreTests {
  @Test func passesWhenEveryChangeIsDescribed() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await store.send(.increment) { $0.count = 1 }
    await store.send(.fetchMessage)
    await store.receive(.messageLoaded("hello")) { $0.message = "hello" }
    await store.finish()
    #expect(store.state == Counter(count: 1, message: "hello"))
  }

  @Test func reportsAnUnexpectedStateChange() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("not what the test expected")
    }
    await store.finish()
  }

  @Test func reportsAStateChangeTheTestDidNotDescribe() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.description.contains("not what the test expected")
    }
    await store.finish()
  }

  @Test func reportsAnActionThatWasNeverReceived() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await store.send(.fetchMessage)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("never handled")
    }
  }

  @Test func reportsAnEffectStillRunningAtTheEnd() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await store.send(.startTimer)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("still running")
    }
  }

  @Test func reportsTheWrongReceivedAction() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await store.send(.fetchMessage)
    await withKnownIssue {
      await store.receive(.messageLoaded("goodbye")) { $0.message = "hello" }
    } matching: { issue in
      issue.description.contains("unexpected action")
    }
    await store.finish()
  }

  @Test func reportsASendWhileAReceivedActionIsStillUnhandled() async {
    let reducer = Reducer<Counter, CounterAction> { state, action in
      switch action {
      case .fetchMessage: return .send(.messageLoaded("now"))
      case .messageLoaded(let message):
        state.message = message
        return .none
      case .increment:
        state.count += 1
        return .none
      default: return .none
      }
    }
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await store.send(.fetchMessage)
    await withKnownIssue {
      await store.send(.increment) { $0.count = 1 }
    } matching: { issue in
      issue.description.contains("while 1 received action(s) were still unhandled")
    }
    await store.receive(.messageLoaded("now")) { $0.message = "now" }
    await store.finish()
  }

  @Test func reportsAnExpectedActionThatNeverCame() async {
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await withKnownIssue {
      await store.receive(.increment, timeout: .milliseconds(20))
    } matching: { issue in
      issue.description.contains("no action was received")
    }
    await store.finish()
  }
}

extension TestStoreTests {
  @Test func actionsFromSendEffectsMustBeReceived() async {
    let reducer = Reducer<Counter, CounterAction> { state, action in
      switch action {
      case .fetchMessage: return .send(.messageLoaded("now"))
      case .messageLoaded(let message):
        state.message = message
        return .none
      default: return .none
      }
    }
    let store = TestStore(initialState: Counter(), reducer: reducer)
    await store.send(.fetchMessage)
    await store.receive(.messageLoaded("now")) { $0.message = "now" }
    await store.finish()
  }
}
