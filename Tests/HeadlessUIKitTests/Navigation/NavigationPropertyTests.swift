import Foundation
import HeadlessUIKit
import PropertyBased
import Testing

/// Over random streams of pushes, pops, stack replacements, presentations, dismissals and waits, animated or not:
/// every controller hears its appearance callbacks in a well-formed order (`will` before `did`, appearing and
/// disappearing alternating, `viewIsAppearing` only while appearing), and once everything has ended, the top
/// controller is the one on screen, its view alone in the navigation controller's view, and the stack is the
/// navigation controller's children.
///
/// A failure prints the moves and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct NavigationPropertyTests {
  /// One move: `kind` picks the operation, `animated` whether it animates, `pick` which controller it names.
  struct Move: CustomStringConvertible {
    let kind: Int
    let animated: Bool
    let pick: Int

    static let generator = zip(Gen.int(in: 0...7), Gen.bool, Gen.int(in: 0...9)).map {
      Move(kind: $0.0, animated: $0.1, pick: $0.2)
    }

    var description: String {
      let name = ["push", "pop", "popToRoot", "popTo", "setViewControllers", "present", "dismiss", "wait"][kind]
      return "\(name) \(animated ? "animated" : "at once") \(pick)"
    }
  }

  /// The appearance a controller's callbacks have brought it to from `start`, or a description of the first bad
  /// callback.
  static func replay(_ callbacks: [String], from start: String) -> String {
    var state = start
    for callback in callbacks {
      switch (state, callback) {
      case ("disappeared", "viewWillAppear"), ("disappearing", "viewWillAppear"): state = "appearing"
      case ("appearing", "viewIsAppearing"): break
      case ("appearing", "viewDidAppear"): state = "appeared"
      case ("appeared", "viewWillDisappear"), ("appearing", "viewWillDisappear"): state = "disappearing"
      case ("disappearing", "viewDidDisappear"): state = "disappeared"
      default: return "\(callback) while \(state)"
      }
    }
    return state
  }

  @Test func appearanceCallbacksStayWellFormedAndTheTopEndsOnScreen() async {
    await propertyCheck(count: 200, input: Move.generator.array(of: 1...25)) { moves in
      let scene = NavigationScene()
      var made = 0
      @MainActor func fresh() -> LoggedController {
        made += 1
        return scene.controller("C\(made)")
      }
      var all: [LoggedController] = [scene.root]
      for move in moves {
        let navigation = scene.navigation
        let stack = navigation.viewControllers
        switch move.kind {
        case 0:
          let controller = fresh()
          all.append(controller)
          navigation.pushViewController(controller, animated: move.animated)
        case 1: navigation.popViewController(animated: move.animated)
        case 2: navigation.popToRootViewController(animated: move.animated)
        case 3: navigation.popToViewController(stack[move.pick % stack.count], animated: move.animated)
        case 4:
          let controller = fresh()
          all.append(controller)
          let kept = stack.enumerated().filter { (move.pick >> ($0.offset % 4)) & 1 == 1 }.map(\.element)
          navigation.setViewControllers(kept + [controller], animated: move.animated)
        case 5:
          let modal = fresh()
          all.append(modal)
          modal.modalPresentationStyle = move.pick.isMultiple(of: 2) ? .fullScreen : .automatic
          navigation.topViewController?.present(modal, animated: move.animated)
        case 6: navigation.dismiss(animated: move.animated)
        default: scene.driver.advance(by: Double(move.pick) * 0.05)
        }
      }
      scene.driver.advance(by: 2)
      let navigation = scene.navigation
      for controller in all {
        let lines = scene.log.lines.compactMap { line -> String? in
          let parts = line.split(separator: " ", maxSplits: 1)
          return parts[0] == controller.name ? String(parts[1]) : nil
        }
        // The scene's log starts with the root on screen.
        let state = Self.replay(
          lines.filter { $0.hasPrefix("view") && $0 != "viewDidLoad" },
          from: controller === scene.root ? "appeared" : "disappeared")
        let presented = navigation.presentedViewController
        let topIsCovered = presented?.modalPresentationStyle == .fullScreen
        let expected = (controller === navigation.topViewController && !topIsCovered) || controller === presented
        #expect(state == (expected ? "appeared" : "disappeared"), "\(controller.name): \(lines)")
      }
      #expect(navigation.children == navigation.viewControllers)
      let controllerViews = navigation.view.subviews.filter { $0 !== navigation.navigationBar }
      if navigation.presentedViewController?.modalPresentationStyle != .fullScreen {
        #expect(controllerViews.count == 1 && controllerViews.first === navigation.topViewController?.view)
      }
    }
  }
}
