import HeadlessUIKit
import Tapwise

/// The event the seed's cell sends, typed: which of its two buttons was tapped.
enum CellButtonEvent: Equatable {
  case first
  case second
}

/// The seed's cell: two buttons side by side in its content view, each routing a typed event when tapped.
@MainActor
final class TwoButtonCell: UITableViewCell {
  let firstButton = UIButton(type: .system)
  let secondButton = UIButton(type: .system)
  /// What each tap's `route` returned, newest last: the path and the handler, by identity. (A `RouteResult` holds
  /// its responders strongly, so the cell, which is on the path, must not keep one.)
  var routes: [(path: [ObjectIdentifier], handler: ObjectIdentifier?)] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    for (button, event) in [(firstButton, CellButtonEvent.first), (secondButton, .second)] {
      contentView.addSubview(button)
      button.tw.onTap { [weak self] button in
        let result = button.tw.route(event)
        self?.routes.append((result.path.map(ObjectIdentifier.init), result.handler.map(ObjectIdentifier.init)))
      }
    }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    firstButton.frame = CGRect(x: 16, y: 4, width: 160, height: 36)
    secondButton.frame = CGRect(x: 200, y: 4, width: 160, height: 36)
  }
}

/// The seed's screen: window → controller → root view → table view → cells of two buttons. The controller handles
/// the cells' events and finds the row from the event's path.
@MainActor
final class SeedRoutingController: UIViewController, UITableViewDataSource {
  let table = UITableView(frame: CGRect(x: 0, y: 88, width: 390, height: 700), style: .plain)
  /// The events handled, with the row each came from.
  var handled: [(event: CellButtonEvent, row: Int?)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    table.register(TwoButtonCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = self
    view.addSubview(table)
    tw.handle(CellButtonEvent.self) { controller, event, context in
      let cell = context.path.lazy.compactMap { $0 as? UITableViewCell }.first
      controller.handled.append((event, cell.flatMap(controller.table.indexPath(for:))?.row))
      return .handled
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}
