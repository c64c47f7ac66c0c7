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

  /// A slider from 0 to 400 whose thumb's centre is at window x = value: its 28-point thumb travels the 400 points
  /// between x = 0 and 400 (the slider is 16 points wider on each side, its track inset 2).
  func slider() -> UISlider {
    let slider = place(UISlider(), at: CGRect(x: -16, y: 300, width: 432, height: 30))
    slider.maximumValue = 400
    return slider
  }

  /// Drags a ``slider()``'s thumb, from where it is, so its value becomes `value`, at the current time.
  func slide(_ slider: UISlider, to value: CGFloat) {
    let touch = driver.touchDown(at: CGPoint(x: CGFloat(slider.value), y: 310))
    driver.move(touch, to: CGPoint(x: value, y: 310))
    driver.lift(touch)
  }

  /// A text field, already editing.
  func editingField() -> UITextField {
    let field = place(UITextField())
    driver.tap(field)
    return field
  }
}
