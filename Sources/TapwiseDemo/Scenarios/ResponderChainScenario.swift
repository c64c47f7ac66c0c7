import Foundation
import HeadlessUIKit

/// A nil-target action: the Done button names no target, and the responder chain finds the view controller.
struct ResponderChainScenario: DemoScenario {
  let title = "Editor: a nil-target Done travels the responder chain to its view controller"

  func play(on stage: DemoStage) {
    let editor = EditorController(stage: stage)
    editor.view.frame = stage.window.bounds
    editor.view.accessibilityIdentifier = "editor"
    let toolbar = UIView(frame: CGRect(x: 0, y: 44, width: 390, height: 44))
    toolbar.accessibilityIdentifier = "toolbar"
    let done = UIButton(type: .system)
    done.accessibilityIdentifier = "done"
    done.frame = CGRect(x: 310, y: 0, width: 80, height: 44)
    done.addTarget(nil, action: NSSelectorFromString("done:"), for: .touchUpInside)
    toolbar.addSubview(done)
    editor.view.addSubview(toolbar)
    stage.window.rootViewController = editor

    stage.tap(done, note: "no target: done → toolbar → editor → EditorController")
  }
}

/// The editor's view controller, which implements `done:`.
@MainActor
private final class EditorController: DemoViewController, HeadlessActionTarget {

  func responds(toAction action: Selector) -> Bool {
    action == NSSelectorFromString("done:")
  }

  func perform(_ action: Selector, sender: Any?, event: UIEvent?) {
    stage?.logAction("\(NSStringFromSelector(action)) → EditorController (found up the responder chain)")
  }
}
