import Foundation
import Tapwise

/// The touch-events seed's keyboard case: a search field over a table, and a quick tap on a row while editing. Under
/// a plain dismiss recognizer the tap dismisses the keyboard and the row is never selected; with
/// `view.tw.dismissesKeyboardOnTap` it does both.
struct KeyboardDismissalScenario: DemoScenario {
  let title =
    "Keyboard: a quick tap on a row while editing, under a plain dismiss recognizer, then dismissesKeyboardOnTap"

  func play(on stage: DemoStage) {
    let controller = SearchController(stage: stage)
    stage.window.rootViewController = controller
    stage.window.layoutIfNeeded()
    let plain = UITapGestureRecognizer(target: controller, action: SearchController.dismissKeyboard)
    controller.view.addGestureRecognizer(plain)
    stage.note("view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))")
    tapFieldThenRow(on: stage, controller: controller)

    controller.view.removeGestureRecognizer(plain)
    controller.view.tw.dismissesKeyboardOnTap = true
    stage.note("view.tw.dismissesKeyboardOnTap = true   // instead")
    tapFieldThenRow(on: stage, controller: controller)
  }

  private func tapFieldThenRow(on stage: DemoStage, controller: SearchController) {
    stage.tap(controller.field)
    stage.wait(1)
    let rect = controller.table.rectForRow(at: IndexPath(row: 2, section: 0))
    let quick = stage.touchDown(
      at: controller.table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil), gesture: "tap",
      note: "quick tap, 0.1 s")
    stage.wait(0.1)
    stage.lift(quick)
    stage.wait(1)
  }
}

/// The screen: a search field above a table of results.
@MainActor
private final class SearchController: DemoViewController, HeadlessActionTarget {
  static let dismissKeyboard = NSSelectorFromString("dismissKeyboard:")
  let field = UITextField(frame: CGRect(x: 16, y: 50, width: 358, height: 36))
  let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 744), style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "search"
    field.accessibilityIdentifier = "query"
    table.accessibilityIdentifier = "results"
    view.addSubview(field)
    view.addSubview(table)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "result")
    table.tw.numberOfRows { _, _ in 8 }
    table.tw.cellForRow { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "result", for: indexPath)
      cell.accessibilityIdentifier = "row-\(indexPath.row)"
      cell.contentView.accessibilityIdentifier = "content"
      return cell
    }
    table.tw.didSelectRow { [weak self] _, indexPath in
      self?.stage?.logAction("didSelectRow: row \(indexPath.row)")
    }
    field.tw.didBeginEditing { [weak self] _ in self?.stage?.logAction("query is editing: keyboard up") }
    field.tw.didEndEditing { [weak self] _ in self?.stage?.logAction("keyboard dismissed: query ended editing") }
  }

  func responds(toAction action: Selector) -> Bool { action == Self.dismissKeyboard }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    view.endEditing(true)
  }
}
