import Foundation

@testable import HeadlessUIKit

/// The calls of the seed's log, each stamped with the virtual time since the scene began, as "0.150 table
/// touchesBegan".
@MainActor
final class SeedLog {
  private let start: TimeInterval
  private(set) var calls: [String] = []

  init(start: TimeInterval) {
    self.start = start
  }

  func record(_ who: String, _ what: String) {
    calls.append("\(String(format: "%.3f", HeadlessRunLoop.main.now - start)) \(who) \(what)")
  }

  /// Forgets what was logged, so that each touch can be asserted on its own.
  func clear() { calls = [] }
}

/// The seed's tap recognizer: UIKit's, logging the touches it is given.
@MainActor
final class SeedTapRecognizer: UITapGestureRecognizer {
  var log: SeedLog?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    log?.record("tap", "touchesBegan")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    log?.record("tap", "touchesEnded")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    log?.record("tap", "touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// The seed's table view: UIKit's, logging the touches its cells pass up to it.
@MainActor
final class SeedTableView: UITableView {
  var log: SeedLog?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("table", "touchesBegan")
    super.touchesBegan(touches, with: event)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("table", "touchesMoved")
    super.touchesMoved(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("table", "touchesEnded")
    super.touchesEnded(touches, with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("table", "touchesCancelled")
    super.touchesCancelled(touches, with: event)
  }
}

/// The seed's view controller: a tap recognizer on its view (to dismiss the keyboard), over a table of five rows
/// whose selection it handles.
@MainActor
final class SeedController: UIViewController, HeadlessActionTarget, UITableViewDataSource, UITableViewDelegate {
  static let tapAction = Selector("dismissKeyboard:")
  let log: SeedLog
  let table = SeedTableView(frame: CGRect(x: 0, y: 88, width: 390, height: 756), style: .plain)
  let tap = SeedTapRecognizer()

  init(log: SeedLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    table.log = log
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
    tap.log = log
    tap.addTarget(self, action: Self.tapAction)
    view.addGestureRecognizer(tap)
  }

  func responds(toAction action: Selector) -> Bool { action == Self.tapAction }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    log.record("controller", "dismissKeyboard:")
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.record("controller", "didSelectRowAt \(indexPath.section).\(indexPath.row)")
  }
}

/// The seed's screen in a key window, with a driver whose time the log counts from.
@MainActor
struct SeedScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let driver: TouchDriver
  let log: SeedLog
  let controller: SeedController

  init() {
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    log = SeedLog(start: driver.now)
    controller = SeedController(log: log)
    window.rootViewController = controller
  }

  /// The middle of row 2, in window coordinates: (195, 198).
  var row2: CGPoint { CGPoint(x: 195, y: 88 + 2 * 44 + 22) }

  /// A finger down on row 2, held `duration` seconds of virtual time, then lifted.
  func press(for duration: TimeInterval) {
    let touch = driver.touchDown(at: row2)
    driver.advance(by: duration)
    driver.lift(touch)
  }
}
