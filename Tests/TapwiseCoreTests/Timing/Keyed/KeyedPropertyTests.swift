import PropertyBased
@_spi(Simulation) import TapwiseCore
import Testing

/// ``Keyed`` and the simulator against their first, linear-scan implementations (``LinearKeyed``,
/// ``LinearSimulator``), over random scripts with up to 80 keys, for every option combination.
///
/// A failure prints the script and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("Keyed properties")
struct KeyedPropertyTests {
  static let count = 100

  @Test(arguments: OptionCombination.all)
  func keyedThrottlesBehaveLikeTheLinearScan(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: KeyedScript.generator) { script in
      guard
        case .throttle(let interval, let leading, let trailing, let latest) = options.throttle(
          interval: script.interval)
      else { return }
      let machine = try ThrottleStateMachine<Int>(
        interval: interval, leading: leading, trailing: trailing, latest: latest)
      expectSameTranscripts(script, Keyed<Int, _>(machine), LinearKeyed<Int, _>(machine))
    }
  }

  @Test(arguments: OptionCombination.all)
  func keyedDebouncesBehaveLikeTheLinearScan(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: KeyedScript.generator) { script in
      guard
        case .debounce(let interval, let maxWait, let leading, let trailing) = options.debounce(
          interval: script.interval, maxWait: script.maxWait)
      else { return }
      let machine = try DebounceStateMachine<Int>(
        interval: interval, maxWait: maxWait, leading: leading, trailing: trailing)
      expectSameTranscripts(script, Keyed<Int, _>(machine), LinearKeyed<Int, _>(machine))
    }
  }

  @Test(arguments: OptionCombination.all)
  func theSimulatorOverManyKeysMatchesTheLinearScan(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: KeyedScript.generator) { script in
      let events = Self.events(of: script)
      for policy in [
        options.throttle(interval: script.interval),
        options.debounce(interval: script.interval, maxWait: script.maxWait),
      ] {
        let result = try TimingSimulator.run(policy, events: events)
        let expected = try LinearSimulator.run(policy, events: events)
        #expect(result.deliveries == expected.deliveries, "\(policy) \(script)")
        #expect(result.windows == expected.windows, "\(policy) \(script)")
      }
    }
  }

  @Test func timersDueTogetherOverThousandsOfKeysFireInFirstSeenOrder() throws {
    // Keys first seen in a scrambled order, all due at 1 s: they fire in that order, each exactly once.
    var throttles = Keyed<Int, ThrottleStateMachine<Int>>(try ThrottleStateMachine(interval: .seconds(1)))
    let keys = (0..<5000).map { $0 * 7919 % 5000 }
    for key in keys { _ = throttles.receive(key, for: key, at: .zero) }
    for key in keys.reversed() { _ = throttles.receive(-key, for: key, at: .milliseconds(500)) }
    var fired: [Int] = []
    throttles.fireDue(atOrBefore: .seconds(1)) { key, value, time in
      #expect(value == -key && time == .seconds(1))
      fired.append(key)
    }
    #expect(fired == keys)
    #expect(throttles.nextDeadline == .seconds(2))
  }

  /// The events of a script: its `receive` calls, key 0 standing for the unkeyed stream.
  static func events(of script: KeyedScript) -> [TimedEvent<Int>] {
    script.steps.compactMap { step -> (key: Int, time: Int)? in
      guard case .receive(let key, let time) = step else { return nil }
      return (key, time)
    }.enumerated().map { index, call in
      TimedEvent(time: KeyedScript.tick * call.time, value: index, key: call.key == 0 ? nil : "k\(call.key)")
    }
  }

  /// Plays a script on both containers and expects the same observations, pointing at the first difference.
  private func expectSameTranscripts<Machine: TimingStateMachine>(
    _ script: KeyedScript, _ keyed: Keyed<Int, Machine>, _ reference: LinearKeyed<Int, Machine>
  ) where Machine.Value == Int {
    let actual = script.transcript(of: keyed)
    let expected = script.transcript(of: reference)
    let firstDifference = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    #expect(
      actual == expected,
      "first difference at line \(firstDifference ?? min(actual.count, expected.count)): \(script)")
  }
}
