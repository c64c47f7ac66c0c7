import PropertyBased
@_spi(Simulation) import TapwiseCore
import Testing

/// The live wrappers on a `StepClock` deliver exactly what the simulator predicts: same values, same instants.
///
/// Streams come from fixed seeds, so a failure names its seed and replays identically.
@MainActor
@Suite("Live wrappers match the simulator", .liveTimingHangGuard)
struct LiveMatchesSimulatorTests {
  /// Seeds 6, 7, 8 and 11 draw interval zero; the other twelve a positive one.
  static let seeds: [UInt64] = Array(1...16)

  /// A seeded single-key stream with boundary-heavy gaps and an interval of 0 to 6 ticks.
  static func stream(seed: UInt64) -> RandomStream {
    var random = Xoshiro(seed: (seed, seed &* 0x9E37_79B9_7F4A_7C15, 0xDEAD_BEEF, 42))
    let raw = (0..<Int.random(in: 5...30, using: &random)).map { _ in Int.random(in: 0...99, using: &random) }
    return RandomStream(
      intervalTicks: Int.random(in: 0...6, using: &random), extraTicks: Int.random(in: 0...6, using: &random), raw: raw)
  }

  /// Plays `stream` into a live wrapper at the events' instants, then runs the clock out.
  static func play(_ stream: RandomStream, on time: VirtualTime, send: (Int) -> Void) async {
    for event in stream.events where !Task.isCancelled {
      await time.advance(to: event.time)
      send(event.value)
    }
    await time.run()
    await time.expectNothingScheduled()
  }

  @Test(arguments: OptionCombination.all)
  func throttlerDeliversWhatTheSimulatorPredicts(options: OptionCombination) async throws {
    for seed in Self.seeds where !Task.isCancelled {
      let stream = Self.stream(seed: seed)
      let expected = try TimingSimulator.run(options.throttle(stream), events: stream.events).deliveries
      let time = VirtualTime()
      let recorder = LiveRecorder<Int>()
      let throttler = try Throttler(
        interval: stream.interval, leading: options.leading, trailing: options.trailing, latest: options.third,
        clock: time.clock
      ) { [recorder] in recorder.record($0, at: $1) }
      time.watch { [weak throttler] in throttler?.deadline }
      await Self.play(stream, on: time) { throttler.send($0) }
      #expect(recorder.values == expected.map(\.value), "seed \(seed): \(stream)")
      #expect(recorder.times == expected.map(\.time), "seed \(seed): \(stream)")
    }
  }

  @Test(arguments: OptionCombination.all)
  func debouncerDeliversWhatTheSimulatorPredicts(options: OptionCombination) async throws {
    for seed in Self.seeds where !Task.isCancelled {
      let stream = Self.stream(seed: seed)
      let expected = try TimingSimulator.run(options.debounce(stream), events: stream.events).deliveries
      let time = VirtualTime()
      let recorder = LiveRecorder<String>()
      let debouncer = try Debouncer(
        interval: stream.interval, maxWait: options.third ? stream.maxWait : nil, leading: options.leading,
        trailing: options.trailing, clock: time.clock
      ) { [recorder] in recorder.record($0, at: $1) }
      time.watch { [weak debouncer] in debouncer?.deadline }
      await Self.play(stream, on: time) { debouncer.send("\($0)") }
      #expect(recorder.values == expected.map { "\($0.value)" }, "seed \(seed): \(stream)")
      #expect(recorder.times == expected.map(\.time), "seed \(seed): \(stream)")
    }
  }

  @Test func gatekeeperAdmitsWhatTheSimulatorPredicts() async throws {
    for seed in Self.seeds where !Task.isCancelled {
      let stream = Self.stream(seed: seed)
      let expected = try TimingSimulator.run(.gate(interval: stream.interval), events: stream.events).deliveries
      let time = VirtualTime()
      let gate = try Gatekeeper<String?, StepClock>(interval: stream.interval, clock: time.clock)
      var admitted: [Int] = []
      for event in stream.events {
        await time.advance(to: event.time)
        if gate.admit(event.key) { admitted.append(event.value) }
      }
      #expect(admitted == expected.map(\.value), "seed \(seed): \(stream)")
    }
  }
}
