import HeadlessUIKit
import Tapwise
import Testing

/// The live audit on table and collection view cells: a cell a tap selects is a target as large as itself, a small
/// button inside a cell is `tooSmall`, and the path names the cell between its list and the button; a grid is audited
/// as a table is.
///
/// Sources: a table or collection view selects the row or item a finger lifts on (Apple's `UITableViewDelegate`
/// `tableView(_:didSelectRowAt:)`; Collection View Programming Guide for iOS, "Managing the Visual State for
/// Selections and Highlights"), unless its `allowsSelection` is off ("If the value of this property is false, users
/// can't select items"), so a finger aims at each selectable cell; Apple's Human Interface Guidelines, "Accessibility"
/// (a control's hit region at least 44 × 44 points); and the storyboard audit's rule (Audit.md, "Targets that are
/// not controls"), which counts a selectable table or collection view cell as a target as large as its row.
@MainActor
@Suite struct TouchTargetAuditCellTests {
  /// A 390-point-wide window holding one list whose cells each hold a 24 × 24 "info" button, centred vertically, 10
  /// points from their trailing edge.
  final class ListScene: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list: UIScrollView
    let itemSize: CGSize
    let count: Int
    /// Whether the cells and their buttons get accessibility identifiers (`row-N`, `info`).
    let namesViews: Bool

