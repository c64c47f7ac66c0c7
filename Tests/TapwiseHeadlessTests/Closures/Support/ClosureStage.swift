import HeadlessUIKit
import Tapwise

/// A visible window with a driver, and the controls the closure tests place in it.
@MainActor
struct ClosureStage {
  let window: UIWindow
  let driver: TouchDriver

  init() {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
  }

  /// Adds a control to the window at a frame.
  @discardableResult
  func place<Control: UIView>(_ control: Control, at frame: CGRect = CGRect(x: 20, y: 100, width: 360, height: 44))
    -> Control
  {
    control.frame = frame
    window.addSubview(control)
    return control
  }

  /// A slider across the window from 0 to 400, so a touch at x sets the value x.
  func slider() -> UISlider {
    let slider = place(UISlider(), at: CGRect(x: 0, y: 300, width: 400, height: 30))
    slider.maximumValue = 400
    return slider
  }

  /// A text field, already editing.
  func editingField() -> UITextField {
    let field = place(UITextField())
    driver.tap(field)
    return field
  }
}
