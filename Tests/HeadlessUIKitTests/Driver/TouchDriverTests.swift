import Foundation
import HeadlessUIKit
import Testing

/// `TouchDriver`: touches delivered through the application and window, on a clock that moves only when told.
@MainActor
@Suite struct TouchDriverTests {
  /// A view that records every touch it receives.
  final class TouchLog: UIView {
    struct Record: Equatable {
      let phase: UITouch.Phase
      let touchTime: TimeInterval
      let eventTime: TimeInterval?
      let location: CGPoint
      let previous: CGPoint
      let tapCount: Int
      var type: UITouch.TouchType = .direct
    }

    var records: [Record] = []

    func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
      for touch in touches {
        records.append(
          Record(
            phase: touch.phase, touchTime: touch.timestamp, eventTime: event?.timestamp,
            location: touch.location(in: nil), previous: touch.previousLocation(in: nil), tapCount: touch.tapCount,
            type: touch.type))
      }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
  }

  let window = makeVisibleWindow()
  let pad = TouchLog(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
  let driver: TouchDriver

  init() {
    window.addSubview(pad)
    driver = TouchDriver(window: window)
  }

  @Test func timeStartsAtOneThousandSecondsAndMovesOnlyWhenAdvanced() {
    #expect(driver.now == 1000)
    #expect(driver.step == TouchDriver.defaultStep && TouchDriver.defaultStep == 0.05)
    let touch = driver.touchDown(at: CGPoint(x: 150, y: 150))
    driver.move(touch, to: CGPoint(x: 160, y: 150))
    driver.lift(touch)
    #expect(driver.now == 1000)
    driver.advance(by: 2.5)
    #expect(driver.now == 1002.5)
  }

  @Test func touchesAreFingersUnlessTheTestAsksForAPencil() {
    driver.tap(at: CGPoint(x: 150, y: 150))
    #expect(driver.tap(at: CGPoint(x: 150, y: 150), touchType: .pencil) === pad)
    let stroke = driver.touchDown(at: CGPoint(x: 150, y: 150), tapCount: 2, touchType: .pencil)
    driver.move(stroke, to: CGPoint(x: 160, y: 150))
    driver.lift(stroke)
    #expect(pad.records.map(\.type) == [.direct, .direct] + Array(repeating: .pencil, count: 5))
    #expect(pad.records.last?.tapCount == 2)
  }

  @Test func aTapPutsTheFingerDownNowAndLiftsItOneStepLater() {
    #expect(driver.tap(at: CGPoint(x: 150, y: 150)) === pad)
    #expect(pad.records.map(\.phase) == [.began, .ended])
    #expect(pad.records.map(\.touchTime) == [1000, 1000.05])
    #expect(pad.records.map(\.eventTime) == [1000, 1000.05])
    #expect(driver.now == 1000.05)
  }

  @Test func theStartingTimeAndStepCanBeChosen() {
    let driver = TouchDriver(window: window, now: 7, step: 0.25)
    driver.drag(along: [CGPoint(x: 150, y: 150), CGPoint(x: 160, y: 150)])
    #expect(pad.records.map(\.touchTime) == [7, 7.25, 7.5])
  }

  @Test func aTapReturnsTheViewTheTouchLandedOnOrNil() {
    #expect(driver.tap(at: CGPoint(x: 10, y: 10)) === window)
    #expect(driver.tap(at: CGPoint(x: 500, y: 10)) == nil)
    #expect(pad.records.isEmpty)
  }

  @Test func tappingAViewTapsItsCentreInWindowCoordinates() {
    let inner = TouchLog(frame: CGRect(x: 20, y: 30, width: 40, height: 20))
    pad.addSubview(inner)
    #expect(driver.tap(inner) === inner)
    #expect(inner.records.first?.location == CGPoint(x: 140, y: 140))
  }

  @Test func tappingAViewThatIsCoveredReturnsTheCoveringView() {
    let cover = TouchLog(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    window.addSubview(cover)
    #expect(driver.tap(pad) === cover)
  }

  @Test func repeatedTapsCountUpAndAreOneStepApart() {
    driver.tap(at: CGPoint(x: 150, y: 150), count: 3)
    #expect(pad.records.map(\.tapCount) == [1, 1, 2, 2, 3, 3])
    #expect(pad.records.map(\.touchTime) == [1000, 1000.05, 1000.1, 1000.15, 1000.2, 1000.25])
  }

  @Test func aDragGoesDownAtTheFirstPointThroughTheOthersAndUpAtTheLast() {
    let path = [CGPoint(x: 110, y: 110), CGPoint(x: 130, y: 120), CGPoint(x: 150, y: 160)]
    #expect(driver.drag(along: path) === pad)
    #expect(pad.records.map(\.phase) == [.began, .moved, .moved, .ended])
    #expect(pad.records.map(\.location) == [path[0], path[1], path[2], path[2]])
    #expect(pad.records.map(\.previous) == [path[0], path[0], path[1], path[1]])
    #expect(pad.records.map(\.touchTime) == [1000, 1000.05, 1000.1, 1000.15])
  }

  @Test func theViewATouchLandedOnOwnsItEvenOutsideItsBounds() {
    driver.drag(along: [CGPoint(x: 150, y: 150), CGPoint(x: 350, y: 700)])
    #expect(pad.records.map(\.phase) == [.began, .moved, .ended])
  }

  @Test func aCancelledTouchReachesItsViewAsCancelled() {
    let touch = driver.touchDown(at: CGPoint(x: 150, y: 150))
    #expect(touch.view === pad)
    #expect(touch.touch.phase == .began)
    driver.cancel(touch)
    #expect(pad.records.map(\.phase) == [.began, .cancelled])
  }

  @Test func aTouchDownCanCarryATapCount() {
    driver.touchDown(at: CGPoint(x: 150, y: 150), tapCount: 2)
    #expect(pad.records.map(\.tapCount) == [2])
  }
}

/// Misuse of the driver, each case in a child process.
@Suite struct TouchDriverTrapTests {
  @Test func touchingAHiddenWindowTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        TouchDriver(window: window).tap(at: CGPoint(x: 50, y: 50))
      }
    }
  }

  @Test func touchingAWindowMadeKeyAndVisibleDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        TouchDriver(window: window).tap(at: CGPoint(x: 50, y: 50))
      }
    }
  }

  @Test func liftingATouchThatEndedTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let driver = TouchDriver(window: window)
        let touch = driver.touchDown(at: CGPoint(x: 50, y: 50))
        driver.lift(touch)
        driver.lift(touch)
      }
    }
  }

  @Test func movingTimeBackwardsTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let window = UIWindow(frame: .zero)
        TouchDriver(window: window).advance(by: -1)
      }
    }
  }
}
