import Foundation
import Testing

@testable import HeadlessUIKit

/// Selecting rows by touch: highlight on the (held) touch-down, select on the lift, nothing when cancelled.
@MainActor
@Suite struct TableTouchSelectionTests {
  @Test func quickTapHighlightsThenSelectsInUIKitsOrder() {
    let scene = TableScene(rows: [5])
    scene.driver.tap(at: scene.point(row: 2))
    #expect(scene.log.selection == ["didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2"])
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(scene.cell(row: 2)?.isSelected == true)
    #expect(scene.cell(row: 2)?.isHighlighted == false)
  }

  @Test func holdThenLiftSelectsTheRow() {
    let scene = TableScene(rows: [5])
    let touch = scene.driver.touchDown(at: scene.point(row: 1))
    #expect(scene.log.selection.isEmpty)
    scene.driver.advance(by: 0.5)
    scene.driver.lift(touch)
    #expect(scene.log.selection == ["didHighlight 0.1", "willSelect 0.1", "didUnhighlight 0.1", "didSelect 0.1"])
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func rowIsHighlightedOnceTheHeldTouchReachesTheTable() {
    let scene = TableScene(rows: [5])
    let touch = scene.driver.touchDown(at: scene.point(row: 1))
    #expect(scene.cell(row: 1)?.isHighlighted == false)
    scene.driver.advance(by: 0.2)
    scene.driver.move(touch, to: scene.point(row: 1))
    #expect(scene.cell(row: 1)?.isHighlighted == true)
    #expect(scene.log.selection == ["didHighlight 0.1"])
    scene.driver.cancel(touch)  // a finger left down holds its window, through the table and its recognizers
  }

  @Test func tappingAnotherRowDeselectsTheOldOneBeforeSelecting() {
    let scene = TableScene(rows: [5])
    scene.driver.tap(at: scene.point(row: 0))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 3))
    #expect(
      scene.log.selection.suffix(6) == [
        "didHighlight 0.3", "willSelect 0.3", "didUnhighlight 0.3", "willDeselect 0.0", "didDeselect 0.0",
        "didSelect 0.3",
      ])
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    #expect(scene.cell(row: 0)?.isSelected == false)
  }

  @Test func tappingTheSelectedRowSelectsItAgain() {
    let scene = TableScene(rows: [5])
    scene.driver.tap(at: scene.point(row: 0))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 0))
    #expect(scene.log.selection.filter { $0.hasPrefix("didSelect") } == ["didSelect 0.0", "didSelect 0.0"])
    #expect(!scene.log.selection.contains { $0.contains("eselect") })
  }

  @Test func dragCancelsTheHighlightAndSelectsNothing() {
    let scene = TableScene(rows: [50])
    let touch = scene.driver.touchDown(at: scene.point(row: 4))
    scene.driver.advance(by: 0.2)
    scene.driver.move(touch, to: scene.point(row: 4))
    #expect(scene.cell(row: 4)?.isHighlighted == true)
    scene.driver.move(touch, to: CGPoint(x: 160, y: 180))
    scene.driver.move(touch, to: CGPoint(x: 160, y: 100))
    scene.driver.lift(touch)
    #expect(scene.log.selection == ["didHighlight 0.4", "didUnhighlight 0.4"])
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.table.contentOffset == CGPoint(x: 0, y: 80))
  }

  @Test func liftAwayFromTheHighlightedRowSelectsNothing() {
    let scene = TableScene(rows: [5]) { table, _ in table.isScrollEnabled = false }
    let touch = scene.driver.touchDown(at: scene.point(row: 0))
    scene.driver.move(touch, to: scene.point(row: 3))
    scene.driver.lift(touch)
    #expect(scene.log.selection == ["didHighlight 0.0", "didUnhighlight 0.0"])
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test func willSelectChoosesTheRowOrNone() {
    let scene = TableScene(rows: [5]) { _, log in log.willSelect = { _ in nil } }
    scene.driver.tap(at: scene.point(row: 1))
    #expect(scene.log.selection == ["didHighlight 0.1", "willSelect 0.1", "didUnhighlight 0.1"])
    #expect(scene.table.indexPathForSelectedRow == nil)
    scene.log.willSelect = { _ in IndexPath(row: 4, section: 0) }
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 1))
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    #expect(scene.log.selection.last == "didSelect 0.4")
  }

  @Test func willDeselectReturningNilKeepsTheOldRowSelected() {
    let scene = TableScene(rows: [5]) { _, log in log.willDeselect = { _ in nil } }
    scene.driver.tap(at: scene.point(row: 0))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 1))
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(!scene.log.selection.contains("didDeselect 0.0"))
  }

  @Test func rowThatMayNotHighlightIsNotSelected() {
    let scene = TableScene(rows: [5]) { _, log in log.shouldHighlight = false }
    scene.driver.tap(at: scene.point(row: 1))
    #expect(scene.log.selection.isEmpty)
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test func tapsSelectNothingWhenSelectionIsNotAllowed() {
    let scene = TableScene(rows: [5]) { table, _ in table.allowsSelection = false }
    scene.driver.tap(at: scene.point(row: 1))
    #expect(scene.log.selection.isEmpty)
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test func withMultipleSelectionATapTogglesTheRow() {
    let scene = TableScene(rows: [5]) { table, _ in table.allowsMultipleSelection = true }
    scene.driver.tap(at: scene.point(row: 1))
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 3))
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 1))
    #expect(
      scene.log.selection.suffix(4) == [
        "didHighlight 0.1", "willDeselect 0.1", "didUnhighlight 0.1", "didDeselect 0.1",
      ])
    #expect(scene.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  @Test func delegateThatImplementsNothingLetsTheTappedRowBeSelected() {
    let scene = TableScene(rows: [5])
    let silent = SilentDelegate()
    scene.table.delegate = silent
    scene.driver.tap(at: scene.point(row: 2))
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    scene.table.delegate = nil
    scene.driver.advance(by: 1)
    scene.driver.tap(at: scene.point(row: 3))
    #expect(scene.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
  }

  @Test func buttonInACellTakesTheTapAndTheRowIsNotSelected() {
    let scene = TableScene(rows: [5])
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    scene.cell(row: 1)?.contentView.addSubview(button)
    scene.driver.tap(at: scene.point(row: 1))
    #expect(taps == 1)
    #expect(scene.table.indexPathForSelectedRow == nil)
  }

  @Test func tapOnTheTableBelowTheRowsSelectsNothing() {
    let scene = TableScene(rows: [2])
    scene.driver.tap(at: CGPoint(x: 160, y: 400))
    #expect(scene.log.selection.isEmpty)
  }
}
