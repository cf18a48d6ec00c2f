import Redux
import Testing

struct TrackedTests {
  struct Holder {
    @Tracked var numbers: [Int] = []
    @Tracked var name = "a"
  }

  @Test func everyMutationTakesANewerRevision() {
    var holder = Holder()
    let start = holder.$numbers
    holder.numbers.append(1)
    let afterAppend = holder.$numbers
    holder.numbers = [2]
    #expect(start < afterAppend)
    #expect(afterAppend < holder.$numbers)
  }

  @Test func mutatingOneSliceLeavesTheOthersRevision() {
    var holder = Holder()
    let name = holder.$name
    holder.numbers.append(1)
    #expect(holder.$name == name)
  }

  @Test func appendMutatesInPlaceWithoutCopying() {
    var holder = Holder()
    holder.numbers.reserveCapacity(64)
    holder.numbers.append(0)
    let before = holder.numbers.withUnsafeBufferPointer { $0.baseAddress }
    holder.numbers.append(1)
    let after = holder.numbers.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
  }

  @Test func equalityComparesValuesNotRevisions() {
    var first = Tracked(wrappedValue: [1])
    let second = Tracked(wrappedValue: [1])
    #expect(first == second)
    first.wrappedValue.append(2)
    #expect(first != second)
  }
}
