import TapwiseCore
import Foundation
import HeadlessUIKit

/// A key window, a touch driver and a transcript: everything a demo scenario plays on.
///
/// Taps are logged with the view they reached, as a path of accessibility identifiers from the window, and every
/// action that fires is logged under its tap. A tap that fires nothing says so.
@MainActor
package final class DemoStage {
  /// The scenario's window, key and visible.
  package let window: UIWindow
  /// The driver that injects touches into ``window`` on virtual time.
  package let driver: TouchDriver
  private let start: TimeInterval
  private(set) var lines: [String] = []
  private var actionsSinceTap = 0

  /// Creates a stage with a phone-sized window.
  /// - Parameters:
  ///   - size: The window's size in points.
  package init(size: CGSize = CGSize(width: 390, height: 844)) {
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.accessibilityIdentifier = "window"
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    start = driver.now
  }

  /// Taps the centre of a view.
  /// - Parameters:
  ///   - view: A view in the window.
  ///   - note: Words to append to the log line.
  package func tap(_ view: UIView, note: String = "") {
    tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil), note: note)
  }

  /// Taps a point in window coordinates and logs where the touch landed, then what fired.
  /// - Parameters:
  ///   - point: The point, in window coordinates.
  ///   - note: Words to append to the log line.
  package func tap(at point: CGPoint, note: String = "") {
    let touch = driver.touchDown(at: point)
    logTouch("tap \(Self.format(point))", reached: touch.view, note: note)
    driver.advance(by: driver.step)
    driver.lift(touch)
    closeTouch()
  }

  /// Drags along a path in window coordinates and logs where it started, then what fired.
  /// - Parameters:
  ///   - points: The path, in window coordinates.
  ///   - note: Words to append to the log line.
  package func drag(along points: [CGPoint], note: String = "") {
    guard let first = points.first else { return }
    let touch = driver.touchDown(at: first)
    let path = points.map(Self.format).joined(separator: " → ")
    logTouch("drag \(path)", reached: touch.view, note: note)
    for point in points.dropFirst() {
      driver.advance(by: driver.step)
      driver.move(touch, to: point)
    }
    driver.advance(by: driver.step)
    driver.lift(touch)
    closeTouch()
  }

  /// Puts a finger down and logs where it landed, as a touch line; lift it with ``lift(_:)``.
  /// - Parameters:
  ///   - point: The point, in window coordinates.
  ///   - gesture: How the touch line names the gesture, such as `press`; the point follows it.
  ///   - note: Words to append to the log line.
  /// - Returns: The finger, which stays down while virtual time moves on.
  package func touchDown(at point: CGPoint, gesture: String, note: String = "") -> ActiveTouch {
    // What the touch-down itself sets off (a recognizer's touchesBegan) is logged under its touch line.
    actionsSinceTap = 0
    let index = lines.count
    lines.append("")
    let touch = driver.touchDown(at: point)
    lines[index] = touchLine("\(gesture) \(Self.format(point))", reached: touch.view, note: note)
    return touch
  }

  /// Lifts a finger put down with ``touchDown(at:gesture:note:)``, then logs that nothing fired if nothing did.
  /// - Parameters:
  ///   - touch: The finger.
  package func lift(_ touch: ActiveTouch) {
    driver.lift(touch)
    closeTouch()
  }

  /// Logs a call made under the current touch, stamped with the virtual time it was made at.
  /// - Parameters:
  ///   - text: The call, such as `table: touchesBegan`.
  package func logCall(_ text: String) {
    actionsSinceTap += 1
    lines.append("  \(elapsed)    \(text)")
  }

  /// Moves virtual time forward.
  /// - Parameters:
  ///   - seconds: How far.
  package func wait(_ seconds: TimeInterval) {
    driver.advance(by: seconds)
  }

  /// Logs an action that fired, under the current touch.
  /// - Parameters:
  ///   - text: What fired, such as `pay: → checkout`.
  package func logAction(_ text: String) {
    actionsSinceTap += 1
    lines.append("           ✓ \(text)")
  }

  /// Logs a free-form line, such as a summary.
  /// - Parameters:
  ///   - text: The line.
  package func note(_ text: String) {
    lines.append("  \(text)")
  }

  /// The path of identifiers from the window to a view, such as `window/checkout/pay`, or `none`.
  /// - Parameters:
  ///   - view: The view.
  /// - Returns: The path.
  package static func path(of view: UIView?) -> String {
    guard let view else { return "none" }
    var names: [String] = []
    var current: UIView? = view
    while let node = current {
      names.append(name(of: node))
      current = node.superview
    }
    return names.reversed().joined(separator: "/")
  }

  /// A responder chain as the log prints it, from its start up: `first → content → row-1 → OrdersController`.
  /// - Parameters:
  ///   - responders: The responders, in the order visited.
  /// - Returns: Each responder's name: a view's as in ``path(of:)``, anything else's type.
  package static func chain(_ responders: [UIResponder]) -> String {
    responders.map(name(of:)).joined(separator: " → ")
  }

  /// A responder's name in the log: a view's accessibility identifier if it has one, else its type.
  private static func name(of responder: UIResponder) -> String {
    (responder as? UIView)?.accessibilityIdentifier ?? String(describing: type(of: responder))
  }

  private func logTouch(_ gesture: String, reached view: UIView?, note: String) {
    actionsSinceTap = 0
    lines.append(touchLine(gesture, reached: view, note: note))
  }

  private func touchLine(_ gesture: String, reached view: UIView?, note: String) -> String {
    let suffix = note.isEmpty ? "" : "  (\(note))"
    return "  \(elapsed)  \(gesture) → \(Self.path(of: view))\(suffix)"
  }

  /// The virtual time since the stage was made, as the log prints it: `  0.15s`.
  private var elapsed: String { String(format: "%6.2fs", driver.now - start) }

  private func closeTouch() {
    if actionsSinceTap == 0 { lines.append("           · no action fired") }
  }

  /// `(12, 30.5)`: a point in the transcript, each number to one decimal.
  static func format(_ point: CGPoint) -> String {
    "(\(GeometryText.number(point.x, decimals: 1)), \(GeometryText.number(point.y, decimals: 1)))"
  }
}
