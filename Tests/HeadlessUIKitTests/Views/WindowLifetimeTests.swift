import Foundation
import Testing

@testable import HeadlessUIKit

/// A window, its views and what touched them go away when the test lets go of them: the application holds its key
/// window weakly, as UIKit does, and nothing HeadlessUIKit keeps between events holds a view.
@MainActor
@Suite struct WindowLifetimeTests {
  @Test func theApplicationDoesNotKeepItsKeyWindowAlive() {
    weak var weakWindow: UIWindow?
    let saved = UIApplication.shared.keyWindow
    defer { saved?.makeKey() }
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      #expect(window.isKeyWindow)
      weakWindow = window
    }
    #expect(weakWindow == nil)
    #expect(UIApplication.shared.keyWindow == nil)
  }

  @Test func aTouchedWindowWithAFirstResponderAndRecognizersIsFreedWhenReleased() {
    weak var weakWindow: UIWindow?
    weak var weakButton: UIButton?
    weak var weakField: UITextField?
    weak var weakScrollView: UIScrollView?
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.makeKeyAndVisible()
      let scrollView = UIScrollView(frame: window.bounds)
      scrollView.contentSize = CGSize(width: 320, height: 2000)
      let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
      button.addAction(UIAction { _ in }, for: .touchUpInside)
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
      let tap = UITapGestureRecognizer()
      scrollView.addGestureRecognizer(tap)
      for view in [button, field] as [UIView] { scrollView.addSubview(view) }
      window.addSubview(scrollView)
      let driver = TouchDriver(window: window)
      driver.tap(button)
      driver.tap(field)
      driver.type("abc")
      driver.drag(along: [CGPoint(x: 160, y: 300), CGPoint(x: 160, y: 200)])
      #expect(field.isFirstResponder)
      weakWindow = window
      weakButton = button
      weakField = field
      weakScrollView = scrollView
    }
    #expect(weakWindow == nil)
    #expect(weakButton == nil)
    #expect(weakField == nil)
    #expect(weakScrollView == nil)
  }
}
