import HeadlessUIKit
import Tapwise
import Testing

/// `KeyboardDismissalRegion`, behind TapwiseSwiftUI's `dismissesKeyboardOnTap()`: in a window it puts the dismissal
/// recognizer on the nearest view controller's root view, limited to its own bounds, and takes no touch itself.
///
/// The region lies in front of the form's top part (the fields, the photo and the badge, y < 300), as a SwiftUI
/// background does under a view that UIKit sees only as the hosting view's subviews.
@MainActor
@Suite struct KeyboardDismissalRegionTests {
  let screen = KeyboardScreen()
  let region = KeyboardDismissalRegion(frame: CGRect(x: 0, y: 0, width: 390, height: 300))

  init() {
    screen.controller.view.addSubview(region)
  }

  @Test func theRecognizerGoesOnTheViewControllersRootView() {
    #expect(region.host === screen.controller.view)
    #expect(screen.controller.view.gestureRecognizers?.count == 1)
    #expect(region.gestureRecognizers == nil)
  }

  @Test func aTapInTheRegionEndsEditing() {
    screen.startEditing()
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func theRegionTakesNoTouchItself() {
    screen.startEditing()
    screen.driver.tap(screen.noteField)
    screen.driver.advance(by: 1)
    #expect(screen.noteField.isFirstResponder, "the tap went through the region to the field behind it")
    screen.driver.tap(screen.badge)
    #expect(screen.log.entries == ["badgeTap: ended"], "the app's own tap still recognizes")
    #expect(!screen.noteField.isFirstResponder, "and the tap also ended editing")
  }

  @Test func theAppsOwnLongPressInTheRegionStillRecognizes() {
    screen.startEditing()
    screen.press(screen.photo, for: 1)
    #expect(screen.log.entries == ["longPress: began", "longPress: ended"])
    #expect(screen.nameField.isFirstResponder, "a long press is not a tap")
  }

  @Test func aTapOutsideTheRegionKeepsEditing() {
    screen.startEditing()
    screen.tap(row: 2, holding: 0.1)
    #expect(screen.selectedRows == [2])
    #expect(screen.nameField.isFirstResponder)
    screen.driver.tap(screen.saveButton)
    #expect(screen.saves == 1)
    #expect(screen.nameField.isFirstResponder)
  }

  @Test func anApplePencilKeepsEditing() {
    screen.startEditing()
    screen.driver.tap(at: CGPoint(x: 350, y: 220), touchType: .pencil)
    #expect(screen.nameField.isFirstResponder)
  }

  @Test func leavingTheWindowTakesTheRecognizerOffAndComingBackPutsOneOn() {
    region.removeFromSuperview()
    #expect(region.host == nil)
    #expect(screen.controller.view.gestureRecognizers?.isEmpty ?? true)
    screen.startEditing()
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    #expect(screen.nameField.isFirstResponder)
    screen.controller.view.addSubview(region)
    #expect(screen.controller.view.gestureRecognizers?.count == 1)
    screen.driver.tap(at: CGPoint(x: 350, y: 220))
    #expect(!screen.nameField.isFirstResponder)
  }
}

/// A region over the whole screen, as `dismissesKeyboardOnTap()` on a screen's root view: the UIKit layer's promises
/// hold inside it.
@MainActor
@Suite struct KeyboardDismissalWholeScreenRegionTests {
  let screen = KeyboardScreen()

  init() {
    screen.controller.view.addSubview(KeyboardDismissalRegion(frame: screen.controller.view.bounds))
  }

  @Test func aQuickTapOnACellSelectsTheRowAndEndsEditing() {
    screen.startEditing()
    screen.tap(row: 2, holding: 0.1)
    #expect(screen.selectedRows == [2])
    #expect(!screen.nameField.isFirstResponder)
  }

  @Test func aTapOnAControlRunsItsActionAndTheKeyboardStaysUp() {
    screen.startEditing()
    screen.driver.tap(screen.saveButton)
    screen.driver.advance(by: 1)
    #expect(screen.saves == 1)
    #expect(screen.nameField.isFirstResponder)
  }

  @Test func aTapInTheFieldBeingEditedKeepsEditing() {
    screen.startEditing()
    screen.driver.tap(screen.nameField)
    screen.driver.advance(by: 1)
    #expect(screen.nameField.isFirstResponder)
  }
}

/// Where the recognizer goes when the region is not directly in a controller's root view.
@MainActor
@Suite struct KeyboardDismissalRegionHostTests {
  @Test func theHostIsTheNearestViewControllersRootView() {
    let screen = KeyboardScreen()
    let child = UIViewController()
    child.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
    let card = UIView(frame: child.view.bounds)
    child.view.addSubview(card)
    let region = KeyboardDismissalRegion(frame: card.bounds)
    card.addSubview(region)
    screen.controller.view.addSubview(child.view)
    #expect(region.host === child.view)
  }

  @Test func withoutAViewControllerTheHostIsTheTopmostViewBelowTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIView(frame: window.bounds)
    let form = UIView(frame: root.bounds)
    root.addSubview(form)
    let region = KeyboardDismissalRegion(frame: form.bounds)
    form.addSubview(region)
    #expect(region.host == nil, "not in a window yet")
    window.addSubview(root)
    #expect(region.host === root)
  }

  @Test func theRegionAndItsRecognizerDeallocate() {
    weak var weakRegion: KeyboardDismissalRegion?
    weak var weakRecognizer: UIGestureRecognizer?
    let screen = KeyboardScreen()
    do {
      let region = KeyboardDismissalRegion(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
      screen.controller.view.addSubview(region)
      weakRecognizer = screen.controller.view.gestureRecognizers?.first
      weakRegion = region
      region.removeFromSuperview()
    }
    #expect(weakRegion == nil)
    #expect(weakRecognizer == nil)
  }
}
