// snippet.hide
import HeadlessUIKit

// snippet.show
/// A pay button in a window, tapped once by the test driver: it pays once.
@MainActor
func payButtonTappedOnce() -> Int {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  window.makeKeyAndVisible()  // windows start hidden, as in UIKit
  let pay = UIButton(type: .system)
  pay.frame = CGRect(x: 20, y: 700, width: 350, height: 50)
  var payments = 0
  pay.addAction(UIAction { _ in payments += 1 }, for: .touchUpInside)
  window.addSubview(pay)

  let driver = TouchDriver(window: window)  // test driver: not UIKit API
  driver.tap(pay)  // down, 0.05 s of virtual time, up
  return payments  // 1
}
