import Foundation
import HeadlessUIKit

/// The calls view controllers heard, in order, as "name callback" lines.
@MainActor
final class ControllerLog {
  var lines: [String] = []
}

/// A view controller that logs its appearance and containment callbacks to a shared log.
@MainActor
final class LoggedController: UIViewController {
  let name: String
  private let log: ControllerLog

  init(_ name: String, log: ControllerLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() { log.lines.append("\(name) viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) viewWillAppear") }
  override func viewIsAppearing(_ animated: Bool) { log.lines.append("\(name) viewIsAppearing") }
  override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) viewDidDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    log.lines.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "parent"))")
  }
}

/// A visible 390 × 844 window whose root is a navigation controller over a logged root controller "A".
@MainActor
struct NavigationScene {
  let log = ControllerLog()
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let root: LoggedController
  let navigation: UINavigationController
  let driver: TouchDriver

  init() {
    root = LoggedController("A", log: log)
    navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    log.lines.removeAll()
  }

  /// A new logged controller sharing the scene's log.
  func controller(_ name: String) -> LoggedController {
    LoggedController(name, log: log)
  }

  /// Adds a button to the root controller's view, below the bar, whose tap runs `action` with the scene.
  func addButton(to controller: UIViewController, _ action: @escaping @MainActor () -> Void) -> UIButton {
    let button = UIButton(frame: CGRect(x: 100, y: 300, width: 190, height: 44))
    button.addAction(UIAction { _ in action() }, for: .touchUpInside)
    controller.view.addSubview(button)
    return button
  }
}
