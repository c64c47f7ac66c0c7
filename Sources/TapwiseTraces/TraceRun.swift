@_spi(Simulation) import TapwiseCore

/// A timing policy run over a trace on exact virtual time: what `tapwise simulate` prints and draws.
///
/// The run lasts until no timer is pending, so trailing deliveries after the last event are included. A timer due
/// at T runs before an event stamped T (see ``TimingSimulator``).
///
/// ```swift
/// let trace = try Trace(jsonLines: #"{"t": 0.4, "value": "a"}"# + "\n" + #"{"t": 0.5, "value": "b"}"#)
/// let run = try TraceRun(.throttle(interval: .milliseconds(300)), trace: trace)
/// print(run.jsonLines, terminator: "")
/// // {"t": 0.4, "value": "a"}
/// // {"t": 0.7, "value": "b"}
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package struct TraceRun: Sendable {
  /// The policy that ran.
  package let policy: TimingPolicy
  /// The input.
  package let trace: Trace
  /// Every delivery, in delivery order, with its event's value text; `eventIndex` points into `trace.events`.
  package let deliveries: [TimedDelivery<String>]
  /// Every window the policy opened, for drawing.
  package let windows: [TimingWindow]

  /// Runs a policy over a trace.
  /// - Parameters:
  ///   - policy: The policy, normally from ``PolicyArguments/policy()``.
  ///   - trace: The input.
  /// - Note: Throws a usage ``TraceError`` for an invalid policy, or an input error naming the line of an event
  ///   that goes back in time (which ``Trace`` already rejects when it reads text).
  package init(_ policy: TimingPolicy, trace: Trace) throws(TraceError) {
    let events = trace.events.map { TimedEvent(time: $0.time, value: $0.valueText, key: $0.key) }
    let simulation: TimingSimulation<String>
    do {
      simulation = try TimingSimulator.run(policy, events: events)
    } catch {
      if case .decreasingTime(let index, _, _) = error {
        throw .input(line: trace.events[index].line, error.description)
      }
      throw .usage(error.description)
    }
    self.policy = policy
    self.trace = trace
    self.deliveries = simulation.deliveries
    self.windows = simulation.windows
  }

  /// The input event a delivery delivers.
  /// - Parameters:
  ///   - delivery: One of ``deliveries``.
  /// - Returns: Its event.
  package func event(of delivery: TimedDelivery<String>) -> TraceEvent {
    trace.events[delivery.eventIndex]
  }

  /// The positions of the events that are delivered at some point; the others were dropped or replaced.
  package var deliveredEventIndices: Set<Int> {
    Set(deliveries.map(\.eventIndex))
  }
}
