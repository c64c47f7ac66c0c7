import Foundation
import HeadlessUIKit
import Testing

/// `UISegmentedControl`: a tap selects the segment under the finger and reports a change; code reports nothing.
@MainActor
@Suite struct SegmentedControlTests {
  let window = makeVisibleWindow()
  let sizes = UISegmentedControl(items: ["S", "M", "L"])
  let driver: TouchDriver
  let events: EventLog

  init() {
    sizes.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
    window.addSubview(sizes)
    driver = TouchDriver(window: window)
    events = EventLog(watching: sizes)
  }

  /// Taps the middle of a segment, in window coordinates.
  private func tapSegment(_ index: Int) {
    driver.tap(at: CGPoint(x: 50 + 100 * CGFloat(index) + 50, y: 116))
  }

  @Test func itemsBecomeSegmentsWithNoSelection() {
    #expect(sizes.numberOfSegments == 3)
    #expect((0..<3).map { sizes.titleForSegment(at: $0) } == ["S", "M", "L"])
    #expect(sizes.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(UISegmentedControl.noSegment == -1)
  }

  @Test func aTapSelectsTheSegmentUnderTheFinger() {
    driver.tap(at: CGPoint(x: 50 + 201, y: 116))
    #expect(sizes.selectedSegmentIndex == 2)
    driver.tap(at: CGPoint(x: 50 + 199, y: 116))
    #expect(sizes.selectedSegmentIndex == 1)
    driver.tap(at: CGPoint(x: 50, y: 116))
    #expect(sizes.selectedSegmentIndex == 0)
  }

  @Test func aChangeOfSelectionSendsValueChangedThenPrimaryActionBeforeTouchUpInside() {
    tapSegment(1)
    #expect(events.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
  }

  @Test func tappingTheSelectedSegmentAgainSendsNoValueChanged() {
    tapSegment(1)
    events.clear()
    tapSegment(1)
    #expect(events.names == ["touchDown", "touchUpInside"])
  }

  @Test func settingTheSelectionInCodeSendsNothing() {
    sizes.selectedSegmentIndex = 2
    #expect(sizes.selectedSegmentIndex == 2)
    sizes.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(sizes.selectedSegmentIndex == -1)
    #expect(events.names.isEmpty)
  }

  @Test func aSelectionOutOfRangeIsIgnored() {
    sizes.selectedSegmentIndex = 1
    sizes.selectedSegmentIndex = 3
    sizes.selectedSegmentIndex = -2
    #expect(sizes.selectedSegmentIndex == 1)
  }

  @Test func aTapOnADisabledSegmentSelectsNothing() {
    sizes.setEnabled(false, forSegmentAt: 1)
    #expect(!sizes.isEnabledForSegment(at: 1) && sizes.isEnabledForSegment(at: 0))
    tapSegment(1)
    #expect(sizes.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(!events.names.contains("valueChanged"))
  }

  @Test func aMomentaryControlReportsEveryTapAndKeepsNoSelection() {
    sizes.isMomentary = true
    var seen: [Int] = []
    sizes.addAction(UIAction { [unowned sizes] _ in seen.append(sizes.selectedSegmentIndex) }, for: .valueChanged)
    tapSegment(2)
    tapSegment(2)
    #expect(seen == [2, 2])
    #expect(sizes.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func insertingAndRemovingSegmentsKeepsTheSelectionOnItsSegment() {
    sizes.selectedSegmentIndex = 1
    sizes.insertSegment(withTitle: "XS", at: 0, animated: false)
    #expect(sizes.selectedSegmentIndex == 2 && sizes.titleForSegment(at: 2) == "M")
    sizes.removeSegment(at: 0, animated: false)
    #expect(sizes.selectedSegmentIndex == 1)
    sizes.removeSegment(at: 1, animated: true)
    #expect(sizes.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(sizes.numberOfSegments == 2)
  }

  @Test func anInsertionIndexPastTheEndIsPinnedToTheEnd() {
    sizes.insertSegment(withTitle: "XL", at: 99, animated: false)
    #expect(sizes.numberOfSegments == 4 && sizes.titleForSegment(at: 3) == "XL")
  }

  @Test func removingAllSegmentsClearsTheSelection() {
    sizes.selectedSegmentIndex = 0
    sizes.removeAllSegments()
    #expect(sizes.numberOfSegments == 0 && sizes.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test func aSegmentShowsATitleOrAnImageNotBoth() {
    let star = UIImage(systemName: "star")
    sizes.setImage(star, forSegmentAt: 0)
    #expect(sizes.imageForSegment(at: 0) == star && sizes.titleForSegment(at: 0) == nil)
    sizes.setTitle("S", forSegmentAt: 0)
    #expect(sizes.titleForSegment(at: 0) == "S" && sizes.imageForSegment(at: 0) == nil)
  }

  @Test func anActionItemRunsItsHandlerBeforeValueChanged() {
    var order: [String] = []
    let control = UISegmentedControl(items: [
      UIAction(title: "List") { _ in order.append("list") }, UIAction(title: "Grid") { _ in order.append("grid") },
    ])
    control.frame = CGRect(x: 0, y: 300, width: 200, height: 32)
    window.addSubview(control)
    control.addAction(UIAction { _ in order.append("valueChanged") }, for: .valueChanged)
    #expect(control.titleForSegment(at: 1) == "Grid")
    driver.tap(at: CGPoint(x: 150, y: 316))
    #expect(order == ["grid", "valueChanged"])
  }
}
