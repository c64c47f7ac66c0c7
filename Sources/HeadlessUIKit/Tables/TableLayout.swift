import Foundation

/// Where a table view's sections, headers, rows and footers lie in its content, top to bottom: each section is its
/// header, its rows, then its footer. Rows span the table's width.
struct TableLayout {
  /// One section's heights and where it starts.
  struct Section {
    /// The top of the section (of its header), in content coordinates.
    var minY: CGFloat
    /// The header's height.
    var headerHeight: CGFloat
    /// Each row's height.
    var rowHeights: [CGFloat]
    /// The footer's height.
    var footerHeight: CGFloat

    /// The section's whole height.
    var height: CGFloat { headerHeight + rowHeights.reduce(0, +) + footerHeight }
  }

  /// The sections, in order.
  private(set) var sections: [Section] = []
  /// The width of every rectangle.
  var width: CGFloat = 0

  /// The height of all the sections together: the content height.
  var contentHeight: CGFloat { sections.last.map { $0.minY + $0.height } ?? 0 }

  /// Adds a section below the others.
  mutating func appendSection(headerHeight: CGFloat, rowHeights: [CGFloat], footerHeight: CGFloat) {
    sections.append(
      Section(minY: contentHeight, headerHeight: headerHeight, rowHeights: rowHeights, footerHeight: footerHeight))
  }

  /// Whether the index path names an existing row.
  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
  }

  /// The rectangle of a whole section.
  func rect(forSection section: Int) -> CGRect {
    let layout = sections[section]
    return CGRect(x: 0, y: layout.minY, width: width, height: layout.height)
  }

  /// The rectangle of a section's header.
  func rectForHeader(inSection section: Int) -> CGRect {
    let layout = sections[section]
    return CGRect(x: 0, y: layout.minY, width: width, height: layout.headerHeight)
  }

  /// The rectangle of a section's footer.
  func rectForFooter(inSection section: Int) -> CGRect {
    let layout = sections[section]
    return CGRect(x: 0, y: layout.minY + layout.height - layout.footerHeight, width: width, height: layout.footerHeight)
  }

  /// The rectangle of a row, which must exist.
  func rectForRow(at indexPath: IndexPath) -> CGRect {
    let layout = sections[indexPath.section]
    let above = layout.rowHeights[..<indexPath.row].reduce(0, +)
    return CGRect(
      x: 0, y: layout.minY + layout.headerHeight + above, width: width, height: layout.rowHeights[indexPath.row])
  }

  /// The rows whose rectangles overlap a rectangle, in order.
  func indexPaths(in rect: CGRect) -> [IndexPath] {
    var paths: [IndexPath] = []
    for (section, layout) in sections.enumerated()
    where layout.minY < rect.maxY && layout.minY + layout.height > rect.minY {
      var y = layout.minY + layout.headerHeight
      for (row, height) in layout.rowHeights.enumerated() {
        if y < rect.maxY && y + height > rect.minY && height > 0 { paths.append(IndexPath(row: row, section: section)) }
        y += height
      }
    }
    return paths
  }

  /// The row whose rectangle contains a point (minimum edges in, maximum edges out), if any.
  func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard point.x >= 0 && point.x < width else { return nil }
    for (section, layout) in sections.enumerated() {
      var y = layout.minY + layout.headerHeight
      for (row, height) in layout.rowHeights.enumerated() {
        if point.y >= y && point.y < y + height { return IndexPath(row: row, section: section) }
        y += height
      }
    }
    return nil
  }
}
