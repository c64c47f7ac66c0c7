import Tapwise

/// Issue 23's full tap through HeadlessUIKit, built once and tapped as often as a workload needs: a window whose
/// root view has a tap recognizer that cancels nothing (`cancelsTouchesInView = false`, so its action and the
/// button's both run), over a `UITableView` whose scroll view delays its content's touches (a quick tap reaches the
/// cell when the finger lifts), with a `ThrottledButton` in row 0's content view.
///
/// The benchmark (`FullChainTapBenchmarks`) times it and the instruction guard (`instruction-workload tap`, under
/// cachegrind) counts its instructions, so both measure the same tap:
///
/// ```swift
/// let fixture = FullTapFixture()
/// for _ in 0..<1_000 { fixture.tap() }
/// precondition(fixture.buttonActions == 1_001 && fixture.recognizerActions == 1_001)
/// ```
///
/// - Note: The initializer taps once, so the first tap's one-time work (the control's gate state, the action's
///   slot, the table's cells) is done before anything is measured; the counts include that tap.
@MainActor
public final class FullTapFixture: NSObject, UITableViewDataSource {
  /// The key window everything is in.
  public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  /// The table between the root view and the button.
  public let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), style: .plain)
  /// The throttled button in row 0's content view.
  public let button = ThrottledButton(type: .system)
  /// The driver that taps.
  public let driver: TouchDriver
  /// The button's centre, in the window.
  public private(set) var point = CGPoint.zero
  /// The counters of the button's actions and the recognizer's.
  public let counters = FullTapCounters()

  /// Builds the screen and taps the button once; stops the process if that tap misses either action.
  public override init() {
    driver = TouchDriver(window: window)
    super.init()
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let recognizer = UITapGestureRecognizer(target: counters.recognizer, action: TapCounter.action)
    recognizer.cancelsTouchesInView = false
    root.addGestureRecognizer(recognizer)
    root.addSubview(table)
    button.frame = CGRect(x: 20, y: 0, width: 120, height: 44)
    button.addTarget(counters.button, action: TapCounter.action, for: .touchUpInside)
    table.dataSource = self
    table.layoutIfNeeded()
    point = button.convert(CGPoint(x: 60, y: 22), to: nil)
    driver.tap(at: point)
    precondition(buttonActions == 1 && recognizerActions == 1, "the chain's first tap must reach both")
  }

  /// Twenty rows.
  /// - Parameters:
  ///   - tableView: The fixture's table.
  ///   - section: The only section, 0.
  /// - Returns: 20.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

  /// A plain cell; row 0's holds the button.
  /// - Parameters:
  ///   - tableView: The fixture's table.
  ///   - indexPath: The row's index path.
  /// - Returns: A new cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell()
    if indexPath.row == 0 { cell.contentView.addSubview(button) }
    return cell
  }
}
