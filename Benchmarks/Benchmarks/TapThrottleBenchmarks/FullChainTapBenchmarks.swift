import Benchmark
import BenchmarkSupport
import Tapwise

/// Issue 23: one whole tap through HeadlessUIKit with everything an app screen puts in its way: a tap recognizer on
/// the root view that cancels nothing (`cancelsTouchesInView = false`, so it and the button both act), a
/// `UITableView` whose scroll view delays its content's touches (150 ms; a quick tap is delivered when the finger
/// lifts), and a `ThrottledButton` in a cell. Each tap is touch down and up, 0.5 s of virtual time after the last,
/// so the throttle admits every one; the recognizer's action and the button's must both arrive every time.
enum FullChainTapBenchmarks {
  static func register() {
    mainActorBenchmark(
      "Tap: full chain (tap recognizer, table's delayed touches, throttled button in a cell)",
      configuration: tapConfiguration, fixture: { ChainFixture() }
    ) { benchmark, fixture in
      let buttonBefore = fixture.counter.count
      let recognizerBefore = fixture.recognizerCounter.count
      for _ in benchmark.scaledIterations {
        fixture.driver.advance(by: 0.5)
        fixture.driver.tap(at: fixture.point)
      }
      let taps = benchmark.scaledIterations.count
      let buttons = fixture.counter.count - buttonBefore
      let recognized = fixture.recognizerCounter.count - recognizerBefore
      if buttons != taps || recognized != taps {
        benchmark.error("\(taps) taps: \(buttons) button actions, \(recognized) recognizer actions")
      }
    }
  }
}

/// A window whose root view has a non-cancelling tap recognizer over a table with a throttled button in row 0.
@MainActor
final class ChainFixture: NSObject, UITableViewDataSource {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), style: .plain)
  let button = ThrottledButton(type: .system)
  let counter = TapCounter()
  let recognizerCounter = TapCounter()
  let driver: TouchDriver
  /// The button's centre, in the window.
  private(set) var point = CGPoint.zero

  override init() {
    driver = TouchDriver(window: window)
    super.init()
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let tap = UITapGestureRecognizer(target: recognizerCounter, action: tapped)
    tap.cancelsTouchesInView = false
    root.addGestureRecognizer(tap)
    root.addSubview(table)
    button.frame = CGRect(x: 20, y: 0, width: 120, height: 44)
    button.addTarget(counter, action: tapped, for: .touchUpInside)
    table.dataSource = self
    table.layoutIfNeeded()
    point = button.convert(CGPoint(x: 60, y: 22), to: nil)
    driver.tap(at: point)
    precondition(counter.count == 1 && recognizerCounter.count == 1, "the chain's first tap must reach both")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    if indexPath.row == 0 { cell.contentView.addSubview(button) }
    return cell
  }
}
