import SeededRandom
import Testing

struct SeededGeneratorTests {
  /// SplitMix64's published outputs for seed 0 (the reference implementation's first three).
  @Test func seedZeroGivesSplitMix64sNumbers() {
    var random = SeededGenerator(seed: 0)
    #expect(
      [random.next(), random.next(), random.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
      ])
  }

  @Test func theSameSeedGivesTheSameNumbersAndAnotherSeedOthers() {
    var first = SeededGenerator(seed: 42)
    var again = SeededGenerator(seed: 42)
    var other = SeededGenerator(seed: 43)
    let numbers = (0..<100).map { _ in first.next() }
    #expect(numbers == (0..<100).map { _ in again.next() })
    #expect(numbers != (0..<100).map { _ in other.next() })
    #expect(first.seed == 42)
  }

  @Test func nextBelowStaysBelowItsBoundAndReachesEveryValue() {
    var random = SeededGenerator(seed: 7)
    for bound in [1, 2, 3, 7, 100] {
      let values = (0..<2_000).map { _ in random.next(below: bound) }
      #expect(values.allSatisfy { (0..<bound).contains($0) }, "bound \(bound)")
      #expect(Set(values).count == bound, "bound \(bound): \(Set(values).sorted())")
    }
  }
}
