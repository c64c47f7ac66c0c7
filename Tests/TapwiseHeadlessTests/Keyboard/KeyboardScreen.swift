import HeadlessUIKit
import Tapwise

/// A form over a table, with the touches the keyboard tests need: two fields, a button, a table of rows, a photo
/// with the app's own long press, and a badge with the app's own tap.
@MainActor
final class KeyboardScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  private(set) var driver: TouchDriver!
  let nameField = UITextField(frame: CGRect(x: 16, y: 60, width: 358, height: 44))
  let noteField = UITextField(frame: CGRect(x: 16, y: 110, width: 358, height: 44))
  let saveButton = UIButton(type: .system)
  let photo = UIView(frame: CGRect(x: 16, y: 170, width: 100, height: 100))
  let badge = UIView(frame: CGRect(x: 200, y: 170, width: 100, height: 100))
  let table = UITableView(frame: CGRect(x: 0, y: 300, width: 390, height: 440), style: .plain)
  let longPress = UILongPressGestureRecognizer()
  let badgeTap = UITapGestureRecognizer()
  let log = GestureLog()
  /// The rows selected, in order.
  var selectedRows: [Int] = []
  var saves = 0

  init() {
    saveButton.frame = CGRect(x: 16, y: 760, width: 358, height: 50)
    for view in [nameField, noteField, saveButton, photo, badge, table] as [UIView] {
      controller.view.addSubview(view)
    }
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.tw.numberOfRows { _, _ in 30 }
    table.tw.cellForRow { table, indexPath in table.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
    table.tw.didSelectRow { [weak self] _, indexPath in self?.selectedRows.append(indexPath.row) }
    saveButton.tw.onTap { [weak self] _ in self?.saves += 1 }
    longPress.addTarget(log, action: GestureLog.longPress)
    photo.addGestureRecognizer(longPress)
    badgeTap.addTarget(log, action: GestureLog.badgeTap)
    badge.addGestureRecognizer(badgeTap)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    window.layoutIfNeeded()
  }

  /// Taps the name field, so it is editing.
  func startEditing() {
    driver.tap(nameField)
    driver.advance(by: 1)
  }

  /// Puts a finger down in the middle of a view, holds it, lifts it, and waits a second.
  func press(_ view: UIView, for seconds: TimeInterval) {
    driver.press(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), holding: seconds)
  }

  /// The middle of a row, in window coordinates.
  func rowCenter(_ row: Int) -> CGPoint {
    let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }

  /// Taps a row: down, held, up, and a second's wait.
  func tap(row: Int, holding seconds: TimeInterval) {
    driver.press(at: rowCenter(row), holding: seconds)
  }
}

/// Logs the actions of the app's own recognizers, with the state each was in.
@MainActor
final class GestureLog: HeadlessActionTarget {
  static let longPress = NSSelectorFromString("longPress:")
  static let badgeTap = NSSelectorFromString("badgeTap:")
  var entries: [String] = []

  func responds(toAction action: Selector) -> Bool { action == Self.longPress || action == Self.badgeTap }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    let state = (sender as? UIGestureRecognizer)?.state
    entries.append("\(NSStringFromSelector(action)) \(state.map { "\($0)" } ?? "?")")
  }
}
