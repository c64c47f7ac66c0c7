import Foundation
import Testing

@testable import HeadlessUIKit

/// Selecting and deselecting rows from code: no delegate calls.
@MainActor
@Suite struct TableSelectionTests {
  private let row: CGFloat = 44
  private let screen: CGFloat = 480
  private let second = IndexPath(row: 1, section: 0)
  private let third = IndexPath(row: 2, section: 0)

  @Test func selectRowSelectsWithoutDelegateCalls() {
    let scene = TableScene(rows: [5])
    scene.table.selectRow(at: second, animated: false, scrollPosition: .none)
    #expect(scene.table.indexPathForSelectedRow == second)
    #expect(scene.cell(row: 1)?.isSelected == true)
    #expect(scene.log.selection.isEmpty)
  }

  @Test func selectRowReplacesTheSelectionUnlessMultipleSelectionIsAllowed() {
    let scene = TableScene(rows: [5])
    scene.table.selectRow(at: second, animated: false, scrollPosition: .none)
    scene.table.selectRow(at: third, animated: false, scrollPosition: .none)
    #expect(scene.table.indexPathsForSelectedRows == [third])
    #expect(scene.cell(row: 1)?.isSelected == false)
    scene.table.allowsMultipleSelection = true
    scene.table.selectRow(at: second, animated: false, scrollPosition: .none)
    #expect(scene.table.indexPathsForSelectedRows == [second, third])
    #expect(scene.table.indexPathForSelectedRow == second)
  }

  @Test func selectingNilClearsTheSelection() {
    let scene = TableScene(rows: [5])
    scene.table.selectRow(at: second, animated: false, scrollPosition: .none)
    scene.table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(scene.table.indexPathsForSelectedRows == nil)
    #expect(scene.cell(row: 1)?.isSelected == false)
  }

  @Test func deselectRowDeselectsWithoutDelegateCalls() {
    let scene = TableScene(rows: [5])
    scene.table.selectRow(at: second, animated: false, scrollPosition: .none)
    scene.table.deselectRow(at: second, animated: true)
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.cell(row: 1)?.isSelected == false)
    #expect(scene.log.selection.isEmpty)
  }

  @Test func selectionScrollsToTheRequestedPosition() {
    let scene = TableScene(rows: [100])
    scene.table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .top)
    #expect(scene.table.contentOffset.y == 30 * row)
    scene.table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .bottom)
    #expect(scene.table.contentOffset.y == 31 * row - screen)
    scene.table.selectRow(at: IndexPath(row: 99, section: 0), animated: false, scrollPosition: .none)
    #expect(scene.table.contentOffset.y == 31 * row - screen)
    scene.table.selectRow(at: IndexPath(row: 99, section: 0), animated: false, scrollPosition: .top)
    #expect(scene.table.contentOffset.y == 100 * row - screen)
  }

  @Test func scrollToRowWithNoPositionScrollsTheLeast() {
    let scene = TableScene(rows: [100])
    scene.table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
    #expect(scene.table.contentOffset.y == 21 * row - screen)
    scene.table.scrollToRow(at: IndexPath(row: 15, section: 0), at: .none, animated: false)
    #expect(scene.table.contentOffset.y == 21 * row - screen)
    scene.table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
    #expect(scene.table.contentOffset.y == 2 * row)
  }

  @Test func selectedRowScrolledBackIntoViewShowsAsSelected() {
    let scene = TableScene(rows: [100])
    scene.table.selectRow(at: second, animated: false, scrollPosition: .none)
    scene.table.contentOffset = CGPoint(x: 0, y: 2000)
    scene.table.layoutIfNeeded()
    #expect(scene.table.visibleCells.allSatisfy { !$0.isSelected })
    scene.table.contentOffset = .zero
    scene.table.layoutIfNeeded()
    #expect(scene.cell(row: 1)?.isSelected == true)
    #expect(scene.table.visibleCells.filter(\.isSelected).count == 1)
  }
}
