// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

/// A cell that shows a city.
final class CityCell: UITableViewCell {
  var city = ""
}

final class CityListScreen: UIViewController {
  func show(_ city: String) {}

  func wireTable(_ table: UITableView) {
    // snippet.show
    // The seed's seven-city list.
    let cities = ["Amsterdam", "Berlin", "Copenhagen", "Dublin", "Edinburgh", "Florence", "Geneva"]
    table.register(CityCell.self, forCellReuseIdentifier: "city")
    table.tw.numberOfRows { _, _ in cities.count }
    table.tw.cellForRow { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "city", for: indexPath)
      (cell as? CityCell)?.city = cities[indexPath.row]
      return cell
    }
    table.tw.didSelectRow { [weak self] _, indexPath in self?.show(cities[indexPath.row]) }
    // snippet.hide
  }
}
