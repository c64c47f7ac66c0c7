import Foundation
import Testing

@testable import HeadlessUIKit

/// Sections, rows and heights from the data source and delegate; the cells of the visible rows, made in layout.
@MainActor
@Suite struct TableDataTests {
  @Test func cellsAreMadeInLayoutNotBefore() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let log = TableLog(rows: [3])
    table.register(LoggingCell.self, forCellReuseIdentifier: LoggingCell.identifier)
    table.dataSource = log
    #expect(table.visibleCells.isEmpty)
    #expect(!log.display.contains { $0.hasPrefix("cellForRow") })
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 3)
  }

  @Test func onlyVisibleRowsGetCells() {
    let scene = TableScene(rows: [20])
    // 480 points of 44-point rows: rows 0 to 10, the last one partly.
    #expect(scene.table.indexPathsForVisibleRows == (0...10).map { IndexPath(row: $0, section: 0) })
    #expect(scene.log.display.filter { $0.hasPrefix("cellForRow") }.count == 11)
  }

  @Test func willDisplayFollowsEachCellForRow() {
    let scene = TableScene(rows: [2])
    #expect(
      scene.log.display.filter { !$0.hasPrefix("number") } == [
        "cellForRow 0.0", "willDisplay 0.0", "cellForRow 0.1", "willDisplay 0.1",
      ])
  }

  @Test func dataSourceWithoutNumberOfSectionsHasOneSection() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = MinimalSource()
    table.dataSource = source
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 5)
  }

  @Test func tableWithoutDataSourceHasNoSections() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    #expect(table.numberOfSections == 0)
    #expect(table.contentSize == CGSize(width: 320, height: 0))
  }

  @Test func automaticRowHeightIs44Points() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = MinimalSource()
    table.dataSource = source
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(UITableView.automaticDimension == -1)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
  }

  @Test func rowHeightIsUsedWithoutHeightForRowAt() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let source = MinimalSource()
    let delegate = SilentDelegate()
    table.dataSource = source
    table.delegate = delegate
    table.rowHeight = 60
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 60))
    #expect(table.contentSize == CGSize(width: 320, height: 300))
  }

  @Test func heightForRowAtWinsOverRowHeight() {
    let scene = TableScene(rows: [3]) { table, log in
      table.rowHeight = 50
      log.heights = [IndexPath(row: 1, section: 0): 100]
    }
    #expect(scene.table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 150)
    #expect(scene.table.contentSize.height == 200)
  }

  @Test func sectionsStackHeaderRowsAndFooter() {
    let scene = TableScene(rows: [2, 3]) { table, _ in
      table.sectionHeaderHeight = 30
      table.sectionFooterHeight = 10
    }
    let table = scene.table
    #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 128))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 128, width: 320, height: 30))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 158, width: 320, height: 44))
    #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 290, width: 320, height: 10))
    #expect(table.contentSize.height == 300)
  }

  @Test func automaticHeaderIsTallOnlyForATitledSection() {
    let scene = TableScene(rows: [1, 1]) { _, log in log.titles = [1: "Fruit"] }
    #expect(scene.table.rectForHeader(inSection: 0).height == 0)
    #expect(scene.table.rectForHeader(inSection: 1).height == 28)
    #expect(scene.table.rectForFooter(inSection: 1).height == 0)
  }

  @Test func indexPathForRowFindsTheRowUnderAPoint() {
    let scene = TableScene(rows: [2, 3]) { table, _ in table.sectionHeaderHeight = 30 }
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 31)) == IndexPath(row: 0, section: 0))
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 74)) == IndexPath(row: 1, section: 0))
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == nil)
    #expect(scene.table.indexPathForRow(at: CGPoint(x: 400, y: 40)) == nil)
  }

  @Test func cellAndIndexPathLookupsCoverVisibleRowsOnly() {
    let scene = TableScene(rows: [20])
    let cell = scene.cell(row: 3)
    #expect(cell != nil)
    #expect(cell.flatMap { scene.table.indexPath(for: $0) } == IndexPath(row: 3, section: 0))
    #expect(scene.cell(row: 15) == nil)
    #expect(scene.table.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)) == nil)
  }

  @Test func cellsSitInTheirRowsRectsInsideTheTable() {
    let scene = TableScene(rows: [3])
    let cell = scene.cell(row: 2)
    #expect(cell?.superview === scene.table)
    #expect(cell?.frame == scene.table.rectForRow(at: IndexPath(row: 2, section: 0)))
    #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  @Test func styleIsSetAtCreation() {
    #expect(UITableView(frame: .zero, style: .grouped).style == .grouped)
    #expect(UITableView(frame: .zero).style == .plain)
    #expect(UITableView.Style.insetGrouped.rawValue == 2)
  }

  @Test func indexPathHasARowInASection() {
    var path = IndexPath(row: 2, section: 1)
    #expect(path.row == 2 && path.section == 1)
    #expect(path == IndexPath(indexes: [1, 2]))
    path.row = 5
    #expect(path == IndexPath(row: 5, section: 1))
  }
}
