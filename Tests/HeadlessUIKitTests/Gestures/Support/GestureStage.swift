import Foundation
import HeadlessUIKit

/// One timeline of what recognizers and views received, as "who: what" lines stamped with virtual time.
@MainActor
final class GestureTimeline {
  private(set) var entries: [(time: TimeInterval, line: String)] = []

  func record(_ line: String) { entries.append((HeadlessRunLoop.main.now, line)) }

  /// The lines, without their times.
  var lines: [String] { entries.map(\.line) }
}

/// A gesture action target that logs the recognizer's state on each action.
@MainActor
final class GestureActionLog: NSObject, HeadlessActionTarget {
  let name: String
  let timeline: GestureTimeline
  private(set) var states: [UIGestureRecognizer.State] = []

  init(_ name: String, _ timeline: GestureTimeline) {
    self.name = name
    self.timeline = timeline
  }

  func responds(toAction action: Selector) -> Bool { action == Selector("handle:") }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    guard let recognizer = sender as? UIGestureRecognizer else { return }
    states.append(recognizer.state)
    timeline.record("\(name): action \(stateName(recognizer.state))")
  }
}

/// A view that logs the touch methods it receives.
@MainActor
final class TouchLogView: UIView {
  var name = "view"
  var timeline: GestureTimeline?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { timeline?.record("\(name): began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { timeline?.record("\(name): moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { timeline?.record("\(name): ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    timeline?.record("\(name): cancelled")
  }
}

/// A tap recognizer that logs the touches it receives before recognizing them as UIKit's would.
@MainActor
final class LoggingTapRecognizer: UITapGestureRecognizer {
  var timeline: GestureTimeline?
  private(set) var resets = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    timeline?.record("tap: began")
    super.touchesBegan(touches, with: event)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    timeline?.record("tap: ended")
    super.touchesEnded(touches, with: event)
  }

  override func reset() {
    super.reset()
    resets += 1
  }
}

/// A window with a container view and a logging view inside it, a timeline, and a touch driver.
@MainActor
struct GestureStage {
  let timeline = GestureTimeline()
  /// Keeps the action logs alive: recognizers hold their targets weakly.
  private let logs = LogKeeper()
  let window: UIWindow
  let container = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let pad = TouchLogView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  let driver: TouchDriver

  /// The centre of the pad, in window coordinates.
  let center = CGPoint(x: 200, y: 200)

  init() {
    window = makeVisibleWindow()
    window.addSubview(container)
    container.addSubview(pad)
    container.name = "container"
    pad.name = "pad"
    container.timeline = timeline
    pad.timeline = timeline
    driver = TouchDriver(window: window)
  }

  /// Attaches a recognizer to a view with a logging target named `name`.
  @discardableResult
  func attach(_ recognizer: UIGestureRecognizer, _ name: String, to view: UIView) -> GestureActionLog {
    let log = GestureActionLog(name, timeline)
    recognizer.addTarget(log, action: Selector("handle:"))
    logs.logs.append(log)
    view.addGestureRecognizer(recognizer)
    return log
  }

  /// Holds a finger down at a point for a duration, then lifts it.
  func press(at point: CGPoint? = nil, for duration: TimeInterval) {
    let touch = driver.touchDown(at: point ?? center)
    driver.advance(by: duration)
    driver.lift(touch)
  }
}

/// A state's name in timeline lines.
@MainActor
func stateName(_ state: UIGestureRecognizer.State) -> String {
  ["possible", "began", "changed", "ended", "cancelled", "failed"][state.rawValue]
}

/// Holds action logs strongly for a stage.
@MainActor
final class LogKeeper {
  var logs: [GestureActionLog] = []
}
