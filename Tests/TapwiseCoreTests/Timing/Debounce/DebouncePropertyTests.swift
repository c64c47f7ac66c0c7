import PropertyBased
@_spi(Simulation) import TapwiseCore
import Testing

/// Debounce invariants over thousands of random keyed streams, for every combination of leading × trailing ×
/// maxWait (on or off).
///
/// A failure prints the stream and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("Debounce properties")
struct DebouncePropertyTests {
  static let count = 500

  /// Whether each event of a key starts a burst: it is the key's first, or its predecessor's quiet deadline passed.
  static func startsBurst(_ stream: RandomStream) -> [Bool] {
    var previous: [String?: Duration] = [:]
    return stream.events.map { event in
      defer { previous[event.key] = event.time }
      return previous[event.key].map { event.time - $0 >= stream.interval } ?? true
    }
  }

  @Test(arguments: OptionCombination.all.filter(\.leading))
  func leadingDeliversExactlyTheEventsThatStartABurst(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      let leading = deliveries.filter { $0.edge == .leading }.map(\.eventIndex)
      let starts = Self.startsBurst(stream).indices.filter { Self.startsBurst(stream)[$0] }
      #expect(leading == starts, "\(stream)")
    }
  }

  @Test(arguments: OptionCombination.all.filter { $0.trailing && !$0.third })
  func withoutMaxWaitTrailingDeliversEachValueFollowedByAFullIntervalOfQuiet(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      let starts = Self.startsBurst(stream)
      var expected: [Int: Duration] = [:]
      for (index, event) in stream.events.enumerated() where !(options.leading && starts[index]) {
        let next = stream.events[(index + 1)...].first { $0.key == event.key }
        if next.map({ $0.time - event.time >= stream.interval }) ?? true {
          expected[index] = event.time + stream.interval
        }
      }
      let trailing = deliveries.filter { $0.edge == .trailing }
      #expect(Dictionary(uniqueKeysWithValues: trailing.map { ($0.eventIndex, $0.time) }) == expected, "\(stream)")
    }
  }

  @Test(arguments: OptionCombination.all.filter { $0.trailing && $0.third })
  func everyTrailingDeliveryFollowsAFullQuietIntervalUnlessMaxWaitForcedIt(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      let starts = Self.startsBurst(stream)
      for key in RandomStream.keys {
        var previousIndex = -1
        for delivery in deliveries where delivery.key == key {
          defer { previousIndex = delivery.eventIndex }
          guard delivery.edge == .trailing else { continue }
          let event = stream.events[delivery.eventIndex]
          let quiet = !stream.events.contains { $0.key == key && $0.time > event.time && $0.time < delivery.time }
          if delivery.time == event.time + stream.interval {
            #expect(quiet, "\(stream)")
          } else {
            // Forced: maxWait after the first event that became pending since the previous delivery.
            let first = stream.events.indices.first { index in
              index > previousIndex && stream.events[index].key == key && !(options.leading && starts[index])
            }
            #expect(first.map { stream.events[$0].time + stream.maxWait } == delivery.time, "\(stream)")
            #expect(delivery.time < event.time + stream.interval, "\(stream)")
          }
        }
      }
    }
  }

  @Test(arguments: OptionCombination.all.filter { $0.trailing && $0.third })
  func maxWaitBoundsHowLongAnyValueWaits(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      for (index, event) in stream.events.enumerated() {
        let delivered = deliveries.first { $0.key == event.key && $0.eventIndex >= index }
        #expect(delivered.map { $0.time <= event.time + stream.maxWait } == true, "\(stream)")
      }
    }
  }

  @Test(arguments: OptionCombination.all.filter(\.trailing))
  func lastValueAlwaysArrives(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      for key in RandomStream.keys {
        guard let last = stream.events(of: key).last else { continue }
        let final = deliveries.last { $0.key == key }
        #expect(final?.eventIndex == last.value, "\(stream)")
        #expect(final.map { $0.time <= last.time + stream.interval } == true, "\(stream)")
      }
    }
  }

  @Test(arguments: OptionCombination.all.filter { $0.leading && $0.trailing })
  func leadingAndTrailingNeverDeliverTheSameEventTwice(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      let indices = deliveries.map(\.eventIndex)
      #expect(Set(indices).count == indices.count, "\(stream)")
      // A burst of one event delivers once: a single isolated event never produces a trailing delivery.
      for (index, event) in stream.events.enumerated() where Self.startsBurst(stream)[index] {
        let next = stream.events[(index + 1)...].first { $0.key == event.key }
        guard next.map({ $0.time - event.time >= stream.interval }) ?? true else { continue }
        #expect(
          !deliveries.contains {
            $0.key == event.key && $0.edge == .trailing && $0.time == event.time + stream.interval
          })
      }
    }
  }

  @Test(arguments: OptionCombination.all)
  func matchesTheTimeSteppedReference(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let result = try TimingSimulator.run(options.debounce(stream), events: stream.events)
      let expected = ReferenceModels.debounce(
        stream, maxWait: options.third ? stream.extraTicks : nil, leading: options.leading, trailing: options.trailing)
      #expect(result.deliveries == expected.deliveries, "\(stream)")
      #expect(Set(result.windows) == expected.windows, "\(stream)")
      #expect(result.windows.count == expected.windows.count)
    }
  }
}
