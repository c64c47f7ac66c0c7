import Foundation
import HeadlessUIKit
import Testing

/// The driver's keyboard typing into a first responder that adopts `UIKeyInput` but is no text field.
@MainActor
@Suite struct KeyInputTests {
  /// A PIN pad that records what the keyboard sends.
  final class PinPad: UIView, UIKeyInput {
    private(set) var received: [String] = []
    var hasText: Bool { !received.isEmpty }
    override var canBecomeFirstResponder: Bool { true }
    func insertText(_ text: String) { received.append(text) }
    func deleteBackward() { received.append("⌫") }
  }

  let window = makeVisibleWindow()
  let pad = PinPad(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

  init() {
    window.addSubview(pad)
    pad.becomeFirstResponder()
  }

  @Test func typingIntoAKeyInputResponderCallsInsertTextPerCharacter() {
    TouchDriver(window: window).type("12")
    #expect(pad.received == ["1", "2"])
  }

  @Test func deleteAndReturnReachAKeyInputResponderAsInsertTextAndDeleteBackward() {
    let driver = TouchDriver(window: window)
    driver.deleteBackward()
    driver.pressReturn()
    driver.type("\n")
    #expect(pad.received == ["⌫", "\n", "\n"])
  }

  @Test func typingIntoAResponderWithoutKeyInputTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = makeVisibleWindow()
        let view = ActionView()
        view.acceptsFirstResponder = true
        window.addSubview(view)
        view.becomeFirstResponder()
        TouchDriver(window: window).type("a")
      }
    }
  }
}
