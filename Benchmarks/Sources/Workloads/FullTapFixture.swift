import Tapwise

/// Issue 23's full tap through HeadlessUIKit, with everything an app screen puts in its way: a tap recognizer on the
/// root view that cancels nothing (`cancelsTouchesInView = false`, so it and the button both act), a `UITableView`
/// whose scroll view delays its content's touches (150 ms; a quick tap is delivered when the finger lifts), and a
/// `ThrottledButton` in a cell.
///
/// The benchmark (`TapThrottleBenchmarks`) times it and the instruction guard (`instruction-workload tap`) counts
/// its instructions, so both measure the same tap.
///
/// ```swift
/// let fixture = FullTapFixture()
/// for _ in 0..<1_000 { fixture.tap() }
/// precondition(fixture.counter.count == 1_001)
/// ```
@MainActor
public final class FullTapFixture: NSObject, UITableViewDataSource {
  /// The key window.
  public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  /// The table the button's cell is in.
  public let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), style: .plain)
  /// The throttled button in row 0.
  public let button = ThrottledButton(type: .system)
  /// Counts the button's actions.
  public let counter = TapCounter()
  /// Counts the tap recognizer's actions.
  public let recognizerCounter = TapCounter()
  /// The driver that taps.
  public let driver: TouchDriver
  /// The button's centre, in the window.
  public private(set) var point = CGPoint.zero

  /// Builds the screen and taps the button once, so that one-time work (the cell, the gate's state, the action's
  /// slot) is done before anything is measured; both the button and the recognizer must have acted.
  override public init() {
    driver = TouchDriver(window: window)
    super.init()
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let recognizer = UITapGestureRecognizer(target: recognizerCounter, action: tapped)
    recognizer.cancelsTouchesInView = false
    root.addGestureRecognizer(recognizer)
    root.addSubview(table)
    button.frame = CGRect(x: 20, y: 0, width: 120, height: 44)
    button.addTarget(counter, action: tapped, for: .touchUpInside)
    table.dataSource = self
    table.layoutIfNeeded()
    point = button.convert(CGPoint(x: 60, y: 22), to: nil)
    driver.tap(at: point)
    precondition(counter.count == 1 && recognizerCounter.count == 1, "the chain's first tap must reach both")
  }

  /// One tap: 0.5 s of virtual time after the last, so the throttle admits it, then touch down and up on the button.
  public func tap() {
    driver.advance(by: 0.5)
    driver.tap(at: point)
  }

  /// Twenty rows.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  /// Plain cells; row 0 holds the button.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    if indexPath.row == 0 { cell.contentView.addSubview(button) }
    return cell
  }
}
