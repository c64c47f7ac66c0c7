import Foundation
import HeadlessUIKit
import Testing

/// Misuse that UIKit turns into a crash, and so does HeadlessUIKit. Each case runs in a child process.
@Suite struct ControlTrapTests {
  @Test func anActionSentToAnExplicitTargetThatDoesNotImplementItTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let control = UIControl()
        let target = ActionRecorder(implementing: Selector("pay:"))
        control.addTarget(target, action: Selector("refund:"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
      }
    }
  }

  @Test func anExplicitTargetThatImplementsTheActionDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        let control = UIControl()
        let target = ActionRecorder(implementing: Selector("pay:"))
        control.addTarget(target, action: Selector("pay:"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
      }
    }
  }

  @Test func addingAnActionForNoEventsTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        UIControl().addAction(UIAction { _ in }, for: [])
      }
    }
  }
}
