import Foundation

/// Loading the data, and keeping one cell per visible row.
///
/// The data (sections, rows, heights) is asked for lazily: at the next layout or query after the table view is
/// created, gets a new data source, changes a default height, or reloads. The order of the questions is UIKit's:
/// `numberOfSections(in:)`, then for each section its header and footer heights, its number of rows and each row's
/// height.
extension UITableView {
  /// The standard height of a row whose height is ``automaticDimension``: 44 points, UIKit's standard cell height.
  static let standardRowHeight: CGFloat = 44
  /// The height of a header with a title whose height is ``automaticDimension``: 28 points.
  static let standardTitledHeaderHeight: CGFloat = 28

  /// The delegate, as a table view delegate, if it said when it was set that it implements a method.
  /// - Parameters:
  ///   - selector: The method.
  func tableDelegate(answering selector: Selector) -> (any UITableViewDelegate)? {
    delegate(answering: selector) as? any UITableViewDelegate
  }

  /// The data source, if it said when it was set that it implements an optional method.
  /// - Parameters:
  ///   - selector: The method.
  func dataSource(answering selector: Selector) -> (any UITableViewDataSource)? {
    dataSourceResponds.responds(to: selector) ? dataSource : nil
  }

  /// Asks for the data again at the next layout or query.
  func invalidateData() {
    needsDataReload = true
    setNeedsLayout()
  }

  /// Builds ``tableLayout`` from the data source and delegate, if the data changed since it was last built.
  func loadDataIfNeeded() {
    guard needsDataReload else { return }
    needsDataReload = false
    var layout = TableLayout()
    layout.width = bounds.width
    if let source = dataSource {
      let headers = tableDelegate(answering: DelegateSelector.heightForHeader)
      let footers = tableDelegate(answering: DelegateSelector.heightForFooter)
      let heights = tableDelegate(answering: DelegateSelector.heightForRow)
      let sections = dataSource(answering: DelegateSelector.numberOfSections)?.numberOfSections(in: self) ?? 1
      for section in 0..<max(0, sections) {
        let header = headers?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        let footer = footers?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let rows = max(0, source.tableView(self, numberOfRowsInSection: section))
        let rowHeights = (0..<rows).map { row in
          resolvedRowHeight(
            heights?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight)
        }
        layout.appendSection(
          headerHeight: resolvedHeaderHeight(header, section: section, source: source), rowHeights: rowHeights,
          footerHeight: max(0, footer == Self.automaticDimension ? 0 : footer))
      }
    }
    tableLayout = layout
    contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
    for (indexPath, cell) in visibleCellsByRow where !layout.contains(indexPath) {
      retire(cell)
      visibleCellsByRow[indexPath] = nil
    }
  }

  private func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
    height == Self.automaticDimension ? Self.standardRowHeight : max(0, height)
  }

  private func resolvedHeaderHeight(_ height: CGFloat, section: Int, source: any UITableViewDataSource) -> CGFloat {
    guard height == Self.automaticDimension else { return max(0, height) }
    let title = dataSource(answering: DelegateSelector.titleForHeader)?.tableView(
      self, titleForHeaderInSection: section)
    return title == nil ? 0 : Self.standardTitledHeaderHeight
  }

  /// Traps, as UIKit does, for a section that doesn't exist.
  func requireSection(_ section: Int) {
    loadDataIfNeeded()
    precondition(tableLayout.sections.indices.contains(section), "request for rect of invalid section (\(section))")
  }

  /// Makes the visible cells match the rows in view: retires cells whose rows left, places the others, and asks the
  /// data source for the rows that came into view, in row order, telling the delegate `willDisplay` for each.
  func layOutVisibleCells() {
    loadDataIfNeeded()
    if tableLayout.width != bounds.width {
      tableLayout.width = bounds.width
      contentSize.width = bounds.width
    }
    let rows = tableLayout.indexPaths(in: bounds)
    let inView = Set(rows)
    for (indexPath, cell) in visibleCellsByRow where !inView.contains(indexPath) {
      retire(cell)
      visibleCellsByRow[indexPath] = nil
    }
    guard let source = dataSource else { return }
    for indexPath in rows {
      if let cell = visibleCellsByRow[indexPath] {
        cell.frame = tableLayout.rectForRow(at: indexPath)
        continue
      }
      let cell = source.tableView(self, cellForRowAt: indexPath)
      cell.frame = tableLayout.rectForRow(at: indexPath)
      cell.isSelected = selectedRows.contains(indexPath)
      visibleCellsByRow[indexPath] = cell
      addSubview(cell)
      tableDelegate(answering: DelegateSelector.willDisplayCell)?.tableView(
        self, willDisplay: cell, forRowAt: indexPath)
    }
  }

  /// Takes a cell off screen and queues it for reuse, without its highlight.
  func retire(_ cell: UITableViewCell) {
    if cell.isHighlighted { cell.isHighlighted = false }
    cell.removeFromSuperview()
    reusePool.enqueue(cell)
  }

  /// Scrolls a row to a position, clamped to the scrollable range.
  func scroll(toRow indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
    let row = rectForRow(at: indexPath)
    let height = bounds.height
    let target: CGFloat
    switch position {
    case .top: target = row.minY
    case .middle: target = row.midY - height / 2
    case .bottom: target = row.maxY - height
    case .none:
      if row.minY < contentOffset.y {
        target = row.minY
      } else if row.maxY > contentOffset.y + height {
        target = row.maxY - height
      } else {
        return
      }
    }
    let lowest = -contentInset.top
    let highest = max(lowest, contentSize.height + contentInset.bottom - height)
    setContentOffset(CGPoint(x: contentOffset.x, y: min(max(target, lowest), highest)), animated: animated)
  }
}
