import Benchmark
import BenchmarkSupport
import Tapwise
import Workloads

/// Issue 4: what tap throttling adds to one tap on a `UIButton` with one target-action, after the control's first
/// tap. Each benchmark runs in its own process (the framework runs one process per benchmark), and only the
/// benchmarks named "installed" call `TapThrottle.install`, so the baseline runs in a process where nothing was
/// ever installed. Results are per tap; see docs/BENCHMARKS.md.
let benchmarks: @Sendable () -> Void = {
  ProgrammaticTapBenchmarks.register()
  TouchTapBenchmarks.register()
  FullChainTapBenchmarks.register()
}

/// The configuration shared by the tap benchmarks: 1,000 taps per iteration, reported per tap.
var tapConfiguration: Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal],
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )
}

/// The action's selector, the one a ``TapCounter`` counts.
let tapped = TapCounter.action

/// A button in a key window with one target-action for `.touchUpInside`, already tapped once.
@MainActor
struct TapFixture {
  let window: UIWindow
  let button: UIButton
  let counter: TapCounter
  let driver: TouchDriver

  /// Builds the fixture and taps the button once, so the first tap's one-time work (the control's gate state and
  /// the action's slot) is done before anything is measured.
  ///
  /// The first tap uses the same path as the measured taps. Both kinds are timed on HeadlessUIKit's virtual run
  /// loop, which the fixture's driver starts at 1000 s: a driver tap by its event's timestamp, a programmatic tap by
  /// Tapwise's main-loop clock.
  /// - Parameters:
  ///   - button: The button to place.
  ///   - firstTapByTouch: Whether the first tap goes through the touch driver instead of `sendActions(for:)`.
  ///   - configure: Per-control settings, applied before the first tap.
  init(
    _ button: UIButton = UIButton(type: .system), firstTapByTouch: Bool = false,
    configure: (UIButton) -> Void = { _ in }
  ) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
    window.addSubview(button)
    counter = TapCounter()
    button.addTarget(counter, action: tapped, for: .touchUpInside)
    configure(button)
    self.button = button
    if firstTapByTouch {
      driver.tap(button)
    } else {
      button.sendActions(for: .touchUpInside)
    }
  }
}
