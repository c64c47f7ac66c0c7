import HeadlessUIKit
import Tapwise
import Testing

/// Which touches dismissal ignores: the first-responder tests look at the touched view itself, so a tap inside a
/// canvas that can become first responder still ends editing, while a control anywhere on the way up keeps its tap;
/// and an Apple Pencil never ends editing (IQKeyboardManager #2109).
@MainActor
@Suite struct KeyboardDismissalCanvasTests {
  /// A drawing canvas with key commands: it can become first responder, as a selectable text view can.
  final class Canvas: UIView {
    override var canBecomeFirstResponder: Bool { true }
  }

  let screen = KeyboardScreen()
  /// Right of the badge, over the empty space the other keyboard tests tap: x 310…380, y 170…290.
  let canvas = Canvas(frame: CGRect(x: 310, y: 170, width: 70, height: 120))
  /// A plain view on the canvas: x 315…375, y 175…225 in the window.
  let sticker = UIView(frame: CGRect(x: 5, y: 5, width: 60, height: 50))
  /// A button on the canvas: x 315…375, y 235…285 in the window.
  let undo = UIButton(type: .system)

  init() {
    undo.frame = CGRect(x: 5, y: 65, width: 60, height: 50)
    canvas.addSubview(sticker)
    canvas.addSubview(undo)
    screen.controller.view.addSubview(canvas)
    screen.controller.view.tw.dismissesKeyboardOnTap = true
  }

  @Test func aTapOnAPlainViewInsideACanvasEndsEditingAndOnTheCanvasOrItsButtonKeepsIt() {
    var taps = 0
    undo.tw.onTap { _ in taps += 1 }
    screen.startEditing()

    screen.driver.tap(undo)
    screen.driver.advance(by: 1)
    #expect(taps == 1)
    #expect(screen.nameField.isFirstResponder, "a control on the canvas keeps its tap")

    screen.driver.tap(at: CGPoint(x: 345, y: 287))  // the canvas itself, below the button
    screen.driver.advance(by: 1)
    #expect(screen.nameField.isFirstResponder, "the touched view can become first responder")

    screen.driver.tap(at: CGPoint(x: 345, y: 200), touchType: .pencil)  // the sticker, with a pencil
    screen.driver.advance(by: 1)
    #expect(screen.nameField.isFirstResponder, "a pencil never ends editing")

    screen.driver.tap(sticker)
    screen.driver.advance(by: 1)
    #expect(!screen.nameField.isFirstResponder, "the sticker can't become first responder; its canvas can")
  }

  @Test func aPencilTapOnEmptySpaceKeepsEditing() {
    screen.startEditing()
    screen.driver.tap(at: CGPoint(x: 200, y: 285), touchType: .pencil)
    screen.driver.advance(by: 1)
    #expect(screen.nameField.isFirstResponder)
    screen.driver.tap(at: CGPoint(x: 200, y: 285))
    screen.driver.advance(by: 1)
    #expect(!screen.nameField.isFirstResponder, "a finger on the same spot ends editing")
  }
}
