/// A random number generator that a seed determines (SplitMix64), for the tests that check a
/// property on random cases: a failure names its seed, and the seed gives the case back.
///
/// ```swift
/// for seed in 1...UInt64(40) {
///   var random = SeededGenerator(seed: seed)
///   let steps = (0..<30).map { _ in random.next(below: 5) }
///   #expect(model.agrees(after: steps), "seed \(seed): \(steps)")
/// }
/// ```
///
/// It works with the standard library's random APIs (`Int.random(in:using:)`,
/// `shuffled(using:)`), whose results for a given generator may change between Swift versions;
/// ``next(below:)`` does not.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed the generator started from, for a failure's message.
  public let seed: UInt64
  private var state: UInt64

  /// A generator whose numbers `seed` determines.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next number (Steele, Lea and Flood's SplitMix64, as in Java's `SplittableRandom`).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number from 0 to `bound` − 1: the next number modulo `bound`, the same on every platform
  /// and Swift version. `bound` must be positive.
  public mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "next(below:) needs a positive bound, not \(bound)")
    return Int(next() % UInt64(bound))
  }
}
