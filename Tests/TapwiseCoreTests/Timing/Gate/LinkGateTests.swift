import Foundation
import TapwiseCore
import Testing

/// The links' gate under `tapThrottle`: a `Gatekeeper` keyed by URL whose interval comes with each opening, on a
/// `StepClock`. A double tap on one link opens it once; another link is not held back by it.
@MainActor
@Suite("Gatekeeper keyed by URL, for links under tapThrottle")
struct LinkGateTests {
  let clock = StepClock()
  let interval = Duration.milliseconds(500)
  let terms = URL(string: "https://example.com/terms")!
  let privacy = URL(string: "https://example.com/privacy")!

  @Test func aDoubleTappedLinkOpensOnce() {
    let gate = Gatekeeper<URL, StepClock>(clock: clock)
    #expect(gate.admit(terms, interval: interval))
    clock.advance(by: .milliseconds(120))
    #expect(!gate.admit(terms, interval: interval), "the second tap of a double tap is discarded")
    clock.advance(by: .milliseconds(380))
    #expect(gate.admit(terms, interval: interval), "one interval after it opened, it opens again")
  }

  @Test func anotherLinkIsNotHeldBack() {
    let gate = Gatekeeper<URL, StepClock>(clock: clock)
    #expect(gate.admit(terms, interval: interval))
    clock.advance(by: .milliseconds(100))
    #expect(gate.admit(privacy, interval: interval))
    #expect(!gate.admit(terms, interval: interval))
  }

  @Test func aRefusedIntervalOpensEveryTap() {
    let gate = Gatekeeper<URL, StepClock>(clock: clock)
    #expect(gate.admit(terms, interval: .milliseconds(-1)))
    #expect(gate.admit(terms, interval: .milliseconds(-1)), "a negative interval is refused: every tap opens")
  }
}
