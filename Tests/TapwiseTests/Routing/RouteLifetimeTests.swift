import Tapwise
import Testing

/// Registrations never keep a responder alive, and go away with it.
@MainActor
@Suite struct RouteLifetimeTests {
  /// A controller that handles events with the typed overload, as a screen would.
  final class CartController: UIViewController {
    var items: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tw.handle(CartEvent.self) { controller, event, _ in
        if case .add(let item) = event { controller.items.append(item) }
        return .handled
      }
    }
  }

  @Test func aControllerAndItsViewsDeallocateWithHandlersRegisteredEverywhere() {
    weak var weakController: CartController?
    weak var weakCell: UIView?
    weak var weakRoot: UIView?
    var registrations: [HandlerRegistration] = []
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let controller = CartController()
      let cell = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      controller.view.addSubview(cell)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      registrations.append(cell.tw.handle(CartEvent.self) { _, _ in .continue })
      registrations.append(controller.view.tw.handle(String.self) { _, _ in .handled })
      cell.tw.route(CartEvent.add("tea"))
      #expect(controller.items == ["tea"])
      weakController = controller
      weakCell = cell
      weakRoot = controller.view
      window.rootViewController = nil
      window.isHidden = true
    }
    #expect(weakController == nil)
    #expect(weakCell == nil)
    #expect(weakRoot == nil)
    // Removing a registration whose responder is gone is safe.
    for registration in registrations { registration.remove() }
    #expect(registrations.allSatisfy { !$0.isRegistered })
  }

  @Test func aHandlerIsReleasedWithItsResponder() {
    final class Payload {}
    weak var weakPayload: Payload?
    do {
      let view = UIView()
      let payload = Payload()
      weakPayload = payload
      view.tw.handle(CartEvent.self) { _, _ in
        _ = payload
        return .handled
      }
      #expect(view.tw.route(CartEvent.add("tea")).isHandled)
    }
    #expect(weakPayload == nil)
  }
}
