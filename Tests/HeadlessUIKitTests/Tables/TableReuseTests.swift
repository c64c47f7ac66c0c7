import Foundation
import Testing

@testable import HeadlessUIKit

/// Registering, dequeuing and reusing cells; reloading.
@MainActor
@Suite struct TableReuseTests {
  @Test func registeredClassIsMadeWithItsOwnInitializer() {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(LoggingCell.self, forCellReuseIdentifier: "a")
    let cell = table.dequeueReusableCell(withIdentifier: "a", for: IndexPath(row: 0, section: 0))
    #expect((cell as? LoggingCell)?.madeBySubclassInit == true)
    #expect(cell.reuseIdentifier == "a")
  }

  @Test func dequeueWithoutARegistrationOrAWaitingCellIsNil() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    table.register(LoggingCell.self, forCellReuseIdentifier: "nothing")
    table.register(nil as AnyClass?, forCellReuseIdentifier: "nothing")
    #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
  }

  @Test func rowsScrolledOffLendTheirCellsToRowsScrolledOn() {
    let scene = TableScene(rows: [100])
    let first = scene.table.visibleCells
    scene.table.contentOffset = CGPoint(x: 0, y: 44 * 5)
    scene.table.layoutIfNeeded()
    let reused = scene.table.visibleCells.compactMap { $0 as? LoggingCell }.filter { $0.reuseCount == 1 }
    #expect(reused.count == 5)
    #expect(reused.allSatisfy { cell in first.contains { $0 === cell } })
    #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 0))
  }

  @Test func dragScrollsTheTableAndItsCells() {
    let scene = TableScene(rows: [100])
    scene.driver.drag(along: [CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 380), CGPoint(x: 160, y: 160)])
    #expect(scene.table.contentOffset == CGPoint(x: 0, y: 220))
    #expect(scene.table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 0))
    #expect(scene.cell(row: 0) == nil)
  }

  @Test func cellWithoutReuseIdentifierIsNotReused() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44), style: .plain)
    let source = OneOffCells()
    table.dataSource = source
    table.layoutIfNeeded()
    table.contentOffset = CGPoint(x: 0, y: 44)
    table.layoutIfNeeded()
    #expect(table.dequeueReusableCell(withIdentifier: "") == nil)
    #expect(source.made == 2)
  }

  @Test func reloadDataAsksAgainAndReusesTheVisibleCells() {
    let scene = TableScene(rows: [3])
    let before = scene.table.visibleCells
    scene.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    scene.log.rows = [4]
    scene.table.reloadData()
    #expect(scene.table.indexPathForSelectedRow == nil)
    #expect(scene.table.numberOfRows(inSection: 0) == 4)
    scene.table.layoutIfNeeded()
    let after = scene.table.visibleCells
    #expect(after.count == 4)
    #expect(before.allSatisfy { cell in after.contains { $0 === cell } })
    #expect(before.allSatisfy { ($0 as? LoggingCell)?.reuseCount == 1 })
    #expect(before.allSatisfy { !$0.isSelected })
  }

  /// Makes a new cell without a reuse identifier for every row.
  @MainActor
  final class OneOffCells: NSObject, UITableViewDataSource {
    private(set) var made = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      made += 1
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }
}
