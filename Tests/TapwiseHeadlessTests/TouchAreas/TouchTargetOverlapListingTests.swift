import PropertyBased
import Testing

@testable import Tapwise

/// Overlaps listed once per target, as the lab's reports print them: each target's count is the number of pairs the
/// quadratic definition (``QuadraticTouchTargetAudit``) reports for it, its first partner and area are its first
/// pair's, and every other finding is the same. And listed pair by pair, stacked targets get exactly the quadratic
/// audit's findings. On random trees, and on trees stacked on two spots, where many targets share a touch area.
///
/// A failure prints the tree and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct TouchTargetOverlapListingTests {
  /// A finding and how many more targets it overlaps.
  struct Folded: Equatable {
    var finding: TouchTargetFinding
    var moreOverlaps = 0
  }

  /// A listing without its views, to compare with ``folded(_:)``.
  static func unviewed(_ listed: [TouchTargetAudit.ListedFinding]) -> [Folded] {
    listed.map { Folded(finding: $0.finding, moreOverlaps: $0.moreOverlaps) }
  }

  /// Findings with each target's run of `overlapping` pairs folded into its first, which counts the others.
  static func folded(_ findings: [TouchTargetFinding]) -> [Folded] {
    var listed: [Folded] = []
    for finding in findings {
      if finding.kind == .overlapping, let last = listed.last, last.finding.kind == .overlapping,
        last.finding.view == finding.view
      {
        listed[listed.count - 1].moreOverlaps += 1
      } else {
        listed.append(Folded(finding: finding))
      }
    }
    return listed
  }

  /// Checks the listing per target against the quadratic pairs, folded.
  static func checkCounts(_ tree: RandomViewTree) {
    let (_, _, root) = tree.build()
    let options = TouchTargetAudit.Options(samplesPerSide: tree.samplesPerSide)
    let listed = TouchTargetAudit.run(on: root, options: options, overlaps: .perTarget)
    #expect(unviewed(listed) == folded(QuadraticTouchTargetAudit.run(on: root, options: options)), "\(tree)")
  }

  @Test func eachTargetCountsItsPairsOnRandomTrees() async {
    await propertyCheck(count: 300, input: RandomViewTree.generator) { Self.checkCounts($0) }
  }

  @Test func eachTargetCountsItsPairsOnStackedTrees() async {
    await propertyCheck(count: 300, input: RandomViewTree.stackedGenerator) { Self.checkCounts($0) }
  }

  @Test func stackedTargetsGetEveryPairAndCoverOfTheQuadraticAudit() async {
    await propertyCheck(count: 300, input: RandomViewTree.stackedGenerator) { tree in
      let (_, _, root) = tree.build()
      let options = TouchTargetAudit.Options(samplesPerSide: tree.samplesPerSide)
      let expected = QuadraticTouchTargetAudit.run(on: root, options: options)
      #expect(TouchTargetAudit.run(on: root, options: options) == expected, "\(tree)")
      let everyPair = TouchTargetAudit.run(on: root, options: options, overlaps: .everyPair)
      #expect(Self.unviewed(everyPair) == expected.map { Folded(finding: $0) })
    }
  }

  @Test func threeHundredStackedButtonsAreCountedNotListed() {
    // A button inside the first one overlaps it, but a target inside another isn't reported as overlapping it.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.isHidden = false
    for index in 0..<300 {
      let button = UIButton(type: .custom)
      button.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
      button.accessibilityIdentifier = "b\(index)"
      window.addSubview(button)
    }
    let inner = UIButton(type: .custom)
    inner.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    inner.accessibilityIdentifier = "inner"
    window.subviews[0].addSubview(inner)

    let listed = TouchTargetAudit.run(on: window, options: .init(), overlaps: .perTarget)
    let overlaps = listed.filter { $0.finding.kind == .overlapping }
    #expect(overlaps.count == 300)
    #expect(overlaps.first?.finding == .overlapping(view: "b0", other: "b1", area: 2500))
    // b0 and b0/inner each overlap b1 to b299; b1 overlaps b2 to b299, and so on.
    #expect(overlaps.map(\.moreOverlaps) == [298] + Array((0...298).reversed()))
    #expect(overlaps[1].finding == .overlapping(view: "b0/inner", other: "b1", area: 2500))
    let covered = listed.filter { $0.finding.kind == .covered }.map(\.finding)
    #expect(covered.first == .covered(view: "b0", by: "b1"))
    #expect(covered.count == 300)
    #expect(TouchTargetAudit.run(on: window).filter { $0.kind == .overlapping }.count == 301 * 300 / 2 - 1)
  }
}
