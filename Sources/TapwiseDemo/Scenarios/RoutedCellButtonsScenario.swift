import Foundation
import Tapwise

/// The touch-events seed's cell with two buttons, routed with typed events instead of `routerEvent:userInfo:`: each
/// button sends a `CellButton` event up the responder chain, the cell lets it pass on (`.continue`) after noting it,
/// and the controller handles it, finding the row from the path.
struct RoutedCellButtonsScenario: DemoScenario {
  let title = "Routing: the seed's cell with two buttons sends typed events up the responder chain to its controller"

  func play(on stage: DemoStage) {
    let controller = OrdersController(stage: stage)
    stage.window.rootViewController = controller
    stage.window.layoutIfNeeded()
    stage.note("button.tw.route(CellButton.first); controller.tw.handle(CellButton.self) { … }")
    for (row, pick) in [(1, \OrderCell.firstButton), (3, \OrderCell.secondButton)] {
      guard let cell = controller.table.cellForRow(at: IndexPath(row: row, section: 0)) as? OrderCell else { continue }
      stage.tap(cell[keyPath: pick])
      stage.wait(1)
    }
  }
}

/// What the seed's cell sends: which of its buttons was tapped.
private enum CellButton {
  case first
  case second
}

/// The seed's screen: a table of orders whose cells have two buttons.
@MainActor
private final class OrdersController: DemoViewController, UITableViewDataSource {
  let table = UITableView(frame: CGRect(x: 0, y: 88, width: 390, height: 756), style: .plain)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "orders"
    table.accessibilityIdentifier = "table"
    table.register(OrderCell.self, forCellReuseIdentifier: "order")
    table.dataSource = self
    view.addSubview(table)
    tw.handle(CellButton.self) { controller, event, context in
      let cell = context.path.lazy.compactMap { $0 as? UITableViewCell }.first
      let row = cell.flatMap(controller.table.indexPath(for:)).map { "row \($0.row)" } ?? "no row"
      controller.stage?.logAction("OrdersController handles CellButton.\(event) from \(row)")
      controller.stage?.note("         path: \(DemoStage.chain(context.path))")
      return .handled
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "order", for: indexPath)
    cell.accessibilityIdentifier = "row-\(indexPath.row)"
    if let cell = cell as? OrderCell { cell.stage = stage }
    return cell
  }
}

/// The seed's cell: two buttons that each route an event, and a handler that notes the event and lets it go on.
@MainActor
private final class OrderCell: UITableViewCell {
  weak var stage: DemoStage?
  let firstButton = UIButton(type: .system)
  let secondButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.accessibilityIdentifier = "content"
    for (button, event) in [(firstButton, CellButton.first), (secondButton, .second)] {
      button.accessibilityIdentifier = "\(event)"
      contentView.addSubview(button)
      button.tw.onTap { button in button.tw.route(event) }
    }
    tw.handle(CellButton.self) { cell, event, _ in
      cell.stage?.logAction("cell notes CellButton.\(event), returns .continue")
      return .continue
    }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    firstButton.frame = CGRect(x: 16, y: 4, width: 160, height: 36)
    secondButton.frame = CGRect(x: 214, y: 4, width: 160, height: 36)
  }
}
