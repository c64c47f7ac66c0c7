import Foundation
import HeadlessUIKit

/// A data source and delegate of three rows, set before any closure, that logs each call it receives.
@MainActor
final class LoggingTableDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  /// What `heightForRowAt` answers.
  var height: CGFloat = 60

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    log.append("delegate numberOfRows")
    return 3
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    log.append("delegate cellForRow \(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.accessibilityIdentifier = "delegate's row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Delegate's title" }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    log.append("delegate heightForRow \(indexPath.row)")
    return height
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    log.append("delegate willDisplay \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("delegate shouldHighlight \(indexPath.row)")
    return true
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("delegate willSelect \(indexPath.row)")
    return indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("delegate didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("delegate didDeselect \(indexPath.row)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("delegate didScroll") }
}

extension ClosureStage {
  /// A table across the window below y = 100, with plain cells registered as "row".
  @discardableResult
  func table(_ table: UITableView = UITableView(frame: .zero, style: .plain)) -> UITableView {
    place(table, at: CGRect(x: 0, y: 100, width: 400, height: 600))
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    return table
  }

  /// A table (``table(_:)``) whose data source and delegate are both `owner`, as a view controller's often are.
  func table(ownedBy owner: LoggingTableDelegate) -> UITableView {
    let table = table()
    table.dataSource = owner
    table.delegate = owner
    return table
  }

  /// Lays the table out, taps the middle of a row (a quick tap: the table's delayed touches arrive when the finger
  /// lifts) and waits a second, so the next tap is a tap of its own.
  func tap(row: Int, section: Int = 0, in table: UITableView) {
    table.layoutIfNeeded()
    let rect = table.rectForRow(at: IndexPath(row: row, section: section))
    driver.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
    driver.advance(by: 1)
  }
}
