import Terminal

/// A bar of `width` cells, filled in proportion to `fraction`: `██████░░░░`.
enum ProgressBar {
  static func line(fraction: Double, width: Int) -> Line {
    guard width > 0 else { return Line() }
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let filled = Int((clamped * Double(width)).rounded())
    return Line(String("█", repeated: filled), Theme.barFilled)
      + Line(String("░", repeated: width - filled), Theme.barEmpty)
  }

  /// "42%".
  static func percent(_ fraction: Double) -> String {
    let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    return "\(Int((clamped * 100).rounded()))%"
  }
}
