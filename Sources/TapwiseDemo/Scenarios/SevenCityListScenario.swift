import Foundation
import Tapwise

/// The block-handlers seed's table example, with Tapwise: seven cities from data source closures, selection by tap
/// through a `didSelectRow` closure. There is no `heightForRow` closure, so the rows keep the table's `rowHeight`
/// (the seed forced an automatic height as soon as it had any handler).
struct SevenCityListScenario: DemoScenario {
  let title = "Closures: the seven-city list; a tap selects a city, rows keep the table's rowHeight"

  func play(on stage: DemoStage) {
    let cities = ["Amsterdam", "Berlin", "Copenhagen", "Dublin", "Edinburgh", "Florence", "Geneva"]
    let table = UITableView(frame: CGRect(x: 0, y: 88, width: 390, height: 756), style: .plain)
    table.accessibilityIdentifier = "cities"
    table.rowHeight = 50
    table.register(UITableViewCell.self, forCellReuseIdentifier: "city")
    stage.window.addSubview(table)
    table.tw.numberOfRows { _, _ in cities.count }
    table.tw.cellForRow { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "city", for: indexPath)
      cell.accessibilityIdentifier = cities[indexPath.row]
      cell.contentView.accessibilityIdentifier = "content"
      return cell
    }
    table.tw.didSelectRow { [weak stage] table, indexPath in
      stage?.logAction(
        "didSelectRow closure: \(cities[indexPath.row]), row height \(GeometryText.number(table.rectForRow(at: indexPath).height, decimals: 1))"
      )
    }
    stage.note("table.tw.numberOfRows { … }; table.tw.cellForRow { … }; table.tw.didSelectRow { … }")
    table.layoutIfNeeded()
    stage.note("\(table.visibleCells.count) rows: \(cities.joined(separator: ", "))")
    for row in [2, 6] {
      let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
      stage.tap(at: table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil), note: "quick tap")
      stage.wait(1)
    }
  }
}
