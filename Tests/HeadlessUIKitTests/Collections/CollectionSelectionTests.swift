import Foundation
import Testing

@testable import HeadlessUIKit

/// Selecting items, from code and by touch.
///
/// Sources: Apple's Collection View Programming Guide for iOS, "Managing the Visual State for Selections and
/// Highlights" (developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/CollectionViewPGforIOS/
/// CreatingCellsandViews/CreatingCellsandViews.html): touch down asks shouldHighlight, then didHighlight; touch up
/// asks shouldSelect, then didUnhighlight, then didSelect. Apple's `UICollectionViewDelegate` reference
/// (collectionView(_:shouldHighlightItemAt:): on false "the system bypasses the entire selection process"; the did
/// methods are called "only in response to user interactions"), and `UICollectionView`'s (selectItem,
/// deselectItem: "If the allowsSelection property is false, calling this method has no effect"; "doesn't cause any
/// selection-related delegate methods to be called"; indexPathsForSelectedItems: "If there are no selected items,
/// the value of this property is nil"; allowsMultipleSelection). The content-touch delay is the scroll view's
/// (UIScrollView.delaysContentTouches; 0.15 s, the seed's device log measured 151 ms).
@MainActor
@Suite struct CollectionSelectionTests {
  @Test func quickTapHighlightsThenSelectsInTheGuidesOrder() {
    let scene = CollectionScene(items: [6])
    scene.driver.tap(at: scene.point(item: 4))
    #expect(
      scene.log.selection == [
        "shouldHighlight 0.4", "didHighlight 0.4", "shouldSelect 0.4", "didUnhighlight 0.4", "didSelect 0.4",
      ])
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(scene.cell(item: 4)?.isSelected == true)
    #expect(scene.cell(item: 4)?.isHighlighted == false)
  }

  @Test func theHighlightWaitsForTheScrollViewsContentTouchDelay() {
    let scene = CollectionScene(items: [6])
    let touch = scene.driver.touchDown(at: scene.point(item: 1))
    #expect(scene.log.selection.isEmpty)
    #expect(scene.cell(item: 1)?.isHighlighted == false)
    scene.driver.advance(by: 0.15)
    #expect(scene.cell(item: 1)?.isHighlighted == true)
    #expect(scene.log.selection == ["shouldHighlight 0.1", "didHighlight 0.1"])
    scene.driver.lift(touch)
    #expect(scene.log.selection.last == "didSelect 0.1")
  }

  @Test func noItemIsSelectedWhenNoneIsTheSelectionIsNil() {
    let scene = CollectionScene(items: [6])
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func shouldHighlightFalseBypassesTheWholeSelectionProcess() {
    let scene = CollectionScene(items: [6]) { _, _, log in log.shouldHighlight = false }
    scene.driver.tap(at: scene.point(item: 2))
    #expect(scene.log.selection == ["shouldHighlight 0.2"])
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func shouldSelectFalseRemovesTheHighlightAndSelectsNothing() {
    let scene = CollectionScene(items: [6]) { _, _, log in log.shouldSelect = false }
    scene.driver.tap(at: scene.point(item: 2))
    #expect(
      scene.log.selection == ["shouldHighlight 0.2", "didHighlight 0.2", "shouldSelect 0.2", "didUnhighlight 0.2"])
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
    #expect(scene.cell(item: 2)?.isHighlighted == false)
  }

  /// Apple is silent on where the old item's didDeselect falls, and on shouldDeselect for it: we deselect it after
  /// the new item's highlight goes and before didSelect, without asking (shouldDeselect is for a user's deselecting
  /// tap).
  @Test func withSingleSelectionATapOnAnotherItemDeselectsTheOldOne() {
    let scene = CollectionScene(items: [6])
    scene.driver.tap(at: scene.point(item: 0))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(item: 3))
    #expect(
      Array(scene.log.selection.suffix(5)) == [
        "didHighlight 0.3", "shouldSelect 0.3", "didUnhighlight 0.3", "didDeselect 0.0", "didSelect 0.3",
      ])
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(scene.cell(item: 0)?.isSelected == false)
  }

  /// Apple is silent on a tap on the selected item with single selection; it is selected again (didSelect again,
  /// no deselection), as UIKit does.
  @Test func withSingleSelectionTappingTheSelectedItemSelectsItAgain() {
    let scene = CollectionScene(items: [6])
    scene.driver.tap(at: scene.point(item: 0))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(item: 0))
    #expect(scene.log.selection.filter { $0.hasPrefix("didSelect") } == ["didSelect 0.0", "didSelect 0.0"])
    #expect(!scene.log.selection.contains { $0.contains("eselect") })
  }

  /// Apple (allowsMultipleSelection): a tap adds the item to the selection; tapping a selected item removes it,
  /// asking shouldDeselect.
  @Test func withMultipleSelectionATapTogglesTheItem() {
    let scene = CollectionScene(items: [6]) { view, _, _ in view.allowsMultipleSelection = true }
    scene.driver.tap(at: scene.point(item: 1))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(item: 3))
    #expect(
      scene.collectionView.indexPathsForSelectedItems == [
        IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0),
      ])
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(item: 1))
    #expect(
      Array(scene.log.selection.suffix(4)) == [
        "didHighlight 0.1", "shouldDeselect 0.1", "didUnhighlight 0.1", "didDeselect 0.1",
      ])
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test func shouldDeselectFalseKeepsTheItemSelected() {
    let scene = CollectionScene(items: [6]) { view, _, log in
      view.allowsMultipleSelection = true
      log.shouldDeselect = false
    }
    scene.driver.tap(at: scene.point(item: 1))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(item: 1))
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(!scene.log.selection.contains("didDeselect 0.1"))
  }

  @Test func tapsSelectNothingWhenSelectionIsNotAllowed() {
    let scene = CollectionScene(items: [6]) { view, _, _ in view.allowsSelection = false }
    scene.driver.tap(at: scene.point(item: 1))
    #expect(scene.log.selection.isEmpty)
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func selectingFromCodeCallsNoDelegateMethod() {
    let scene = CollectionScene(items: [6])
    scene.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: true, scrollPosition: [])
    scene.collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    #expect(scene.cell(item: 5)?.isSelected == true)
    #expect(scene.cell(item: 2)?.isSelected == false)
    scene.collectionView.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
    #expect(scene.log.selection.isEmpty)
  }

  @Test func selectingFromCodeDoesNothingWhenSelectionIsNotAllowed() {
    let scene = CollectionScene(items: [6])
    scene.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    scene.collectionView.allowsSelection = false
    scene.collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
    scene.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func selectingFromCodeWithNilClearsTheSelection() {
    let scene = CollectionScene(items: [6]) { view, _, _ in view.allowsMultipleSelection = true }
    scene.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    scene.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    scene.collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
  }

  /// Apple (UICollectionView.ScrollPosition): `.top` puts the item at the top of the visible area, within the
  /// content; a selection keeps its cell selected as it comes into view.
  @Test func selectingWithAScrollPositionScrollsTheItemThere() {
    let scene = CollectionScene(items: [60])
    scene.collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 1100))
    scene.collectionView.layoutIfNeeded()
    #expect(scene.cell(item: 30)?.isSelected == true)
    scene.collectionView.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
    #expect(scene.collectionView.contentOffset == CGPoint(x: 0, y: 2190 - 480))
  }

  @Test func aDragCancelsTheHighlightAndSelectsNothing() {
    let scene = CollectionScene(items: [60])
    let touch = scene.driver.touchDown(at: scene.point(item: 4))
    scene.driver.advance(by: 0.2)
    #expect(scene.cell(item: 4)?.isHighlighted == true)
    scene.driver.move(touch, to: CGPoint(x: 160, y: 120))
    scene.driver.move(touch, to: CGPoint(x: 160, y: 60))
    scene.driver.lift(touch)
    #expect(scene.log.selection == ["shouldHighlight 0.4", "didHighlight 0.4", "didUnhighlight 0.4"])
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
    #expect(scene.collectionView.contentOffset.y > 0)
  }

  @Test func aQuickDragNeverHighlights() {
    let scene = CollectionScene(items: [60])
    scene.driver.drag(along: [scene.point(item: 4), CGPoint(x: 160, y: 120), CGPoint(x: 160, y: 60)])
    #expect(scene.log.selection.isEmpty)
    #expect(scene.collectionView.contentOffset.y > 0)
  }

  @Test func liftAwayFromTheHighlightedItemSelectsNothing() {
    let scene = CollectionScene(items: [6]) { view, _, _ in view.isScrollEnabled = false }
    let touch = scene.driver.touchDown(at: scene.point(item: 0))
    scene.driver.move(touch, to: scene.point(item: 4))
    scene.driver.lift(touch)
    #expect(scene.log.selection == ["shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0"])
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func aButtonInACellTakesTheTapAndTheItemIsNotSelected() {
    let scene = CollectionScene(items: [6])
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    scene.cell(item: 1)?.contentView.addSubview(button)
    scene.driver.tap(at: scene.point(item: 1))
    #expect(taps == 1)
    #expect(scene.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func aDelegateThatImplementsNothingLetsTheTappedItemBeSelected() {
    let scene = CollectionScene(items: [6])
    let silent = SilentCollectionDelegate()
    scene.collectionView.delegate = silent
    scene.driver.tap(at: scene.point(item: 2))
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  /// HeadlessUIKit's rule for every delegate (RespondsToCacheTests): the answers to `responds(to:)` are cached when
  /// the delegate is set, as UIKit's delegate flags are; a method the delegate says it lacks is not called.
  @Test func aMethodTheDelegateSaysItLacksIsNotCalled() {
    let scene = CollectionScene(items: [6])
    let picky = DeclinesShouldSelect()
    scene.collectionView.delegate = picky
    scene.driver.tap(at: scene.point(item: 2))
    #expect(picky.calls == ["didSelect 2"])
    #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }
}

/// A delegate that implements nothing, so every answer is the default.
@MainActor
final class SilentCollectionDelegate: NSObject, UICollectionViewDelegate {}

/// A delegate whose shouldSelect says no, but which says it doesn't implement it.
@MainActor
final class DeclinesShouldSelect: NSObject, UICollectionViewDelegate, HeadlessSelectorResponder {
  private(set) var calls: [String] = []

  func responds(toSelector selector: Selector) -> Bool {
    selector != NSSelectorFromString("collectionView:shouldSelectItemAtIndexPath:")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldSelect \(indexPath.item)")
    return false
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }
}
