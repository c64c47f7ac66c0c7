import PropertyBased
import Testing

@testable import Tapwise

/// The touch-target audit, with its grid for overlaps and covers and its memoized paths, reports exactly what the
/// straightforward quadratic audit (``QuadraticTouchTargetAudit``) reports, in the same order, on random trees.
///
/// A failure prints the tree and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct TouchTargetAuditPropertyTests {
  @Test func theAuditReportsWhatTheQuadraticDefinitionReports() async {
    await propertyCheck(count: 400, input: RandomViewTree.generator) { tree in
      let (_, _, root) = tree.build()
      let options = TouchTargetAudit.Options(samplesPerSide: tree.samplesPerSide)
      let findings = TouchTargetAudit.run(on: root, options: options)
      let expected = QuadraticTouchTargetAudit.run(on: root, options: options)
      #expect(findings == expected, "\(tree)")
    }
  }

  @Test func pathsAreTheSameAsTheOneByOneWalk() async {
    await propertyCheck(count: 300, input: RandomViewTree.generator) { tree in
      let (window, views, root) = tree.build()
      let audited = AuditedTree(root: root)
      for view in [window] + views where view.isDescendant(of: root) {
        #expect(audited.path(of: view) == TouchTargetAudit.path(of: view, from: root), "\(tree)")
        #expect(audited.path(of: view) == QuadraticTouchTargetAudit.path(of: view, from: root))
      }
    }
  }

  @Test func aCrowdOfSiblingsUnderAnOverlayMatchesTooWithEveryKindOfFinding() {
    // 400 flat buttons whose outsets overlap their neighbours', some poking out of the window, some hidden or
    // disabled, and a plain view halfway through that covers the ones before it in its corner.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    window.isHidden = false
    for index in 0..<400 {
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: index % 20 * 32, y: index / 20 * 32, width: 28, height: 28)
      button.tw.touchAreaOutsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
      button.isHidden = index % 13 == 0
      button.isEnabled = index % 17 != 0
      if index % 3 == 0 { button.accessibilityIdentifier = "b\(index)" }
      window.addSubview(button)
      if index == 200 { window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) }
    }
    let findings = TouchTargetAudit.run(on: window)
    #expect(Set(findings.map(\.kind)) == Set(TouchTargetFinding.Kind.allCases))
    #expect(findings == QuadraticTouchTargetAudit.run(on: window))
  }
}
