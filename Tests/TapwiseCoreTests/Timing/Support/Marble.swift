@_spi(Simulation) import TapwiseCore
import Testing

/// Timelines as text, one character per tick, like swift-async-algorithms' marble diagrams.
///
/// Input: each letter is an event whose value is that letter, at `position × tick`; `-` is a tick with nothing.
/// Output: each delivery is drawn at `time / tick`; several deliveries in one tick are grouped, as in `(ab)`.
///
/// ```swift
/// // interval 4 ticks: a leads, c trails at tick 4, d leads after the window closed at tick 8
/// #expect(try Marble.run(.throttle(interval: Marble.ticks(4)), "abc-----d") == "a---c---d")
/// ```
enum Marble {
  /// The default tick length.
  static let tick = Duration.milliseconds(100)

  /// A whole number of ticks as a duration.
  static func ticks(_ count: Int) -> Duration {
    tick * count
  }

  /// Turns a diagram into events, one per letter.
  static func events(_ diagram: String, key: String? = nil) -> [TimedEvent<Character>] {
    diagram.enumerated().compactMap { position, symbol in
      symbol == "-" ? nil : TimedEvent(time: ticks(position), value: symbol, key: key)
    }
  }

  /// Draws deliveries on a timeline; records an issue if a delivery falls between ticks.
  static func diagram(_ deliveries: [TimedDelivery<Character>]) -> String {
    var lanes: [[Character]] = []
    for delivery in deliveries {
      let position = Int((delivery.time / tick).rounded(.down))
      #expect(ticks(position) == delivery.time, "delivery \(delivery.value) at \(delivery.time) is not on a tick")
      while lanes.count <= position { lanes.append([]) }
      lanes[position].append(delivery.value)
    }
    return lanes.map { lane in
      switch lane.count {
      case 0: "-"
      case 1: String(lane)
      default: "(" + String(lane) + ")"
      }
    }.joined()
  }

  /// Runs a policy on a diagram and draws the deliveries.
  static func run(_ policy: TimingPolicy, _ input: String) throws -> String {
    diagram(try TimingSimulator.run(policy, events: events(input)).deliveries)
  }

}
