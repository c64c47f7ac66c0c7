import HeadlessUIKit
import Tapwise
import Testing

/// `view.tw.dismissesKeyboardOnTap`: a tap outside the field ends editing, and costs no other touch anything.
@MainActor
@Suite struct KeyboardDismissalTests {
  let screen = KeyboardScreen()

  init() {
    screen.controller.view.tw.dismissesKeyboardOnTap = true
  }

  @Test func aTapOnEmptySpaceEndsEditing() {
    screen.startEditing()
    #expect(screen.nameField.isFirstResponder)
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aTapInTheFieldBeingEditedKeepsEditing() {
    screen.startEditing()
    screen.driver.tap(screen.nameField)
    screen.driver.advance(by: 1)
    #expect(screen.nameField.isFirstResponder)
  }

  @Test func aTapInAnotherFieldMovesEditingThere() {
    screen.startEditing()
    screen.driver.tap(screen.noteField)
    screen.driver.advance(by: 1)
    #expect(screen.noteField.isFirstResponder)
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aQuickTapOnACellSelectsTheRowAndEndsEditing() {
    screen.startEditing()
    screen.tap(row: 2, holding: 0.1)  // shorter than the table's 0.15 s delay: the seed's lost tap
    #expect(screen.selectedRows == [2])
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aShortPressOnACellSelectsTheRowAndEndsEditing() {
    screen.startEditing()
    screen.tap(row: 4, holding: 0.5)  // past the table's delay, within a tap's 0.75 s
    #expect(screen.selectedRows == [4])
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aTapOnAButtonRunsItsActionAndTheKeyboardStaysUp() {
    screen.startEditing()
    screen.driver.tap(screen.saveButton)
    screen.driver.advance(by: 1)
    #expect(screen.saves == 1)
    #expect(screen.nameField.isFirstResponder)
  }

  @Test func theAppsOwnLongPressStillRecognizes() {
    screen.startEditing()
    screen.press(screen.photo, for: 1)
    #expect(screen.log.entries == ["longPress: began", "longPress: ended"])
    #expect(screen.nameField.isFirstResponder, "a long press is not a tap")
  }

  @Test func theAppsOwnTapStillRecognizesAndTheTapAlsoEndsEditing() {
    screen.startEditing()
    screen.driver.tap(screen.badge)
    #expect(screen.log.entries == ["badgeTap: ended"])
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aDragOnTheTableScrollsWithoutEndingEditing() {
    screen.startEditing()
    let start = screen.rowCenter(6)
    screen.driver.drag(along: [start, CGPoint(x: start.x, y: start.y - 60), CGPoint(x: start.x, y: start.y - 120)])
    screen.driver.advance(by: 1)
    #expect(screen.table.contentOffset.y > 0)
    #expect(screen.nameField.isFirstResponder)
    #expect(screen.selectedRows.isEmpty)
  }

  @Test func withNothingEditingTapsWorkAsBefore() {
    screen.tap(row: 1, holding: 0.1)
    screen.driver.tap(screen.saveButton)
    #expect(screen.selectedRows == [1])
    #expect(screen.saves == 1)
  }

  @Test func turningItOffRemovesTheRecognizerAndTapsNoLongerEndEditing() {
    #expect(screen.controller.view.tw.dismissesKeyboardOnTap)
    #expect(screen.controller.view.gestureRecognizers?.count == 1)
    screen.controller.view.tw.dismissesKeyboardOnTap = false
    #expect(!screen.controller.view.tw.dismissesKeyboardOnTap)
    #expect(screen.controller.view.gestureRecognizers == nil)
    screen.startEditing()
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    #expect(screen.nameField.isFirstResponder)
  }

  @Test func settingItTwiceAddsOneRecognizer() {
    screen.controller.view.tw.dismissesKeyboardOnTap = true
    #expect(screen.controller.view.gestureRecognizers?.count == 1)
  }

  @Test func aTapOutsideTheContainerDoesNotEndEditing() {
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 160))
    screen.controller.view.tw.dismissesKeyboardOnTap = false
    screen.controller.view.insertSubview(form, at: 0)
    form.tw.dismissesKeyboardOnTap = true
    screen.startEditing()
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    screen.driver.advance(by: 1)
    #expect(screen.nameField.isFirstResponder)
  }
}

/// The seed's bug, for contrast: a plain dismiss recognizer (UIKit's defaults) eats quick taps on cells.
@MainActor
@Suite struct PlainDismissRecognizerTests {
  @Test func aPlainTapRecognizerEatsAQuickTapOnACell() {
    let screen = KeyboardScreen()
    let dismiss = UITapGestureRecognizer()
    screen.controller.view.addGestureRecognizer(dismiss)
    screen.startEditing()
    screen.tap(row: 2, holding: 0.1)
    #expect(screen.selectedRows.isEmpty)
    screen.controller.view.removeGestureRecognizer(dismiss)
    screen.controller.view.tw.dismissesKeyboardOnTap = true
    screen.tap(row: 2, holding: 0.1)
    #expect(screen.selectedRows == [2])
  }
}

/// No retain cycles: a controller whose view dismisses the keyboard on tap goes away with its view and recognizer.
@MainActor
@Suite struct KeyboardDismissalLifetimeTests {
  @Test func theControllerItsViewAndTheRecognizerDeallocate() {
    weak var weakController: UIViewController?
    weak var weakView: UIView?
    weak var weakRecognizer: UIGestureRecognizer?
    do {
      let screen = KeyboardScreen()
      screen.controller.view.tw.dismissesKeyboardOnTap = true
      screen.startEditing()
      screen.driver.tap(at: CGPoint(x: 350, y: 220))
      #expect(!screen.nameField.isFirstResponder)
      weakController = screen.controller
      weakView = screen.controller.view
      weakRecognizer = screen.controller.view.gestureRecognizers?.first
      screen.window.rootViewController = nil
      screen.window.isHidden = true
    }
    #expect(weakRecognizer == nil)
    #expect(weakView == nil)
    #expect(weakController == nil)
  }
}