    /// A grid: items of a size, 10 points apart, in a collection view tall enough to show every row whole.
    init(gridOf count: Int, size: CGSize = CGSize(width: 100, height: 100), namesViews: Bool = true) {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = size
      layout.minimumLineSpacing = 10
      layout.minimumInteritemSpacing = 10
      let perRow = Int((390 + 10) / (size.width + 10))
      let rows = (count + perRow - 1) / perRow
      let height = CGFloat(rows) * (size.height + 10) - 10
      let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: height), collectionViewLayout: layout)
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
      list = grid
      itemSize = size
      self.count = count
      self.namesViews = namesViews
      super.init()
      grid.dataSource = self
      show()
    }

    /// A table of rows of a height, tall enough to show every row whole.
    init(tableOf count: Int, rowHeight: CGFloat = 50, namesViews: Bool = true) {
      let table = UITableView(
        frame: CGRect(x: 0, y: 100, width: 390, height: CGFloat(count) * rowHeight), style: .plain)
      table.rowHeight = rowHeight
      table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
      list = table
      itemSize = CGSize(width: 390, height: rowHeight)
      self.count = count
      self.namesViews = namesViews
      super.init()
      table.dataSource = self
      show()
    }

    private func show() {
      list.accessibilityIdentifier = namesViews ? "list" : nil
      window.addSubview(list)
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }

    /// Puts the info button in a cell once, and names the cell after its item.
    private func fill(_ cell: UIView, contentView: UIView, item: Int) {
      cell.accessibilityIdentifier = namesViews ? "row-\(item)" : nil
      guard contentView.subviews.isEmpty else { return }
      let info = UIButton(
        frame: CGRect(x: max(0, itemSize.width - 34), y: (itemSize.height - 24) / 2, width: 24, height: 24))
      info.accessibilityIdentifier = namesViews ? "info" : nil
      contentView.addSubview(info)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
      fill(cell, contentView: cell.contentView, item: indexPath.row)
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      fill(cell, contentView: cell.contentView, item: indexPath.item)
      return cell
    }

    /// The visible cells, in item order.
    var cells: [UIView] {
      if let grid = list as? UICollectionView { return grid.visibleCells }
      return (list as? UITableView)?.visibleCells ?? []
    }
  }

  /// The finding a 24 × 24 button gets: 25 of the 9 × 9 samples of the 44 × 44 square land on it.
  static func smallInfo(_ path: String) -> TouchTargetFinding {
    .tooSmall(view: path, hits: 25, samples: 81, minimumSize: CGSize(width: 44, height: 44))
  }

  /// A grid of six cells and a table of four: each cell a target, each small button a finding inside its cell.
  @Test(arguments: [true, false])
  func selectableCellsAreTargetsAndTheirSmallButtonsAreTooSmall(grid: Bool) {
    let count = grid ? 6 : 4
    let scene = grid ? ListScene(gridOf: count) : ListScene(tableOf: count)
    let targets = TouchTargetAudit.targets(in: scene.window)
    #expect(scene.cells.count == count)
    for cell in scene.cells {
      #expect(targets.contains { $0 === cell }, "\(cell.accessibilityIdentifier ?? "?")")
    }
    #expect(targets.count == 2 * count, "the cells and their buttons")
    #expect(
      TouchTargetAudit.run(on: scene.window) == (0..<count).map { Self.smallInfo("list/row-\($0)/UIView[0]/info") })
  }

  /// The same cells in a table and in a grid give the same findings, cell for cell.
  @Test func aGridIsAuditedAsATableIs() {
    let table = ListScene(tableOf: 3, rowHeight: 30)
    let grid = ListScene(gridOf: 3, size: CGSize(width: 390, height: 30))
    let tableFindings = TouchTargetAudit.run(on: table.window).map(\.description)
    #expect(!tableFindings.isEmpty)
    #expect(TouchTargetAudit.run(on: grid.window).map(\.description) == tableFindings)
    #expect(TouchTargetAudit.targets(in: grid.window).count == TouchTargetAudit.targets(in: table.window).count)
  }

  /// A grid of 30-point swatches: each cell is a target a finger misses.
  @Test func aSmallSelectableCellIsTooSmall() {
    let scene = ListScene(gridOf: 2, size: CGSize(width: 30, height: 30))
    let findings = TouchTargetAudit.run(on: scene.window)
    let cells = findings.filter {
      if case .tooSmall(let view, _, _, _) = $0 { return !view.hasSuffix("info") }
      return false
    }
    #expect(cells.map(\.view) == ["list/row-0", "list/row-1"])
  }

  @Test func cellsOfAListThatDoesNotAllowSelectionAreNotTargetsButTheirButtonsAre() {
    for scene in [ListScene(gridOf: 3), ListScene(tableOf: 3)] {
      (scene.list as? UICollectionView)?.allowsSelection = false
      (scene.list as? UITableView)?.allowsSelection = false
      let targets = TouchTargetAudit.targets(in: scene.window)
      #expect(targets.count == 3)
      #expect(targets.allSatisfy { $0 is UIButton })
      #expect(TouchTargetAudit.run(on: scene.window).count == 3)
    }
  }

  /// A cell's button is inside its cell, so it never overlaps it; neighbouring cells 10 points apart don't overlap.
  @Test func aButtonInACellIsNeverReportedOverlappingItsCell() {
    let scene = ListScene(gridOf: 9)
    scene.cells.forEach { cell in
      cell.subviews.first?.subviews.first?.frame = CGRect(x: 28, y: 28, width: 44, height: 44)
    }
    #expect(TouchTargetAudit.run(on: scene.window).isEmpty)
  }

  /// Without identifiers, the path names each cell by type and its place among the list's subviews.
  @Test func withoutIdentifiersThePathNamesTheCellByTypeAndPlace() {
    let scene = ListScene(gridOf: 2, namesViews: false)
    #expect(
      TouchTargetAudit.run(on: scene.window) == [
        Self.smallInfo("UICollectionView[0]/UICollectionViewCell[0]/UIView[0]/UIButton[0]"),
        Self.smallInfo("UICollectionView[0]/UICollectionViewCell[1]/UIView[0]/UIButton[0]"),
      ])
  }

  /// A cell outside a list is not selectable: nothing selects it.
  @Test func aCellOutsideAListIsNotATarget() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 30, height: 30)))
    window.addSubview(UITableViewCell(style: .default, reuseIdentifier: nil))
    window.makeKeyAndVisible()
    #expect(TouchTargetAudit.targets(in: window).isEmpty)
  }
}
