import HeadlessUIKit
import Tapwise
import Testing

/// `view.tw.dismissesKeyboardOnTap` over a collection view inside a navigation controller: the table's rules hold for
/// a grid's cells.
///
/// Sources: a collection view selects from the touches it receives, down then up on the item (Apple's Collection
/// View Programming Guide for iOS, "Managing the Visual State for Selections and Highlights": touch down highlights,
/// touch up calls `collectionView(_:didSelectItemAt:)`), after the scroll view's content-touch delay
/// (`UIScrollView.delaysContentTouches`; 0.15 s, 151 ms in the seed's device log). A tap recognizer left at UIKit's
/// defaults cancels the touches of a tap it recognizes (`UIGestureRecognizer.cancelsTouchesInView`: "touches are
/// cancelled in the view when the gesture is recognized"), so a tap shorter than the delay never reaches the
/// collection view, as it never reaches a table (IQKeyboardManager #338, #1041). A finger
/// that moves fails a tap (`UITapGestureRecognizer`: a tap is a discrete gesture; it fails when the finger moves
/// away) and becomes the scroll view's pan. A control's touches are its own: a tap on a button in a cell fires the
/// button, and the collection view, which never receives the touch, selects nothing.
@MainActor
@Suite struct KeyboardDismissalCollectionTests {
  let screen = KeyboardGridScreen()

  init() {
    screen.controller.view.tw.dismissesKeyboardOnTap = true
  }

  @Test func aQuickTapOnACellSelectsTheItemAndEndsEditing() {
    screen.startEditing()
    #expect(screen.searchField.isFirstResponder)
    screen.tap(item: 4, holding: 0.1)  // shorter than the scroll view's 0.15 s delay
    #expect(screen.controller.selectedItems == [4])
    #expect(screen.grid.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(!screen.searchField.isFirstResponder)
  }

  @Test func aShortPressOnACellSelectsTheItemAndEndsEditing() {
    screen.startEditing()
    screen.tap(item: 7, holding: 0.5)  // past the delay, within a tap's 0.75 s
    #expect(screen.controller.selectedItems == [7])
    #expect(!screen.searchField.isFirstResponder)
  }

  @Test func aDragOnTheGridScrollsWithoutEndingEditingOrSelecting() {
    screen.startEditing()
    let start = screen.itemCenter(10)
    screen.driver.drag(along: [start, CGPoint(x: start.x, y: start.y - 60), CGPoint(x: start.x, y: start.y - 120)])
    screen.driver.advance(by: 1)
    #expect(screen.grid.contentOffset.y > 0)
    #expect(screen.searchField.isFirstResponder)
    #expect(screen.controller.selectedItems.isEmpty)
  }

  @Test func aTapOnAButtonInACellFiresTheButtonSelectsNothingAndKeepsEditing() throws {
    screen.startEditing()
    let cell = try #require(screen.cell(2))
    screen.driver.tap(cell.favorite)
    screen.driver.advance(by: 1)
    #expect(screen.controller.favorites == [2])
    #expect(screen.controller.selectedItems.isEmpty)
    #expect(screen.searchField.isFirstResponder)
  }

  @Test func aQuickTapOnAButtonInACellFiresTheButton() throws {
    screen.startEditing()
    let cell = try #require(screen.cell(5))
    let touch = screen.driver.touchDown(at: cell.favorite.convert(CGPoint(x: 22, y: 22), to: nil))
    screen.driver.advance(by: 0.05)  // lifted before the scroll view's delay: the delayed touches go at once
    screen.driver.lift(touch)
    screen.driver.advance(by: 1)
    #expect(screen.controller.favorites == [5])
    #expect(screen.controller.selectedItems.isEmpty)
  }

  @Test func aTapOnACellOfAPushedGridEndsEditingThere() {
    let pushed = KeyboardGridController()
    // Unanimated: a transition's timer is the run loop's, and only a driver's calls keep it for this test.
    screen.navigation.pushViewController(pushed, animated: false)
    pushed.view.tw.dismissesKeyboardOnTap = true
    pushed.view.layoutIfNeeded()
    screen.driver.tap(pushed.searchField)
    screen.driver.advance(by: 1)
    #expect(pushed.searchField.isFirstResponder)
    let frame = pushed.grid.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero
    screen.driver.press(at: pushed.grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil), holding: 0.1)
    #expect(pushed.selectedItems == [1])
    #expect(!pushed.searchField.isFirstResponder)
    #expect(screen.controller.selectedItems.isEmpty)
  }
}

/// The seed's bug on a grid, for contrast: a plain dismiss recognizer (UIKit's defaults) eats a quick tap on a cell,
/// so `didSelectItemAt` never comes; Tapwise's keeps it.
@MainActor
@Suite struct PlainDismissRecognizerOnAGridTests {
  @Test func aPlainTapRecognizerEatsAQuickTapOnACollectionCell() {
    let screen = KeyboardGridScreen()
    let dismiss = UITapGestureRecognizer()
    screen.controller.view.addGestureRecognizer(dismiss)
    screen.startEditing()
    screen.tap(item: 4, holding: 0.1)
    #expect(screen.controller.selectedItems.isEmpty)
    screen.controller.view.removeGestureRecognizer(dismiss)
    screen.controller.view.tw.dismissesKeyboardOnTap = true
    screen.tap(item: 4, holding: 0.1)
    #expect(screen.controller.selectedItems == [4])
  }
}
