import Foundation
import Testing

@testable import HeadlessUIKit

/// UIKit asks a delegate or data source what it responds to once, when it is set, and calls only those methods
/// until it is set again; HeadlessUIKit asks ``HeadlessSelectorResponder``.
@MainActor
@Suite struct RespondsToCacheTests {
  /// A table delegate and data source whose answers to `responds(to:)` can change after it is set.
  final class SwitchingResponder: NSObject, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate,
    HeadlessSelectorResponder
  {
    var answersYes: Set<Selector> = []
    private(set) var calls: [String] = []

    func responds(toSelector selector: Selector) -> Bool { answersYes.contains(selector) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: LoggingCell.identifier, for: indexPath)
    }
    func numberOfSections(in tableView: UITableView) -> Int {
      calls.append("numberOfSections")
      return 2
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("didSelect \(indexPath.row)")
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      calls.append("shouldReturn")
      return true
    }
  }

  private let didSelect = NSSelectorFromString("tableView:didSelectRowAtIndexPath:")
  private let numberOfSections = NSSelectorFromString("numberOfSectionsInTableView:")

  private func scene(_ responder: SwitchingResponder) -> TableScene {
    TableScene(rows: [5]) { table, _ in
      table.dataSource = responder
      table.delegate = responder
    }
  }

  @Test func aTableCallsOnlyTheDelegateMethodsAnsweredYesWhenTheDelegateWasSet() {
    let responder = SwitchingResponder()
    let scene = TableScene(rows: [5])
    scene.table.delegate = responder
    responder.answersYes = [didSelect]  // too late: the answers were cached when it was set
    scene.driver.tap(at: CGPoint(x: 100, y: 66))
    #expect(responder.calls.isEmpty)
  }

  @Test func settingTheDelegateAgainAsksAnew() {
    let responder = SwitchingResponder()
    let scene = TableScene(rows: [5])
    scene.table.delegate = responder
    responder.answersYes = [didSelect]
    scene.table.delegate = responder
    scene.driver.tap(at: CGPoint(x: 100, y: 66))
    #expect(responder.calls == ["didSelect 1"])
  }

  @Test func aDataSourcesOptionalMethodsAreCachedWhenItIsSet() {
    let responder = SwitchingResponder()
    let table = scene(responder).table
    #expect(table.numberOfSections == 1, "declined when set: one section, UIKit's default")
    responder.answersYes = [numberOfSections]
    table.dataSource = responder
    #expect(table.numberOfSections == 2)
    #expect(responder.calls == ["numberOfSections"])
  }

  @Test func aTextFieldCallsOnlyTheDelegateMethodsAnsweredYesWhenTheDelegateWasSet() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    window.addSubview(field)
    let responder = SwitchingResponder()
    field.delegate = responder
    let driver = TouchDriver(window: window)
    driver.tap(field)
    driver.pressReturn()
    #expect(responder.calls.isEmpty)
    responder.answersYes = [NSSelectorFromString("textFieldShouldReturn:")]
    field.delegate = responder
    driver.pressReturn()
    #expect(responder.calls == ["shouldReturn"])
  }

  @Test func anObjectThatDoesNotAnswerIsTakenToImplementItsProtocols() {
    let scene = TableScene(rows: [5])
    scene.driver.tap(at: CGPoint(x: 100, y: 66))
    #expect(scene.log.selection.contains("didSelect 0.1"))
  }
}
