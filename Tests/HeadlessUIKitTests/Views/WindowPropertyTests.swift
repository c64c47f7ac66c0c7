import PropertyBased
import Testing

@testable import HeadlessUIKit

/// A view's `window` is the first window among it and its ancestors, whatever moves made the hierarchy. Views keep
/// their window as they move (reading it walks no superviews), so this holds them to the rule: after random moves
/// between two windows, a window nested in a view, and views in and out of any window, and inside every
/// `willMove(toWindow:)` (the old window) and `didMoveToWindow()` (the new one).
///
/// A failure prints the moves and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct WindowPropertyTests {
  /// One move: `kind` 0 adds, 1 inserts at the back, 2 removes; `child` and `parent` index the pool.
  struct Move: CustomStringConvertible {
    let kind: Int
    let child: Int
    let parent: Int

    static let generator = zip(Gen.int(in: 0...2), Gen.int(in: 0...8), Gen.int(in: 0...11)).map {
      Move(kind: $0.0, child: $0.1, parent: $0.2)
    }

    var description: String {
      ["add \(child) to \(parent)", "insert \(child) into \(parent)", "remove \(child)"][kind]
    }
  }

  /// A view that checks `window` against the rule in its window callbacks.
  final class CheckingView: UIView {
    var mismatches: [String] = []

    override func willMove(toWindow newWindow: UIWindow?) {
      if window !== WindowPropertyTests.firstWindow(from: self) {
        mismatches.append("willMove(toWindow:) read another window")
      }
    }

    override func didMoveToWindow() {
      if window !== WindowPropertyTests.firstWindow(from: self) {
        mismatches.append("didMoveToWindow() read another window")
      }
    }
  }

  /// The rule: the first window found walking up from a view, the view included.
  static func firstWindow(from view: UIView) -> UIWindow? {
    var current: UIView? = view
    while let candidate = current {
      if let window = candidate as? UIWindow { return window }
      current = candidate.superview
    }
    return nil
  }

  @Test func windowIsTheFirstWindowAmongAViewAndItsAncestors() async {
    await propertyCheck(count: 300, input: Move.generator.array(of: 1...30)) { moves in
      // Children: eight views and a window that can be nested in them; parents: those and two top-level windows.
      let views = (0..<8).map { _ in CheckingView() }
      let nested = UIWindow(frame: .zero)
      let children: [UIView] = views + [nested]
      let parents: [UIView] = children + [UIWindow(frame: .zero), UIWindow(frame: .zero), views[0]]
      for move in moves {
        let child = children[move.child]
        let parent = parents[move.parent]
        switch move.kind {
        case 2: child.removeFromSuperview()
        default:
          guard child !== parent, !parent.isDescendant(of: child) else { continue }
          if move.kind == 0 { parent.addSubview(child) } else { parent.insertSubview(child, at: 0) }
        }
        for view in parents {
          #expect(view.window === Self.firstWindow(from: view), "after \(move)")
        }
      }
      for view in views { #expect(view.mismatches.isEmpty) }
    }
  }
}
