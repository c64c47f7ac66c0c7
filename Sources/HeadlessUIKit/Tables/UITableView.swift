import Foundation

/// A scroll view that shows rows in sections, one cell per visible row, and lets the user select rows by tapping.
///
/// Its data source says how many rows there are and makes their cells; its delegate gives heights and hears about
/// highlighting and selection. Cells are made in layout, only for the rows in view, and reused as rows scroll off.
///
/// ```swift
/// let table = UITableView(frame: window.bounds, style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
/// table.dataSource = fruits
/// table.delegate = menu
/// window.addSubview(table)
/// table.layoutIfNeeded()              // cells for the rows in view
/// driver.tap(table.visibleCells[1])   // highlight, then willSelectRowAt, didSelectRowAt
/// table.indexPathForSelectedRow       // [0, 1]
/// ```
///
/// - Note: Headlessly, ``automaticDimension`` means 44 points for a row, and for a header 28 points when the section
///   has a title and 0 when it hasn't; footers are 0. There is no self-sizing.
@MainActor
open class UITableView: UIScrollView, _TableViewDelegateRedeclaring {
  /// The table view's look, with UIKit's raw values. HeadlessUIKit lays out every style the same way.
  public enum Style: Int, @unchecked Sendable {
    /// Sections one after the other.
    case plain = 0
    /// Sections as separate groups.
    case grouped = 1
    /// Grouped, with rounded, inset groups.
    case insetGrouped = 2
  }

  /// Where a row ends up in the visible area when the table view scrolls to it, with UIKit's raw values.
  public enum ScrollPosition: Int, @unchecked Sendable {
    /// No scrolling when selecting; the least scrolling that shows the row when scrolling to it.
    case none = 0
    /// The row at the top.
    case top = 1
    /// The row in the middle.
    case middle = 2
    /// The row at the bottom.
    case bottom = 3
  }

  /// The value that asks for a height from the content: UIKit's `-1`. See the type's note for what it means here.
  public static let automaticDimension: CGFloat = -1

  /// The table view's style, set when it is created.
  open private(set) var style: UITableView.Style

  /// The sections and rows, their heights and rectangles; rebuilt when ``needsDataReload``.
  var tableLayout = TableLayout()
  /// Whether to ask the data source and delegate again at the next layout or query.
  var needsDataReload = true
  /// Registered classes and cells waiting for reuse.
  var reusePool = CellReusePool<UITableViewCell>()
  /// The cells on screen, by row.
  var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The row a finger highlighted, and the finger, until it lifts or is cancelled.
  var pendingSelection: (touch: UITouch, indexPath: IndexPath)?

  /// Creates a table view.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  ///   - style: The style, which can't change later.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Creates a plain table view.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  // MARK: - Data

