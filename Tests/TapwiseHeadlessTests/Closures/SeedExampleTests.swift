import HeadlessUIKit
import Tapwise
import Testing

/// The block-handlers seed's examples, rewritten with Tapwise and played with the driver.
@MainActor
@Suite struct SeedExampleTests {
  let stage = ClosureStage()

  @Test func aButtonWithATapHandler() {
    let button = stage.place(UIButton(type: .system))
    var greetings: [String] = []
    button.tw.onTap { button in greetings.append("hello from \(type(of: button))") }
    stage.driver.tap(button)
    #expect(greetings == ["hello from UIButton"])
  }

  @Test func aSixCharacterFieldRefusingTheSeventh() {
    let field = stage.place(UITextField())
    var submitted: [String] = []
    field.tw.maxLength = 6
    field.tw.shouldReturn { field in
      submitted.append(field.text ?? "")
      return true
    }
    stage.driver.tap(field)
    stage.driver.type("abcdefg\n")
    #expect(submitted == ["abcdef"])
  }

  @Test func theSevenCityListSelectsTheTappedCity() {
    let cities = ["Beijing", "Shanghai", "Guangzhou", "Shenzhen", "Hangzhou", "Chengdu", "Wuhan"]
    let table = stage.table()
    var printed: [String] = []
    table.tw.numberOfRows { _, _ in cities.count }
    table.tw.cellForRow { table, indexPath in
      let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.accessibilityIdentifier = cities[indexPath.row]
      return cell
    }
    table.tw.didSelectRow { _, indexPath in printed.append(cities[indexPath.row]) }
    table.layoutIfNeeded()
    #expect(table.visibleCells.compactMap(\.accessibilityIdentifier) == cities)
    stage.tap(row: 2, in: table)
    stage.tap(row: 6, in: table)
    #expect(printed == ["Guangzhou", "Wuhan"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
  }
}
