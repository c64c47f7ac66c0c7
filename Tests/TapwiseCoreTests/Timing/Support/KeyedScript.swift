import PropertyBased
import TapwiseCore
import Testing

/// A random script of calls on a keyed container over many keys, for comparing ``Keyed`` with ``LinearKeyed``.
///
/// Times are whole ticks and never go back; gaps of 0, I − 1, I, I + 1 and 2I are likelier than others, so
/// deadlines often coincide across keys and with the calls. Events are received without firing what is due first
/// now and then, so machines also deliver late on `receive`, moving their deadlines there.
struct KeyedScript: CustomStringConvertible {
  /// One call.
  enum Step {
    /// `receive(value, for: key, at: time)`, with the step's position as the value.
    case receive(key: Int, time: Int)
    /// `fireDue(atOrBefore: time)`.
    case fireDue(time: Int)
    /// `flush(key, at: time)`.
    case flush(key: Int, time: Int)
    /// `flushAll(at: time)`.
    case flushAll(time: Int)
    /// `cancel(key)`.
    case cancel(key: Int)
    /// `cancelAll()`.
    case cancelAll
  }

  /// The grid step.
  static let tick = Duration.milliseconds(10)

  /// The policy interval, in ticks.
  let intervalTicks: Int
  /// A second length in ticks for `maxWait`, at least `intervalTicks`.
  let extraTicks: Int
  /// How many keys the calls are spread over; some may never be used.
  let keyCount: Int
  /// The calls, in order.
  let steps: [Step]

  /// The policy interval.
  var interval: Duration { Self.tick * intervalTicks }
  /// The second length, for `maxWait`.
  var maxWait: Duration { Self.tick * extraTicks }

  /// Builds a script from raw random numbers: each picks a call, a gap before it and a key.
  init(intervalTicks: Int, extraTicks: Int, keyCount: Int, raw: [Int]) {
    self.intervalTicks = intervalTicks
    self.extraTicks = intervalTicks + extraTicks
    self.keyCount = keyCount
    var time = 0
    steps = raw.map { number in
      let gaps = [
        0, 0, 0, intervalTicks, intervalTicks, max(intervalTicks - 1, 0), intervalTicks + 1, 2 * intervalTicks, 1, 3,
      ]
      time += gaps[number / 20 % gaps.count]
      let key = number / 200 % keyCount
      switch number % 20 {
      case ..<12: return .receive(key: key, time: time)
      case ..<16: return .fireDue(time: time)
      case 16: return .flush(key: key, time: time)
      case 17: return .flushAll(time: time)
      case 18: return .cancel(key: key)
      default: return .cancelAll
      }
    }
  }

  /// The generator: intervals of 0 to 6 ticks, 1 to 80 keys, up to 400 calls.
  static let generator = zip(
    Gen.int(in: 0...6), Gen.int(in: 0...6), Gen.int(in: 1...80), Gen.int(in: 0...(200 * 80)).array(of: 0...400)
  ).map { KeyedScript(intervalTicks: $0.0, extraTicks: $0.1, keyCount: $0.2, raw: $0.3) }

  /// Plays the script on a container and writes down everything it returns or reports, and after each call its
  /// next deadline and the state of the key the call was about.
  /// - Parameters:
  ///   - container: A ``Keyed`` or ``LinearKeyed`` container.
  /// - Returns: One line per observation, equal for two containers exactly when they behave alike here.
  func transcript<Container: KeyedTiming>(of container: Container) -> [String] where Container.Machine.Value == Int {
    var container = container
    var lines: [String] = []
    for (index, step) in steps.enumerated() {
      switch step {
      case .receive(let key, let time):
        lines.append("receive \(key): \(Self.text(container.receive(index, for: key, at: Self.tick * time)))")
      case .fireDue(let time):
        container.fireDue(atOrBefore: Self.tick * time) { key, value, due in
          lines.append("fire \(key) \(value) @\(due)")
        }
      case .flush(let key, let time):
        lines.append("flush \(key): \(Self.text(container.flush(key, at: Self.tick * time)))")
      case .flushAll(let time):
        container.flushAll(at: Self.tick * time) { key, value in lines.append("flushAll \(key) \(value)") }
      case .cancel(let key):
        container.cancel(key)
      case .cancelAll:
        container.cancelAll()
      }
      lines.append("next \(Self.text(container.nextDeadline))")
      if let key = step.key { lines.append("state \(key): \(Self.state(of: container[key]))") }
    }
    lines.append("keys \(container.keys)")
    lines += container.keys.map { "final \($0): \(Self.state(of: container[$0]))" }
    return lines
  }

  /// A machine's observable state as text.
  private static func state<Machine: TimingStateMachine>(of machine: Machine?) -> String
  where Machine.Value: CustomStringConvertible {
    guard let machine else { return "unseen" }
    return
      "deadline \(text(machine.deadline)), pending \(text(machine.pending)), active since \(text(machine.activeSince))"
  }

  /// An optional as text, `nil` when absent: `String(describing:)` would go through the runtime's dynamic casts,
  /// which made up a third of the property tests' time.
  private static func text<Value: CustomStringConvertible>(_ value: Value?) -> String {
    value?.description ?? "nil"
  }

  /// A compact, reproducible listing such as `I=3 W=5 K=4: r2@0 f@3 x1@3 X@4 c0 C`.
  var description: String {
    let listing = steps.map { step in
      switch step {
      case .receive(let key, let time): "r\(key)@\(time)"
      case .fireDue(let time): "f@\(time)"
      case .flush(let key, let time): "x\(key)@\(time)"
      case .flushAll(let time): "X@\(time)"
      case .cancel(let key): "c\(key)"
      case .cancelAll: "C"
      }
    }
    return "I=\(intervalTicks) W=\(extraTicks) K=\(keyCount): " + listing.joined(separator: " ")
  }
}

extension KeyedScript.Step {
  /// The key the call is about, if one.
  var key: Int? {
    switch self {
    case .receive(let key, _), .flush(let key, _), .cancel(let key): key
    case .fireDue, .flushAll, .cancelAll: nil
    }
  }
}

/// The calls that ``Keyed`` and its reference ``LinearKeyed`` share, so one script can drive both.
protocol KeyedTiming<Machine> {
  /// The state machine each key gets.
  associatedtype Machine: TimingStateMachine
  /// Every key seen, in first-seen order.
  var keys: [Int] { get }
  /// The machine of a key.
  subscript(key: Int) -> Machine? { get }
  /// The earliest deadline of all keys.
  var nextDeadline: Duration? { get }
  /// Feeds one event to its key's machine.
  mutating func receive(_ value: Machine.Value, for key: Int, at time: Duration) -> Machine.Value?
  /// Fires every deadline up to `time`.
  mutating func fireDue(atOrBefore time: Duration, _ deliver: (Int, Machine.Value, Duration) -> Void)
  /// Delivers the pending value of one key now.
  mutating func flush(_ key: Int, at time: Duration) -> Machine.Value?
  /// Delivers the pending value of every key now.
  mutating func flushAll(at time: Duration, _ deliver: (Int, Machine.Value) -> Void)
  /// Drops the pending value of one key.
  mutating func cancel(_ key: Int)
  /// Drops the pending values of all keys.
  mutating func cancelAll()
}

extension Keyed: KeyedTiming where Key == Int {}
extension LinearKeyed: KeyedTiming where Key == Int {}
