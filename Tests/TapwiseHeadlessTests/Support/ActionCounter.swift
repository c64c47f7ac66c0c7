import HeadlessUIKit
import Tapwise

/// A target-action receiver that counts each selector it receives.
@MainActor
final class ActionCounter: UIResponder, HeadlessActionTarget {
  private(set) var counts: [String: Int] = [:]
  private let handled: Set<Selector>

  init(handles handled: Set<Selector> = [Selector("pay:"), Selector("share:"), Selector("down:"), Selector("slide:")]) {
    self.handled = handled
  }

  func count(_ selector: String) -> Int { counts[selector, default: 0] }

  func responds(toAction action: Selector) -> Bool { handled.contains(action) }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    counts[NSStringFromSelector(action), default: 0] += 1
  }
}

/// A visible key window with a touch driver, and helpers to place controls in it.
@MainActor
struct TouchStage {
  let window: UIWindow
  let driver: TouchDriver

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
  }

  /// Where the tests put a full-width Pay button unless they say otherwise.
  static let payButtonFrame = CGRect(x: 20, y: 700, width: 360, height: 50)

  @discardableResult
  func place<Control: UIControl>(_ control: Control, at frame: CGRect = payButtonFrame) -> Control {
    control.frame = frame
    window.addSubview(control)
    return control
  }

  /// Taps a view `count` times, `gap` seconds apart from one lift to the next touch-down.
  func hammer(_ view: UIView, times count: Int, gap: TimeInterval) {
    for index in 0..<count {
      if index > 0 { driver.advance(by: gap) }
      driver.tap(view)
    }
  }
}
