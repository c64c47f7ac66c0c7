/// The time axis of a timeline: where an instant goes across the page, and which round instants get a tick.
///
/// The axis starts at zero and ends on the first tick at or after the last instant drawn. The tick step is the
/// smallest of 1, 2 and 5 times a power of ten (down to one microsecond) that needs at most ``maximumTicks`` steps,
/// so labels are short exact decimals such as `0.2`, `0.4`, `0.6`.
///
/// ```swift
/// let scale = TimelineScale(last: .milliseconds(1_200), left: 100, width: 800)
/// scale.step           // 0.2 s
/// scale.end            // 1.2 s
/// scale.x(.milliseconds(600))   // 500.0
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct TimelineScale {
  /// The most tick steps the axis is divided into.
  static let maximumTicks: Int64 = 10

  /// The distance between ticks.
  let step: Duration
  /// The axis's last instant: a whole number of steps.
  let end: Duration
  /// The x coordinate of time zero.
  let left: Double
  /// The axis's length in pixels.
  let width: Double

  /// Fits an axis from zero to `last`.
  /// - Parameters:
  ///   - last: The latest instant to show; zero or less shows one second.
  ///   - left: The x coordinate of time zero.
  ///   - width: The axis's length in pixels.
  init(last: Duration, left: Double, width: Double) {
    let lastMicroseconds = last > .zero ? max(Self.microseconds(last), 1) : 1_000_000
    var chosen: Int64 = 1
    search: for power in 0...18 {
      var scale: Int64 = 1
      for _ in 0..<power { scale *= 10 }
      for multiple in [1, 2, 5] as [Int64] {
        let (step, overflow) = scale.multipliedReportingOverflow(by: multiple)
        guard !overflow else { break search }
        chosen = step
        if (lastMicroseconds - 1) / step + 1 <= Self.maximumTicks { break search }
      }
    }
    let count = max((lastMicroseconds - 1) / chosen + 1, 1)
    self.step = .microseconds(chosen)
    self.end = .microseconds(chosen * count)
    self.left = left
    self.width = width
  }

  /// The x coordinate of an instant.
  /// - Parameters:
  ///   - time: The instant.
  /// - Returns: `left` at zero, `left + width` at ``end``.
  func x(_ time: Duration) -> Double {
    left + width * (time / end)
  }

  /// The ticks from zero to ``end``, inclusive.
  var ticks: [Duration] {
    let count = Int(end / step)
    return (0...count).map { step * $0 }
  }

  /// A duration in whole microseconds, rounded down; traces are exact to the microsecond.
  /// - Parameters:
  ///   - duration: A non-negative duration.
  /// - Returns: The number of microseconds, saturating at `Int64.max`.
  static func microseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    let (whole, overflow) = parts.seconds.multipliedReportingOverflow(by: 1_000_000)
    guard !overflow else { return .max }
    return whole + parts.attoseconds / 1_000_000_000_000
  }
}
