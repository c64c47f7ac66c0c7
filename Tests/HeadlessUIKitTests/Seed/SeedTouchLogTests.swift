import Foundation
import Testing

@testable import HeadlessUIKit

/// The touch-events seed's log, call by call on virtual time: a tap recognizer on a view controller's view, over a
/// `UITableView`, and three touches on a row, then the fix (`cancelsTouchesInView = false`).
@MainActor
@Suite struct SeedTouchLogTests {
  let scene = SeedScene()

  @Test func shortPressGivesTheTableItsHeldTouchesBeganThenCancelsItAfterTheTapAction() {
    scene.press(for: 0.5)
    #expect(
      scene.log.calls == [
        "0.000 tap touchesBegan",
        "0.150 table touchesBegan",
        "0.500 tap touchesEnded",
        "0.500 controller dismissKeyboard:",
        "0.500 table touchesCancelled",
      ])
    #expect(scene.controller.table.indexPathForSelectedRow == nil)
  }

  @Test func longPressFailsTheTapAndTheTableSelectsTheRow() {
    let touch = scene.driver.touchDown(at: scene.row2)
    scene.driver.advance(by: 0.75)
    #expect(scene.controller.tap.state == .failed)
    scene.driver.advance(by: 0.25)
    scene.driver.lift(touch)
    #expect(
      scene.log.calls == [
        "0.000 tap touchesBegan",
        "0.150 table touchesBegan",
        "1.000 table touchesEnded",
        "1.000 controller didSelectRowAt 0.2",
      ])
    #expect(scene.controller.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func quickTapIsTheRecognizersAndTheTableNeverSeesATouch() {
    scene.press(for: 0.1)
    #expect(
      scene.log.calls == [
        "0.000 tap touchesBegan",
        "0.100 tap touchesEnded",
        "0.100 controller dismissKeyboard:",
      ])
    #expect(scene.controller.table.indexPathForSelectedRow == nil)
  }

  @Test func withoutCancelsTouchesInViewAQuickTapSelectsTheRowAndStillRunsTheTapAction() {
    scene.controller.tap.cancelsTouchesInView = false
    scene.press(for: 0.1)
    #expect(
      scene.log.calls == [
        "0.000 tap touchesBegan",
        "0.100 tap touchesEnded",
        "0.100 controller dismissKeyboard:",
        "0.100 table touchesBegan",
        "0.100 table touchesEnded",
        "0.100 controller didSelectRowAt 0.2",
      ])
  }

  @Test func withoutCancelsTouchesInViewAShortPressSelectsTheRowAndStillRunsTheTapAction() {
    scene.controller.tap.cancelsTouchesInView = false
    scene.press(for: 0.5)
    #expect(
      scene.log.calls == [
        "0.000 tap touchesBegan",
        "0.150 table touchesBegan",
        "0.500 tap touchesEnded",
        "0.500 controller dismissKeyboard:",
        "0.500 table touchesEnded",
        "0.500 controller didSelectRowAt 0.2",
      ])
  }

  @Test func theThreeTouchesInARowLeaveNoTimerRunning() {
    scene.press(for: 0.5)
    scene.driver.advance(by: 1)
    scene.press(for: 1)
    scene.driver.advance(by: 1)
    scene.press(for: 0.1)
    #expect(scene.log.calls.count == 5 + 4 + 3)
    #expect(HeadlessRunLoop.main.scheduledTimerCount == 0)
  }
}
