import Foundation

@testable import HeadlessUIKit

/// A data source and delegate that serves `rows[section]` rows of ``LoggingCell``s and logs what it is asked.
@MainActor
final class TableLog: NSObject, UITableViewDataSource, UITableViewDelegate {
  /// Rows per section.
  var rows: [Int]
  /// Header titles by section.
  var titles: [Int: String] = [:]
  /// Row heights by row; others get the table's `rowHeight`.
  var heights: [IndexPath: CGFloat] = [:]
  /// What `shouldHighlightRowAt` answers.
  var shouldHighlight = true
  /// What `willSelectRowAt` answers.
  var willSelect: (IndexPath) -> IndexPath? = { $0 }
  /// What `willDeselectRowAt` answers.
  var willDeselect: (IndexPath) -> IndexPath? = { $0 }
  /// Highlight and selection calls, as "didSelect 0.3" (section.row).
  private(set) var selection: [String] = []
  /// Data and display calls, the same way.
  private(set) var display: [String] = []

  init(rows: [Int] = [20]) {
    self.rows = rows
  }

  private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

  func numberOfSections(in tableView: UITableView) -> Int {
    display.append("numberOfSections")
    return rows.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    display.append("numberOfRows \(section)")
    return rows[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    display.append("cellForRow \(name(indexPath))")
    return tableView.dequeueReusableCell(withIdentifier: LoggingCell.identifier, for: indexPath)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights[indexPath] ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    display.append("willDisplay \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { shouldHighlight }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    selection.append("didHighlight \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    selection.append("didUnhighlight \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    selection.append("willSelect \(name(indexPath))")
    return willSelect(indexPath)
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    selection.append("willDeselect \(name(indexPath))")
    return willDeselect(indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selection.append("didSelect \(name(indexPath))")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    selection.append("didDeselect \(name(indexPath))")
  }
}

/// A data source with only the two required methods, so every other answer is the default.
@MainActor
final class MinimalSource: NSObject, UITableViewDataSource {
  var rowCount = 5

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: LoggingCell.identifier, for: indexPath)
  }
}

/// A delegate that implements nothing, so every answer is the default.
@MainActor
final class SilentDelegate: NSObject, UITableViewDelegate {}

/// A cell that counts its reuses and remembers whether its own initializer ran.
@MainActor
final class LoggingCell: UITableViewCell {
  static let identifier = "logging"
  private(set) var reuseCount = 0
  private(set) var madeBySubclassInit = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeBySubclassInit = true
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A 320 × 480 window filled by a plain table view of ``LoggingCell``s, logged by a ``TableLog``, laid out.
@MainActor
struct TableScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let table: UITableView
  let log: TableLog
  let driver: TouchDriver

  init(rows: [Int] = [20], style: UITableView.Style = .plain, configure: (UITableView, TableLog) -> Void = { _, _ in })
  {
    window.makeKeyAndVisible()
    table = UITableView(frame: window.bounds, style: style)
    log = TableLog(rows: rows)
    table.register(LoggingCell.self, forCellReuseIdentifier: LoggingCell.identifier)
    configure(table, log)
    table.dataSource = log
    table.delegate = log
    window.addSubview(table)
    table.layoutIfNeeded()
    driver = TouchDriver(window: window)
  }

  /// The window point in the middle of a visible row.
  func point(row: Int, section: Int = 0) -> CGPoint {
    let rect = table.rectForRow(at: IndexPath(row: row, section: section))
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }

  /// The visible cell of a row.
  func cell(row: Int, section: Int = 0) -> UITableViewCell? {
    table.cellForRow(at: IndexPath(row: row, section: section))
  }
}
