import Foundation
import Testing

@testable import HeadlessUIKit

/// What a table view does for an optional method its delegate or data source says it doesn't implement: UIKit's
/// answer for a missing method, never the method's own (a `DecliningDelegate` implements each with an answer no
/// default gives, and says it implements none). Each default is from Apple's documentation of the method or property.
@MainActor
@Suite struct TableDefaultsTests {
  /// Implements the height and selection methods with odd answers, counts the row heights it is asked, and says it
  /// implements only what ``implemented`` names.
  final class DecliningDelegate: NSObject, UITableViewDelegate, HeadlessSelectorResponder {
    var implemented: Set<String> = []
    private(set) var rowHeightQueries = 0

    func responds(toSelector selector: Selector) -> Bool { implemented.contains(NSStringFromSelector(selector)) }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      rowHeightQueries += 1
      return 99
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 99 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 99 }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { nil }
  }

  let window = makeVisibleWindow()
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  let source = MinimalSource()
  let delegate = DecliningDelegate()

  init() {
    source.rowCount = 40
    table.register(LoggingCell.self, forCellReuseIdentifier: LoggingCell.identifier)
    table.dataSource = source
    window.addSubview(table)
  }

  /// Apple, `rowHeight`: "The table view ignores the value of this property if its delegate implements the
  /// `tableView(_:heightForRowAt:)` method", and uses it otherwise.
  @Test func withoutHeightForRowAtEveryRowIsRowHeight() {
    table.rowHeight = 30
    table.delegate = delegate
    #expect(table.rectForRow(at: IndexPath(row: 39, section: 0)).height == 30)
    #expect(delegate.rowHeightQueries == 0)
  }

  /// Apple, `tableView(_:estimatedHeightForRowAt:)`: without estimates, a table works out every row's height when it
  /// loads ("it might be expensive to calculate all their heights and so lead to a longer load time"). HeadlessUIKit
  /// has no estimation, so a delegate implementing `heightForRowAt` is asked for each row on each load, in view or
  /// not.
  @Test func aDelegateThatImplementsHeightForRowAtIsAskedEveryRowsHeightOnEachLoad() {
    delegate.implemented = ["tableView:heightForRowAtIndexPath:"]
    table.delegate = delegate
    table.layoutIfNeeded()
    #expect(delegate.rowHeightQueries == 40, "40 rows, of which 11 are in view")
    table.reloadData()
    table.layoutIfNeeded()
    #expect(delegate.rowHeightQueries == 80)
  }

  /// Apple, `sectionHeaderHeight`: the height of section headers, used when the delegate doesn't implement
  /// `tableView(_:heightForHeaderInSection:)`.
  @Test func withoutHeightForHeaderInSectionEveryHeaderIsSectionHeaderHeight() {
    table.sectionHeaderHeight = 30
    table.delegate = delegate
    #expect(table.rectForHeader(inSection: 0).height == 30)
  }

  /// Apple, `sectionFooterHeight`: the height of section footers, used when the delegate doesn't implement
  /// `tableView(_:heightForFooterInSection:)`.
  @Test func withoutHeightForFooterInSectionEveryFooterIsSectionFooterHeight() {
    table.sectionFooterHeight = 12
    table.delegate = delegate
    #expect(table.rectForFooter(inSection: 0).height == 12)
  }

  /// Apple, `tableView(_:shouldHighlightRowAt:)`: "If you don't implement this method, the default return value is
  /// true"; `tableView(_:willSelectRowAt:)` and `tableView(_:willDeselectRowAt:)`: without them, the tapped row is
  /// selected and the old one deselected.
  @Test func withoutTheSelectionMethodsATapSelectsTheRowAndDeselectsTheOldOne() {
    table.delegate = delegate
    table.layoutIfNeeded()
    let driver = TouchDriver(window: window)
    for row in [2, 0] {
      let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
      driver.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
      driver.advance(by: 1)
    }
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
  }
}
