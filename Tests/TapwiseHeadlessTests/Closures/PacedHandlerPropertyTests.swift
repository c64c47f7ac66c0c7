import HeadlessUIKit
import PropertyBased
import Tapwise
@_spi(Simulation) import TapwiseCore
import Testing

/// Throttled and debounced handlers, fed by real keystrokes and slider touches on virtual time, deliver exactly what
/// the timing core's simulator computes for the same stream: same values, same times.
///
/// A failure prints the stream and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct PacedHandlerPropertyTests {
  static let count = 300

  /// A random stream on a 10 ms grid, biased towards gaps of exactly one interval and its neighbours.
  struct Stream: CustomStringConvertible {
    static let tick = 0.01
    let intervalTicks: Int
    /// Each event's gap after the one before, in ticks.
    let gaps: [Int]

    init(intervalTicks: Int, raw: [Int]) {
      self.intervalTicks = intervalTicks
      gaps = raw.enumerated().map { index, number in
        guard index > 0 else { return 0 }
        let code = number % 100
        return switch code {
        case ..<15: 0
        case ..<30: intervalTicks
        case ..<40: max(intervalTicks - 1, 0)
        case ..<50: intervalTicks + 1
        default: code % (2 * intervalTicks + 2)
        }
      }
    }

    static let generator = zip(Gen.int(in: 0...6), Gen.int(in: 0...99).array(of: 1...30))
      .map { Stream(intervalTicks: $0.0, raw: $0.1) }

    var interval: TimeInterval { Double(intervalTicks) * Self.tick }

    /// The events for the simulator: event `i` carries value `i + 1` at its tick.
    var events: [TimedEvent<Int>] {
      var tick = 0
      return gaps.enumerated().map { index, gap in
        tick += gap
        return TimedEvent(time: .milliseconds(10 * tick), value: index + 1)
      }
    }

    var description: String { "I=\(intervalTicks) gaps=\(gaps)" }
  }

  /// What the simulator delivers: (value, tick).
  private func expected(_ policy: TimingPolicy, _ stream: Stream) throws -> [[Int]] {
    try TimingSimulator.run(policy, events: stream.events).deliveries.map {
      [$0.value, Int(($0.time / .milliseconds(10)).rounded())]
    }
  }

  /// Types one character per event, at the stream's times, and returns what the handler saw: (text length, tick).
  private func typed(
    _ stream: Stream, register: (UITextField, @escaping @MainActor (UITextField, String) -> Void) -> Void
  )
    -> [[Int]]
  {
    let stage = ClosureStage()
    let field = stage.editingField()
    let start = stage.driver.now
    var seen: [[Int]] = []
    // The handler is held by the field, in the stage's window: capturing the stage would make a cycle.
    register(field) { [unowned driver = stage.driver] _, text in
      seen.append([text.count, Int(((driver.now - start) / Stream.tick).rounded())])
    }
    for gap in stream.gaps {
      stage.driver.advance(by: Double(gap) * Stream.tick)
      stage.driver.type("x")
    }
    stage.driver.advance(by: 10)
    return seen
  }

  @Test func throttledTextMatchesTheSimulator() async {
    await propertyCheck(count: Self.count, input: Stream.generator) { stream in
      let seen = typed(stream) { field, handler in field.tw.onTextChange(throttle: stream.interval, perform: handler) }
      let simulated = try expected(.throttle(interval: .milliseconds(10 * stream.intervalTicks)), stream)
      #expect(seen == simulated, "\(stream)")
    }
  }

  @Test func debouncedTextMatchesTheSimulator() async {
    await propertyCheck(count: Self.count, input: Stream.generator) { stream in
      let seen = typed(stream) { field, handler in field.tw.onTextChange(debounce: stream.interval, perform: handler) }
      let simulated = try expected(.debounce(interval: .milliseconds(10 * stream.intervalTicks)), stream)
      #expect(seen == simulated, "\(stream)")
    }
  }

  @Test func throttledSliderMatchesTheSimulator() async {
    await propertyCheck(count: Self.count, input: Stream.generator) { stream in
      let stage = ClosureStage()
      let slider = stage.slider()
      let start = stage.driver.now
      var seen: [[Int]] = []
      slider.tw.onValueChange(throttle: stream.interval) { [unowned driver = stage.driver] _, value in
        seen.append([Int((value / 10).rounded()), Int(((driver.now - start) / Stream.tick).rounded())])
      }
      for (index, gap) in stream.gaps.enumerated() {
        stage.driver.advance(by: Double(gap) * Stream.tick)
        stage.slide(slider, to: CGFloat(10 * (index + 1)))
      }
      stage.driver.advance(by: 10)
      let simulated = try expected(.throttle(interval: .milliseconds(10 * stream.intervalTicks)), stream)
      #expect(seen == simulated, "\(stream)")
    }
  }
}
