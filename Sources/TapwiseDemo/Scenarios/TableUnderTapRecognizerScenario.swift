import Foundation
import HeadlessUIKit

/// The touch-events seed's log: a tap recognizer on a view controller's view (to dismiss the keyboard), over a
/// table, and three touches on a row. A short press runs the tap's action and cancels the table's touch; a long
/// press fails the tap and selects the row; a quick tap never reaches the table. Then the fix:
/// `cancelsTouchesInView = false`, after which a quick tap runs the action and selects the row.
struct TableUnderTapRecognizerScenario: DemoScenario {
  let title =
    "Seed's log: a tap recognizer over a table; a short press, a long press and a quick tap on a row, then the fix"

  func play(on stage: DemoStage) {
    let controller = SettingsController(stage: stage)
    stage.window.rootViewController = controller
    let row2 = CGPoint(x: 195, y: 88 + 2 * 44 + 22)

    let short = stage.touchDown(at: row2, gesture: "press", note: "short press, 0.5 s")
    stage.wait(0.5)
    stage.lift(short)
    stage.wait(1)

    let long = stage.touchDown(at: row2, gesture: "press", note: "long press, 1 s: longer than a tap")
    stage.wait(0.75)
    stage.logCall("tap recognizer: state is .failed  (held past its 0.75 s)")
    stage.wait(0.25)
    stage.lift(long)
    stage.wait(1)

    let quick = stage.touchDown(at: row2, gesture: "tap", note: "quick tap, 0.1 s: shorter than the table's delay")
    stage.wait(0.1)
    stage.lift(quick)
    stage.wait(1)

    controller.tap.cancelsTouchesInView = false
    stage.note("tap.cancelsTouchesInView = false   // the fix: the table keeps its touches")
    let fixed = stage.touchDown(at: row2, gesture: "tap", note: "quick tap, 0.1 s")
    stage.wait(0.1)
    stage.lift(fixed)
  }
}

/// The screen: a table of five rows under a navigation bar's height, with a tap recognizer on the whole view.
@MainActor
private final class SettingsController: DemoViewController, HeadlessActionTarget, UITableViewDataSource,
  UITableViewDelegate
{
  static let dismissKeyboard = NSSelectorFromString("dismissKeyboard:")
  let table = LoggingTableView(frame: CGRect(x: 0, y: 88, width: 390, height: 756), style: .plain)
  let tap = LoggingTapRecognizer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "settings"
    table.accessibilityIdentifier = "table"
    table.stage = stage
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
    tap.stage = stage
    tap.addTarget(self, action: Self.dismissKeyboard)
    view.addGestureRecognizer(tap)
  }

  func responds(toAction action: Selector) -> Bool { action == Self.dismissKeyboard }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    stage?.logCall("controller: \(NSStringFromSelector(action))  (the tap's action)")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.accessibilityIdentifier = "row-\(indexPath.row)"
    cell.contentView.accessibilityIdentifier = "content"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    stage?.logCall("controller: tableView(_:didSelectRowAt:) [\(indexPath.section), \(indexPath.row)]")
  }
}

/// A table view that logs the touches its cells pass up to it.
@MainActor
private final class LoggingTableView: UITableView {
  weak var stage: DemoStage?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    stage?.logCall("table: touchesBegan")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    stage?.logCall("table: touchesEnded")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    stage?.logCall("table: touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// A tap recognizer that logs the touches it is given.
@MainActor
private final class LoggingTapRecognizer: UITapGestureRecognizer {
  weak var stage: DemoStage?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    stage?.logCall("tap recognizer: touchesBegan")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    stage?.logCall("tap recognizer: touchesEnded")
    super.touchesEnded(touches, with: event)
  }
}