  /// The object that gives the rows and their cells. Held weakly. Setting it reloads the data at the next layout.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      dataSourceResponds = RespondsToCache(dataSource, asking: DelegateSelector.tableDataSource)
      invalidateData()
    }
  }

  /// What the data source said it implements when it was set, as UIKit caches it (``HeadlessSelectorResponder``).
  var dataSourceResponds = RespondsToCache(nil, asking: [])

  /// A table view also calls the table view delegate's methods.
  override var delegateSelectors: [Selector] { DelegateSelector.scrollView + DelegateSelector.tableView }

  /// Every row's height, unless the delegate gives one; ``automaticDimension`` (44 points here) by default.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateData() }
  }

  /// Every section header's height, unless the delegate gives one; ``automaticDimension`` by default.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateData() }
  }

  /// Every section footer's height, unless the delegate gives one; ``automaticDimension`` by default.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateData() }
  }

  /// The number of sections, from the data source (1 if it doesn't say; 0 without a data source).
  open var numberOfSections: Int {
    loadDataIfNeeded()
    return tableLayout.sections.count
  }

  /// The number of rows in a section.
  /// - Parameters:
  ///   - section: The section's index.
  /// - Returns: Its number of rows.
  /// - Note: Traps, as UIKit does, for a section that doesn't exist.
  open func numberOfRows(inSection section: Int) -> Int {
    loadDataIfNeeded()
    precondition(
      tableLayout.sections.indices.contains(section),
      "request for number of rows in section (\(section)) when there are only \(tableLayout.sections.count) sections")
    return tableLayout.sections[section].rowHeights.count
  }

  /// Discards the cells and the selection and asks the data source and delegate again at the next layout.
  ///
  /// The cells on screen go back to the reuse queue, so the data source's `dequeueReusableCell` gets them back.
  open func reloadData() {
    for cell in visibleCellsByRow.values { retire(cell) }
    visibleCellsByRow = [:]
    selectedRows = []
    pendingSelection = nil
    invalidateData()
  }

  // MARK: - Geometry

  /// The rectangle of a section: its header, rows and footer, in the table view's coordinates.
  /// - Parameters:
  ///   - section: The section's index; traps if it doesn't exist.
  /// - Returns: The rectangle.
  open func rect(forSection section: Int) -> CGRect {
    requireSection(section)
    return tableLayout.rect(forSection: section)
  }

  /// The rectangle of a section's header, in the table view's coordinates.
  /// - Parameters:
  ///   - section: The section's index; traps if it doesn't exist.
  /// - Returns: The rectangle, of zero height when the section has no header.
  open func rectForHeader(inSection section: Int) -> CGRect {
    requireSection(section)
    return tableLayout.rectForHeader(inSection: section)
  }

  /// The rectangle of a section's footer, in the table view's coordinates.
  /// - Parameters:
  ///   - section: The section's index; traps if it doesn't exist.
  /// - Returns: The rectangle, of zero height when the section has no footer.
  open func rectForFooter(inSection section: Int) -> CGRect {
    requireSection(section)
    return tableLayout.rectForFooter(inSection: section)
  }

  /// The rectangle of a row, in the table view's coordinates.
  /// - Parameters:
  ///   - indexPath: The row.
  /// - Returns: The rectangle.
  /// - Note: Traps, as UIKit does ("request for rect at invalid index path"), for a row that doesn't exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadDataIfNeeded()
    precondition(tableLayout.contains(indexPath), "request for rect at invalid index path (\(indexPath))")
    return tableLayout.rectForRow(at: indexPath)
  }

  /// The row at a point.
  /// - Parameters:
  ///   - point: A point in the table view's coordinates (content coordinates, which scroll).
  /// - Returns: The row whose rectangle contains it, or `nil` over a header, a footer or no row.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadDataIfNeeded()
    return tableLayout.indexPathForRow(at: point)
  }

  /// The rows that overlap a rectangle.
  /// - Parameters:
  ///   - rect: A rectangle in the table view's coordinates.
  /// - Returns: The rows, in order; empty when there are none.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadDataIfNeeded()
    return tableLayout.indexPaths(in: rect)
  }

  // MARK: - Cells

  /// The row a visible cell shows.
  /// - Parameters:
  ///   - cell: A cell.
  /// - Returns: Its row, or `nil` when the cell is not on screen in this table view.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByRow.first { $0.value === cell }?.key
  }

  /// The cell of a visible row.
  /// - Parameters:
  ///   - indexPath: The row.
  /// - Returns: Its cell, or `nil` when the row is not on screen (or doesn't exist).
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCellsByRow[indexPath]
  }

  /// The cells on screen, in row order, as of the latest layout.
  open var visibleCells: [UITableViewCell] {
    visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows on screen, in order, as of the latest layout.
  open var indexPathsForVisibleRows: [IndexPath]? {
    visibleCellsByRow.keys.sorted()
  }

  /// Registers a class the table view creates cells of for a reuse identifier.
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` subclass, or `nil` to remove the registration. Traps for another class.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    reusePool.register(cellClass, for: identifier)
  }

  /// Returns a cell waiting for reuse, or a new cell of the registered class.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  /// - Returns: The cell, after its ``UITableViewCell/prepareForReuse()`` if it is reused, or `nil` when none waits
  ///   and no class is registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    reusePool.dequeue(identifier)
  }

  /// Returns a cell waiting for reuse, or a new cell of the registered class, for a row.
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell.
  /// - Note: Traps, as UIKit does, when no class is registered for the identifier.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    guard let cell = reusePool.dequeue(identifier) else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier")
    }
    return cell
  }

  /// Creates the cells of the rows that came into view, retires those that left, and places them all.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutVisibleCells()
  }

  /// Scrolls so that a row is at a position in the visible area, within the scrollable range.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where to put it; `.none` scrolls the least that shows it whole.
  ///   - animated: Whether UIKit would animate; see ``UIScrollView/setContentOffset(_:animated:)``.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
    scroll(toRow: indexPath, at: scrollPosition, animated: animated)
  }

  // MARK: - Selection

  /// Whether a tap selects a row. The default is `true`.
  open var allowsSelection = true

  /// Whether a tap adds a row to the selection, and a tap on a selected row deselects it. The default is `false`.
  open var allowsMultipleSelection = false

  /// The selected row, the first one in order when several are selected, or `nil`.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows, in order, or `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row from code, with no delegate calls.
  ///
  /// Without ``allowsMultipleSelection`` the row replaces the selection.
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to clear the selection.
  ///   - animated: Whether UIKit would animate.
  ///   - scrollPosition: Where to scroll the row to; `.none` does not scroll.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
    selectFromCode(indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects a row from code, with no delegate calls.
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Whether UIKit would animate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setRow(indexPath, selected: false, animated: animated)
  }

  // MARK: - Touches

  /// Highlights the row under the finger, if selection is allowed and the delegate agrees.
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: Their event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    highlightRow(for: touches)
  }

  /// Keeps the highlight; the row is checked when the finger lifts.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Selects the highlighted row if the finger lifts on it, asking the delegate first.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    selectHighlightedRow(for: touches)
  }

  /// Removes the highlight; nothing is selected.
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: Their event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelHighlight(for: touches)
  }
}
