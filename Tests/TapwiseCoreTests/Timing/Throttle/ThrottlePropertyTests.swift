import PropertyBased
@_spi(Simulation) import TapwiseCore
import Testing

/// Throttle invariants over thousands of random keyed streams, for every combination of leading × trailing × latest.
///
/// A failure prints the stream and a seed; add `.fixedSeed("…")` to the test to replay it.
@Suite("Throttle properties")
struct ThrottlePropertyTests {
  static let count = 500

  @Test(arguments: OptionCombination.all)
  func deliveriesAreAtLeastOneIntervalApartPerKey(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.throttle(stream), events: stream.events).deliveries
      for key in RandomStream.keys {
        let times = deliveries.filter { $0.key == key }.map(\.time)
        for (earlier, later) in zip(times, times.dropFirst()) {
          #expect(later - earlier >= stream.interval, "\(stream)")
        }
      }
    }
  }

  @Test(arguments: OptionCombination.all)
  func deliveriesAreAnInOrderSubsequenceOfTheInput(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.throttle(stream), events: stream.events).deliveries
      for (earlier, later) in zip(deliveries, deliveries.dropFirst()) { #expect(earlier.time <= later.time) }
      for key in RandomStream.keys {
        let indices = deliveries.filter { $0.key == key }.map(\.eventIndex)
        #expect(indices == indices.sorted() && Set(indices).count == indices.count, "\(stream)")
      }
      for delivery in deliveries {
        let event = stream.events[delivery.eventIndex]
        #expect(delivery.value == event.value && delivery.key == event.key)
        #expect(delivery.time >= event.time && delivery.time <= event.time + stream.interval, "\(stream)")
        switch delivery.edge {
        case .leading: #expect(delivery.time == event.time, "\(stream)")
        case .trailing: #expect(delivery.time > event.time || stream.interval == .zero, "\(stream)")
        }
      }
    }
  }

  @Test(arguments: OptionCombination.all.filter { $0.trailing && $0.third })
  func lastValueAlwaysArrivesWithinOneWindow(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let deliveries = try TimingSimulator.run(options.throttle(stream), events: stream.events).deliveries
      for key in RandomStream.keys {
        guard let last = stream.events(of: key).last else { continue }
        let final = deliveries.last { $0.key == key }
        #expect(final?.eventIndex == last.value, "\(stream)")
        #expect(final.map { $0.time <= last.time + stream.interval } == true, "\(stream)")
      }
    }
  }

  @Test(arguments: OptionCombination.all)
  func matchesTheTimeSteppedReference(options: OptionCombination) async {
    await propertyCheck(count: Self.count, input: RandomStream.generator) { stream in
      let result = try TimingSimulator.run(options.throttle(stream), events: stream.events)
      let expected = ReferenceModels.throttle(
        stream, leading: options.leading, trailing: options.trailing, latest: options.third)
      #expect(result.deliveries == expected.deliveries, "\(stream)")
      #expect(Set(result.windows) == expected.windows, "\(stream)")
      #expect(result.windows.count == expected.windows.count)
    }
  }

  @Test(arguments: OptionCombination.all)
  func keysAreThrottledIndependently(options: OptionCombination) async {
    await propertyCheck(count: Self.count / 2, input: RandomStream.generator) { stream in
      let together = try TimingSimulator.run(options.throttle(stream), events: stream.events).deliveries
      for key in RandomStream.keys {
        let alone = try TimingSimulator.run(options.throttle(stream), events: stream.events(of: key)).deliveries
        #expect(together.filter { $0.key == key }.map(\.value) == alone.map(\.value), "\(stream)")
        #expect(together.filter { $0.key == key }.map(\.time) == alone.map(\.time), "\(stream)")
      }
    }
  }
}
