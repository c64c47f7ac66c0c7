import PropertyBased
@_spi(Simulation) import TapwiseCore
import Testing

/// A random keyed event stream on a grid of ticks, biased towards exact-boundary gaps, for property tests.
///
/// Times are whole ticks, so "exactly one interval later" happens often and comparisons stay exact. Values are the
/// events' positions, so a delivery names its event.
struct RandomStream: CustomStringConvertible {
  /// The grid step.
  static let tick = Duration.milliseconds(10)
  /// The keys streams are spread over; `nil` is a stream of its own.
  static let keys: [String?] = [nil, "a", "b"]

  /// The policy interval, in ticks.
  let intervalTicks: Int
  /// A second length in ticks for options such as `maxWait`, at least `intervalTicks`.
  let extraTicks: Int
  /// The events, with non-decreasing times.
  let events: [TimedEvent<Int>]

  /// The policy interval.
  var interval: Duration { Self.tick * intervalTicks }
  /// The second length, for `maxWait`.
  var maxWait: Duration { Self.tick * extraTicks }

  /// Builds a stream from raw random numbers: each picks a key and a gap, where gaps of 0, I − 1, I, I + 1 and 2I
  /// are much likelier than uniform. With I = 0, a gap of I − 1 is 0 instead.
  init(intervalTicks: Int, extraTicks: Int, raw: [Int]) {
    self.intervalTicks = intervalTicks
    self.extraTicks = intervalTicks + extraTicks
    var time = 0
    var events: [TimedEvent<Int>] = []
    for (index, number) in raw.enumerated() {
      let code = number % 100
      let gap =
        switch code {
        case ..<15: 0
        case ..<30: intervalTicks
        case ..<40: max(intervalTicks - 1, 0)
        case ..<50: intervalTicks + 1
        case ..<55: 2 * intervalTicks
        default: code % (2 * intervalTicks + 2)
        }
      time += index == 0 ? code % 3 : gap
      events.append(TimedEvent(time: Self.tick * time, value: index, key: Self.keys[number / 100]))
    }
    self.events = events
  }

  /// The generator: intervals of 0 to 6 ticks, up to 40 events over three keys.
  static let generator = zip(Gen.int(in: 0...6), Gen.int(in: 0...6), Gen.int(in: 0...299).array(of: 0...40))
    .map { RandomStream(intervalTicks: $0.0, extraTicks: $0.1, raw: $0.2) }

  /// The events of one key.
  func events(of key: String?) -> [TimedEvent<Int>] {
    events.filter { $0.key == key }
  }

  /// A compact, reproducible listing such as `I=3 W=5: 0@0 1a@3 2b@3`.
  var description: String {
    let listing = events.map { event in
      "\(event.value)\(event.key ?? "")@\(Int((event.time / Self.tick).rounded()))"
    }
    return "I=\(intervalTicks) W=\(extraTicks): " + listing.joined(separator: " ")
  }
}

/// One combination of the boolean options of a policy, for parameterized tests over all of them.
struct OptionCombination: CustomTestStringConvertible, Sendable {
  /// The first option (throttle and debounce: `leading`).
  let leading: Bool
  /// The second option (`trailing`).
  let trailing: Bool
  /// The third option (throttle: `latest`; debounce: whether `maxWait` is set).
  let third: Bool

  /// All eight combinations.
  static let all: [OptionCombination] = [false, true].flatMap { leading in
    [false, true].flatMap { trailing in
      [false, true].map { OptionCombination(leading: leading, trailing: trailing, third: $0) }
    }
  }

  /// Whether the policy delivers anything at all: one edge at least is on.
  var delivers: Bool {
    leading || trailing
  }

  /// The throttle policy for a stream.
  func throttle(_ stream: RandomStream) -> TimingPolicy {
    throttle(interval: stream.interval)
  }

  /// The throttle policy with a given interval.
  func throttle(interval: Duration) -> TimingPolicy {
    .throttle(interval: interval, leading: leading, trailing: trailing, latest: third)
  }

  /// The debounce policy for a stream.
  func debounce(_ stream: RandomStream) -> TimingPolicy {
    debounce(interval: stream.interval, maxWait: stream.maxWait)
  }

  /// The debounce policy with a given interval, and `maxWait` if the third option is on.
  func debounce(interval: Duration, maxWait: Duration) -> TimingPolicy {
    .debounce(interval: interval, maxWait: third ? maxWait : nil, leading: leading, trailing: trailing)
  }

  /// Names the combination in test output.
  var testDescription: String {
    "leading: \(leading), trailing: \(trailing), third: \(third)"
  }
}
