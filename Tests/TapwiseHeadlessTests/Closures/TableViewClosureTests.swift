import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// Data source and delegate closures on table views, with and without an existing data source and delegate, driven
/// by layout and taps on rows.
@MainActor
@Suite struct TableViewClosureTests {
  let stage = ClosureStage()

  /// Registers closures that serve `count` rows of "row" cells named by their row.
  private func serve(_ count: Int, in table: UITableView) {
    table.tw.numberOfRows { _, _ in count }
    table.tw.cellForRow { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.accessibilityIdentifier = "row \(indexPath.row)"
      return cell
    }
  }

  @Test func dataSourceClosuresFillTheTable() {
    let table = stage.table()
    serve(4, in: table)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.visibleCells.map(\.accessibilityIdentifier) == ["row 0", "row 1", "row 2", "row 3"])
  }

  @Test func withNoNumberOfSectionsClosureThereIsOneSection() {
    let table = stage.table()
    serve(2, in: table)
    #expect(table.numberOfSections == 1)
  }

  @Test func sectionsAndHeaderTitlesComeFromTheirClosures() {
    let table = stage.table()
    var askedSections: [Int] = []
    table.tw.numberOfSections { _ in 3 }
    table.tw.numberOfRows { _, section in
      askedSections.append(section)
      return section + 1
    }
    table.tw.cellForRow { table, indexPath in table.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
    table.tw.titleForHeader { _, section in section == 1 ? "Second" : nil }
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map(table.numberOfRows(inSection:)) == [1, 2, 3])
    #expect(askedSections == [0, 1, 2])
    let dataSource = table.dataSource
    #expect(dataSource?.tableView(table, titleForHeaderInSection: 1) == "Second")
    #expect(dataSource?.tableView(table, titleForHeaderInSection: 0) == nil)
  }

  @Test func withNoTitleForHeaderClosureNoSectionHasATitle() {
    let table = stage.table()
    serve(1, in: table)
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == nil)
  }

  @Test func theNewestValueClosureAnswersAndRemovingItBringsBackTheOneBefore() {
    let table = stage.table()
    serve(2, in: table)
    let newest = table.tw.numberOfRows { _, _ in 5 }
    #expect(table.numberOfRows(inSection: 0) == 5)
    newest.remove()
    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test func withNoHeightForRowClosureTheTablesRowHeightIsUsed() {
    // The seed forced UITableView.automaticDimension on every row as soon as it had a delegate.
    let table = stage.table()
    table.rowHeight = 70
    serve(3, in: table)
    table.tw.didSelectRow { _, _ in }
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 70, width: 400, height: 70))
  }

  @Test func heightForRowClosureGivesEachRowItsHeight() {
    let table = stage.table()
    serve(3, in: table)
    table.tw.heightForRow { _, indexPath in indexPath.row == 0 ? 100 : 50 }
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 100)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 150, width: 400, height: 50))
  }

  @Test func tappingARowCallsEveryDidSelectRowClosureInRegistrationOrder() {
    let table = stage.table()
    serve(5, in: table)
    var log: [String] = []
    table.tw.didSelectRow { _, indexPath in log.append("first \(indexPath.row)") }
    table.tw.didSelectRow { table, indexPath in
      log.append("second \(indexPath.row), selected \(table.indexPathForSelectedRow?.row ?? -1)")
    }
    stage.tap(row: 3, in: table)
    #expect(log == ["first 3", "second 3, selected 3"])
  }

  @Test func withNoWillSelectRowClosureTheTappedRowIsSelected() {
    let table = stage.table()
    serve(3, in: table)
    table.tw.didSelectRow { _, _ in }
    stage.tap(row: 2, in: table)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func willSelectRowRedirectsOrRefusesTheSelection() {
    let table = stage.table()
    serve(4, in: table)
    var selected: [Int] = []
    table.tw.didSelectRow { _, indexPath in selected.append(indexPath.row) }
    table.tw.willSelectRow { _, indexPath in indexPath.row == 3 ? nil : IndexPath(row: 0, section: 0) }
    stage.tap(row: 3, in: table)
    #expect(table.indexPathForSelectedRow == nil)
    stage.tap(row: 2, in: table)
    #expect(selected == [0])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func tappingAnotherRowCallsDidDeselectRowForTheOldOne() {
    let table = stage.table()
    serve(4, in: table)
    var log: [String] = []
    table.tw.didSelectRow { _, indexPath in log.append("select \(indexPath.row)") }
    table.tw.didDeselectRow { _, indexPath in log.append("deselect \(indexPath.row)") }
    stage.tap(row: 1, in: table)
    stage.tap(row: 3, in: table)
    #expect(log == ["select 1", "deselect 1", "select 3"])
  }

  @Test func anExistingDataSourceAndDelegateReceiveEveryCallAfterTheClosures() {
    let existing = LoggingTableDelegate()
    let table = stage.table(ownedBy: existing)
    var log: [String] = []
    table.tw.didSelectRow { _, indexPath in existing.log.append("closure didSelect \(indexPath.row)") }
    table.tw.didDeselectRow { _, indexPath in log.append("closure didDeselect \(indexPath.row)") }
    table.tw.titleForHeader { _, _ in "Closure's title" }
    table.layoutIfNeeded()
    // No closure for rows, cells or heights: the existing data source and delegate answer them.
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    #expect(
      table.visibleCells.map(\.accessibilityIdentifier) == ["delegate's row 0", "delegate's row 1", "delegate's row 2"])
    #expect(table.rectForHeader(inSection: 0).height == 30)  // a method with no closure at all
    #expect(existing.log.contains("delegate willDisplay 2"))
    existing.log.removeAll()
    stage.tap(row: 1, in: table)
    #expect(
      existing.log == [
        "delegate shouldHighlight 1", "delegate willSelect 1", "closure didSelect 1", "delegate didSelect 1",
      ])
    table.contentOffset = CGPoint(x: 0, y: 1)
    #expect(existing.log.last == "delegate didScroll")
    #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "Closure's title")
  }

  @Test func aValueClosureAnswersInsteadOfTheExistingDataSourceAndDelegate() {
    let existing = LoggingTableDelegate()
    let table = stage.table(ownedBy: existing)
    serve(2, in: table)
    table.tw.heightForRow { _, _ in 80 }
    table.tw.willSelectRow { _, _ in nil }
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 80)
    stage.tap(row: 1, in: table)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(!existing.log.contains { $0.contains("numberOfRows") || $0.contains("cellForRow") })
    #expect(!existing.log.contains { $0.contains("heightForRow") || $0.contains("willSelect") })
  }

  @Test func anExistingDelegatesWillSelectGetsTheClosuresAnswerAndItsVetoStands() {
    let table = stage.table()
    let vetoing = VetoingTableDelegate()
    table.delegate = vetoing
    serve(3, in: table)
    var asked: [Int] = []
    table.tw.willSelectRow { _, indexPath in
      asked.append(indexPath.row)
      return IndexPath(row: 2, section: 0)
    }
    table.layoutIfNeeded()
    stage.tap(row: 0, in: table)
    #expect(asked == [0])
    #expect(vetoing.asked == [2])  // the closure's redirect, which the delegate then refuses
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func closuresKeepWorkingAfterTheExistingDelegateDeallocates() {
    let table = stage.table()
    var existing: LoggingTableDelegate? = LoggingTableDelegate()
    weak let gone = existing
    table.dataSource = existing
    table.delegate = existing
    var selected: [Int] = []
    table.tw.didSelectRow { _, indexPath in selected.append(indexPath.row) }
    serve(3, in: table)
    existing = nil
    #expect(gone == nil)
    table.layoutIfNeeded()
    stage.tap(row: 1, in: table)
    table.contentOffset = CGPoint(x: 0, y: 1)
    #expect(selected == [1])
  }

  @Test func settingTheDelegateAfterTheClosuresSilencesThemUntilTheNextRegistration() {
    let table = stage.table()
    serve(3, in: table)
    var log: [String] = []
    table.tw.didSelectRow { _, indexPath in log.append("closure \(indexPath.row)") }
    let replacement = LoggingTableDelegate()
    table.delegate = replacement
    stage.tap(row: 0, in: table)
    #expect(log.isEmpty)
    #expect(replacement.log.contains("delegate didSelect 0"))
    table.tw.didDeselectRow { _, _ in }
    replacement.log.removeAll()
    stage.tap(row: 2, in: table)
    #expect(log == ["closure 2"])
    #expect(replacement.log.contains("delegate didSelect 2"))
  }

  @Test func removingAClosureDuringDispatchTakesEffectAtOnce() {
    let table = stage.table()
    serve(3, in: table)
    var log: [String] = []
    var second: HandlerRegistration?
    var first: HandlerRegistration?
    first = table.tw.didSelectRow { _, _ in
      log.append("first")
      second?.remove()
      first?.remove()
    }
    second = table.tw.didSelectRow { _, _ in log.append("second") }
    table.tw.didSelectRow { _, _ in log.append("third") }
    stage.tap(row: 0, in: table)
    stage.tap(row: 1, in: table)
    #expect(log == ["first", "third", "third"])
    #expect(first?.isRegistered == false)
  }

  @Test func closuresReceiveTheTableTypedAsItself() {
    final class CityTable: UITableView {
      var name = "cities"
    }
    let table = CityTable(frame: .zero, style: .plain)
    stage.table(table)
    var names: [String] = []
    table.tw.numberOfRows { table, _ in
      names.append(table.name)
      return 1
    }
    table.tw.cellForRow { table, indexPath in table.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
    table.tw.didSelectRow { table, _ in names.append(table.name) }
    stage.tap(row: 0, in: table)
    #expect(names.first == "cities")
    #expect(names.last == "cities")
  }
}

/// A delegate that refuses every selection and records the rows it was asked about.
@MainActor
final class VetoingTableDelegate: NSObject, UITableViewDelegate {
  private(set) var asked: [Int] = []

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    asked.append(indexPath.row)
    return nil
  }
}
