import Foundation
import TapwiseCore
import Testing

/// The audit's sampling of a 44×44 square around a target's centre.
@Suite struct TouchTargetProbeTests {
  let probe = TouchTargetProbe()

  @Test func theGridReachesToHalfAPointFromEachCorner() {
    let points = probe.points(around: CGPoint(x: 22, y: 22))
    #expect(points.count == 81)
    #expect(points.first == CGPoint(x: 0.5, y: 0.5))
    #expect(points.last == CGPoint(x: 43.5, y: 43.5))
    #expect(points.contains(CGPoint(x: 22, y: 22)))
  }

  @Test func aBareTwentyPointIconAnswersOnlyTheMiddleOfTheSquare() {
    let icon = CGRect(x: 0, y: 0, width: 20, height: 20)
    let result = probe.measure(around: CGPoint(x: 10, y: 10)) { icon.containsTouch(at: $0) }
    #expect(result.hits == 9)
    #expect(!result.isFull)
  }

  @Test func aFortyFourPointTargetFillsTheSquare() {
    let target = CGRect(x: 100, y: 100, width: 44, height: 44)
    #expect(probe.measure(around: CGPoint(x: 122, y: 122)) { target.containsTouch(at: $0) }.isFull)
  }

  @Test func aTargetOnePointShortFails() {
    let target = CGRect(x: 0, y: 0, width: 43, height: 44)
    #expect(!probe.measure(around: CGPoint(x: 21.5, y: 22)) { target.containsTouch(at: $0) }.isFull)
  }

  @Test func aTargetHalfAPointShortStillPasses() {
    let target = CGRect(x: 0, y: 0, width: 43.5, height: 44)
    #expect(probe.measure(around: CGPoint(x: 21.75, y: 22)) { target.containsTouch(at: $0) }.isFull)
  }

  @Test func enlargedTouchAreasCount() {
    let area = TouchArea(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), outsets: TouchOutsets(all: 12))
    #expect(probe.measure(around: CGPoint(x: 10, y: 10)) { area.contains($0) }.isFull)
  }

  @Test func fewerThanTwoSamplesPerSideBecomeTwo() {
    #expect(TouchTargetProbe(samplesPerSide: 1).points(around: .zero).count == 4)
  }
}
