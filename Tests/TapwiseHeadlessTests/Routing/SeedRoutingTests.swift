import HeadlessUIKit
import Tapwise
import Testing

/// The seed's hierarchy, tapped through the touch driver: each button's typed event reaches the controller, and
/// its path is exactly the responders in between.
@MainActor
@Suite struct SeedRoutingTests {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = SeedRoutingController()
  let driver: TouchDriver

  init() {
    window.rootViewController = controller
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    window.layoutIfNeeded()
  }

  private func cell(row: Int) throws -> TwoButtonCell {
    try #require(controller.table.cellForRow(at: IndexPath(row: row, section: 0)) as? TwoButtonCell)
  }

  @Test func tappingEachButtonDeliversItsTypedEventToTheController() throws {
    driver.tap(try cell(row: 1).firstButton)
    driver.advance(by: 1)
    driver.tap(try cell(row: 3).secondButton)
    #expect(controller.handled.map(\.event) == [.first, .second])
    #expect(controller.handled.map(\.row) == [1, 3])
  }

  @Test func thePathIsTheButtonContentViewCellTableRootViewAndController() throws {
    let cell = try cell(row: 2)
    driver.tap(cell.secondButton)
    let route = try #require(cell.routes.last)
    let expected: [UIResponder] = [
      cell.secondButton, cell.contentView, cell, controller.table, controller.view, controller,
    ]
    #expect(route.path == expected.map(ObjectIdentifier.init))
    #expect(route.handler == ObjectIdentifier(controller))
  }

  @Test func withNoHandlerTheEventGoesOnThroughTheWindowToTheApplication() throws {
    let cell = try cell(row: 0)
    window.rootViewController = UIViewController()
    window.addSubview(controller.table)
    driver.tap(cell.firstButton)
    let route = try #require(cell.routes.last)
    #expect(route.handler == nil)
    #expect(Array(route.path.suffix(2)) == [window, UIApplication.shared].map(ObjectIdentifier.init))
  }

  @Test func theControllerTheCellsAndTheirButtonsAllDeallocateWithHandlersRegistered() throws {
    weak var weakController: SeedRoutingController?
    weak var weakCell: TwoButtonCell?
    weak var weakButton: UIButton?
    do {
      let controller = SeedRoutingController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let driver = TouchDriver(window: window)
      window.layoutIfNeeded()
      let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TwoButtonCell)
      driver.tap(cell.firstButton)
      #expect(controller.handled.count == 1)
      weakController = controller
      weakCell = cell
      weakButton = cell.firstButton
      window.rootViewController = nil
      window.isHidden = true
    }
    #expect(weakController == nil)
    #expect(weakCell == nil)
    #expect(weakButton == nil)
  }
}
