import Tapwise

/// Events the routing tests send.
enum CartEvent: Equatable {
  case add(String)
  case remove(String)
}

/// Analytics every tracked event conforms to.
protocol Analytics {
  var name: String { get }
}

/// A cart event that is also tracked.
struct TrackedCartEvent: Analytics {
  let name: String
}

/// A class hierarchy of events, for subclass matching.
class ScreenEvent {
  let screen: String
  init(screen: String) { self.screen = screen }
}

/// A screen event subclass.
final class ScreenAppeared: ScreenEvent {}

/// A window with a controller, its root view, a container and a leaf view: the smallest chain that reaches the
/// application.
@MainActor
struct RouteTestScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = UIViewController()
  let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
  let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))

  init() {
    controller.view.frame = window.bounds
    controller.view.addSubview(container)
    container.addSubview(leaf)
    window.rootViewController = controller
    window.makeKeyAndVisible()
  }

  /// The chain from the leaf to the window: leaf, container, root view, controller, window.
  var chainToWindow: [UIResponder] { [leaf, container, controller.view, controller, window] }
}
