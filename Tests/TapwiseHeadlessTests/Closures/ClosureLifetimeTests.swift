import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// No retain cycles: controls and their owner go away with handlers of every kind registered, pending values included.
@MainActor
@Suite struct ClosureLifetimeTests {
  /// A screen that owns its controls and registers every kind of handler on them, as a view controller would.
  @MainActor
  final class Screen {
    let button = UIButton(type: .system)
    let toggle = UISwitch()
    let slider = UISlider()
    let segments = UISegmentedControl(items: ["a", "b"])
    let stepper = UIStepper()
    let field = UITextField()
    let delegate = LoggingTextFieldDelegate()
    var events: [String] = []

    init(in window: UIWindow) {
      for (index, control) in [button, toggle, slider, segments, stepper, field].enumerated() {
        control.frame = CGRect(x: 0, y: 60 * CGFloat(index), width: 300, height: 40)
        window.addSubview(control)
      }
      field.delegate = delegate
      button.tw.onTap { [weak self] _ in self?.events.append("tap") }
      button.tw.on(.touchDown) { button in button.isHighlighted = true }
      toggle.tw.onValueChange { [weak self] _, isOn in self?.events.append("\(isOn)") }
      toggle.tw.onValueChange(throttle: 1) { _, _ in }
      toggle.tw.onValueChange(debounce: 1) { _, _ in }
      slider.tw.onValueChange { _, _ in }
      slider.tw.onValueChange(throttle: 1) { [weak self] _, value in self?.events.append("\(value)") }
      slider.tw.onValueChange(debounce: 1) { _, _ in }
      segments.tw.onValueChange { _, _ in }
      segments.tw.onValueChange(throttle: 1) { _, _ in }
      segments.tw.onValueChange(debounce: 1) { _, _ in }
      stepper.tw.onValueChange { _, _ in }
      stepper.tw.onValueChange(throttle: 1) { _, _ in }
      stepper.tw.onValueChange(debounce: 1) { _, _ in }
      field.tw.onTextChange { [weak self] _, text in self?.events.append(text) }
      field.tw.onTextChange(throttle: 1) { [weak self] _, text in self?.events.append("throttled " + text) }
      field.tw.onTextChange(debounce: 1) { [weak self] _, text in self?.events.append("debounced " + text) }
      field.tw.shouldBeginEditing { _ in true }
      field.tw.didBeginEditing { _ in }
      field.tw.shouldEndEditing { _ in true }
      field.tw.didEndEditing { _ in }
      field.tw.shouldChangeCharacters { _, _, _ in true }
      field.tw.didChangeSelection { _ in }
      field.tw.shouldClear { _ in true }
      field.tw.shouldReturn { _ in true }
      field.tw.maxLength = 10
      field.tw.allowedCharacters = .letters
    }

    func removeFromWindow() {
      for control in [button, toggle, slider, segments, stepper, field] as [UIView] { control.removeFromSuperview() }
    }
  }

  @Test func controlsAndTheirOwnerDeallocateWithPendingValues() {
    let stage = ClosureStage()
    weak var weakScreen: Screen?
    weak var weakField: UITextField?
    weak var weakSlider: UISlider?
    weak var weakButton: UIButton?
    weak var weakDelegate: LoggingTextFieldDelegate?
    do {
      let screen = Screen(in: stage.window)
      weakScreen = screen
      weakField = screen.field
      weakSlider = screen.slider
      weakButton = screen.button
      weakDelegate = screen.delegate
      stage.driver.tap(screen.button)
      stage.driver.tap(screen.toggle)
      stage.driver.drag(along: [CGPoint(x: 10, y: 140), CGPoint(x: 200, y: 140)])
      stage.driver.tap(screen.field)
      stage.driver.type("abc")
      #expect(screen.events.contains("throttled a"))
      #expect(HeadlessRunLoop.main.scheduledTimerCount > 0)  // throttled and debounced values are pending
      screen.field.resignFirstResponder()
      screen.removeFromWindow()
    }
    #expect(weakScreen == nil)
    #expect(weakField == nil)
    #expect(weakSlider == nil)
    #expect(weakButton == nil)
    #expect(weakDelegate == nil)
    stage.driver.advance(by: 5)  // the pending timers find nothing to deliver to
  }

