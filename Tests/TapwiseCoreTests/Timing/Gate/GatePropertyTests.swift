import PropertyBased
@_spi(Simulation) import TapwiseCore
import Testing

/// The gate against a naive model that rescans every earlier admission, over random keyed streams.
@Suite("Gate properties")
struct GatePropertyTests {
  @Test func matchesTheNaiveGate() async {
    await propertyCheck(count: 2000, input: RandomStream.generator) { stream in
      let result = try TimingSimulator.run(.gate(interval: stream.interval), events: stream.events)
      #expect(result.deliveries == ReferenceModels.gate(stream.events, interval: stream.interval), "\(stream)")
    }
  }

  @Test func gateStructAgreesWithTheSimulator() async {
    await propertyCheck(count: 1000, input: RandomStream.generator) { stream in
      var gate = try Gate<String?>(interval: stream.interval)
      let admitted = stream.events.filter { gate.admit($0.key, at: $0.time) }.map(\.value)
      let simulated = try TimingSimulator.run(.gate(interval: stream.interval), events: stream.events)
      #expect(simulated.deliveries.map(\.value) == admitted, "\(stream)")
    }
  }

  @Test func admissionsAreAtLeastOneIntervalApartAndEachOpensAWindow() async {
    await propertyCheck(count: 1000, input: RandomStream.generator) { stream in
      let result = try TimingSimulator.run(.gate(interval: stream.interval), events: stream.events)
      for key in RandomStream.keys {
        let times = result.deliveries.filter { $0.key == key }.map(\.time)
        for (earlier, later) in zip(times, times.dropFirst()) { #expect(later - earlier >= stream.interval) }
      }
      let windows = result.deliveries.map {
        TimingWindow(key: $0.key, start: $0.time, end: $0.time + stream.interval, kind: .gate)
      }
      #expect(result.windows == (stream.interval > .zero ? windows : []), "\(stream)")
    }
  }
}
