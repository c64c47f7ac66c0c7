import Foundation
import HeadlessUIKit
import Testing

/// Which of several recognizers wins: prevention, simultaneous recognition and failure requirements.
@MainActor
@Suite struct GestureArbitrationTests {
  let stage = GestureStage()

  @Test func theFirstRecognizerToRecognizePreventsTheOthers() {
    let inner = UITapGestureRecognizer()
    let outer = UITapGestureRecognizer()
    let innerLog = stage.attach(inner, "inner", to: stage.pad)
    let outerLog = stage.attach(outer, "outer", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(innerLog.states == [.recognized])
    #expect(outerLog.states.isEmpty)
  }

  @Test func aDelegateCanLetTwoRecognizersRecognizeSimultaneously() {
    let inner = UITapGestureRecognizer()
    let outer = UITapGestureRecognizer()
    let delegate = GestureDelegate()
    delegate.simultaneous = true
    outer.delegate = delegate
    let innerLog = stage.attach(inner, "inner", to: stage.pad)
    let outerLog = stage.attach(outer, "outer", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(innerLog.states == [.recognized] && outerLog.states == [.recognized])
  }

  @Test func aRecognizerThatRequiresAnotherToFailWaitsForItsFailure() {
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    stage.attach(single, "single", to: stage.pad)
    stage.attach(double, "double", to: stage.pad)
    stage.driver.tap(at: stage.center)
    #expect(stage.timeline.lines == ["pad: began"])
    #expect(single.state == .possible)
    stage.driver.advance(by: 0.35)
    #expect(stage.timeline.entries.last?.time == 1000.4)
    #expect(stage.timeline.lines == ["pad: began", "single: action ended", "pad: cancelled"])
  }

  @Test func aRecognizerFailsWhenTheOneItRequiresToFailRecognizes() {
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    let singleLog = stage.attach(single, "single", to: stage.pad)
    let doubleLog = stage.attach(double, "double", to: stage.pad)
    stage.driver.tap(at: stage.center, count: 2)
    #expect(doubleLog.states == [.recognized])
    #expect(singleLog.states.isEmpty)
    #expect(single.state == .possible && double.state == .possible)
  }

  @Test func aDelegateCanRequireFailureForOneSequence() {
    let single = UITapGestureRecognizer()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let delegate = GestureDelegate()
    delegate.requiresFailureOf = double
    single.delegate = delegate
    let singleLog = stage.attach(single, "single", to: stage.pad)
    stage.attach(double, "double", to: stage.pad)
    stage.driver.tap(at: stage.center)
    #expect(singleLog.states.isEmpty)
    stage.driver.advance(by: 0.35)
    #expect(singleLog.states == [.recognized])
  }

  @Test func aRecognizerThatCannotBePreventedRecognizesAlongside() {
    let inner = UITapGestureRecognizer()
    let outer = Unpreventable()
    let innerLog = stage.attach(inner, "inner", to: stage.pad)
    let outerLog = stage.attach(outer, "outer", to: stage.container)
    stage.driver.tap(at: stage.center)
    #expect(innerLog.states == [.recognized] && outerLog.states == [.recognized])
  }
}

/// A tap recognizer no other recognizer can prevent.
private final class Unpreventable: UITapGestureRecognizer {
  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