  @Test func aRegistrationDoesNotKeepItsControlAlive() {
    var registrations: [HandlerRegistration] = []
    weak var weakField: UITextField?
    do {
      let field = UITextField()
      weakField = field
      registrations.append(field.tw.onTextChange { _, _ in })
      registrations.append(field.tw.onTextChange(throttle: 1) { _, _ in })
      registrations.append(field.tw.shouldReturn { _ in true })
    }
    #expect(weakField == nil)
    for registration in registrations { registration.remove() }
  }

  /// A screen that owns a table, with an existing data source and delegate, and registers every kind of table
  /// closure, each capturing the screen weakly, as a view controller would.
  @MainActor
  final class TableScreen {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), style: .plain)
    let existing = LoggingTableDelegate()
    let cities = ["Amsterdam", "Berlin"]
    var selected: [String] = []

    init(in window: UIWindow) {
      window.addSubview(table)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = existing
      table.delegate = existing
      table.tw.numberOfSections { _ in 1 }
      table.tw.numberOfRows { [weak self] _, _ in self?.cities.count ?? 0 }
      table.tw.cellForRow { table, indexPath in table.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
      table.tw.titleForHeader { [weak self] _, _ in self.map { "\($0.cities.count) cities" } }
      table.tw.heightForRow { _, _ in 50 }
      table.tw.willSelectRow { _, indexPath in indexPath }
      table.tw.didSelectRow { [weak self] _, indexPath in
        guard let self else { return }
        selected.append(cities[indexPath.row])
      }
      table.tw.didDeselectRow { _, _ in }
    }
  }

  @Test func aTableAndItsOwnerDeallocateWithEveryTableClosureRegistered() {
    let stage = ClosureStage()
    weak var weakScreen: TableScreen?
    weak var weakTable: UITableView?
    weak var weakExisting: LoggingTableDelegate?
    do {
      let screen = TableScreen(in: stage.window)
      weakScreen = screen
      weakTable = screen.table
      weakExisting = screen.existing
      stage.tap(row: 1, in: screen.table)
      #expect(screen.selected == ["Berlin"])
      screen.table.removeFromSuperview()
    }
    #expect(weakScreen == nil)
    #expect(weakTable == nil)
    #expect(weakExisting == nil)
  }

  /// A screen that owns a collection view, with an existing data source and delegate, and registers every kind of
  /// collection closure, each capturing the screen weakly, as a view controller would.
  @MainActor
  final class CollectionScreen {
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
    let existing = LoggingCollectionDelegate()
    let cities = ["Amsterdam", "Berlin"]
    var selected: [String] = []

    init(in window: UIWindow) {
      window.addSubview(grid)
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
      grid.dataSource = existing
      grid.delegate = existing
      grid.tw.numberOfSections { _ in 1 }
      grid.tw.numberOfItems { [weak self] _, _ in self?.cities.count ?? 0 }
      grid.tw.cellForItem { grid, indexPath in grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
      grid.tw.viewForSupplementaryElement { [weak self] _, _, _ in
        let header = UICollectionReusableView(frame: .zero)
        header.accessibilityIdentifier = self.map { "\($0.cities.count) cities" }
        return header
      }
      grid.tw.sizeForItem { _, _ in CGSize(width: 100, height: 50) }
      grid.tw.shouldHighlightItem { _, _ in true }
      grid.tw.didHighlightItem { _, _ in }
      grid.tw.didUnhighlightItem { _, _ in }
      grid.tw.shouldSelectItem { _, _ in true }
      grid.tw.didSelectItem { [weak self] _, indexPath in
        guard let self else { return }
        selected.append(cities[indexPath.item])
      }
      grid.tw.didDeselectItem { _, _ in }
    }
  }

  @Test func aCollectionViewAndItsOwnerDeallocateWithEveryCollectionClosureRegistered() {
    let stage = ClosureStage()
    weak var weakScreen: CollectionScreen?
    weak var weakGrid: UICollectionView?
    weak var weakExisting: LoggingCollectionDelegate?
    do {
      let screen = CollectionScreen(in: stage.window)
      weakScreen = screen
      weakGrid = screen.grid
      weakExisting = screen.existing
      stage.tap(item: 1, in: screen.grid)
      #expect(screen.selected == ["Berlin"])
      screen.grid.removeFromSuperview()
    }
    #expect(weakScreen == nil)
    #expect(weakGrid == nil)
    #expect(weakExisting == nil)
  }
}
