import TapwiseCore
import Testing

@Suite("Keyed")
struct KeyedTests {
  typealias Throttles = Keyed<String, ThrottleStateMachine<Int>>

  @Test func eachKeyStartsFromThePrototype() throws {
    var throttles = Throttles(try ThrottleStateMachine(interval: .seconds(1)))
    #expect(throttles.receive(1, for: "volume", at: .zero) == 1)
    #expect(throttles.receive(2, for: "balance", at: .milliseconds(100)) == 2)
    #expect(throttles.receive(3, for: "volume", at: .milliseconds(200)) == nil)
    #expect(throttles.keys == ["volume", "balance"])
    #expect(throttles["volume"]?.pending == 3)
    #expect(throttles["treble"] == nil)
  }

  @Test func fireDueGoesInDeadlineOrderWithTiesByFirstSeenKey() throws {
    var throttles = Throttles(try ThrottleStateMachine(interval: .seconds(1), leading: false))
    _ = throttles.receive(1, for: "b", at: .zero)
    _ = throttles.receive(2, for: "a", at: .zero)
    _ = throttles.receive(3, for: "c", at: .milliseconds(500))
    #expect(throttles.nextDeadline == .seconds(1))
    var fired: [String] = []
    throttles.fireDue(atOrBefore: .seconds(2)) { key, value, time in
      fired.append("\(key)\(value)@\(time.decimalSeconds)")
    }
    #expect(fired == ["b1@1.0", "a2@1.0", "c3@1.5"])
    // The trailing deliveries opened new windows; b's and a's closed empty at 2 s, c's ends at 2.5 s.
    #expect(throttles.nextDeadline == .milliseconds(2500))
  }

  @Test func fireDueBeforeAnyDeadlineDoesNothing() throws {
    var throttles = Throttles(try ThrottleStateMachine(interval: .seconds(1), leading: false))
    _ = throttles.receive(1, for: "a", at: .zero)
    throttles.fireDue(atOrBefore: .milliseconds(999)) { _, _, _ in Issue.record("nothing is due yet") }
    #expect(throttles["a"]?.pending == 1)
  }

  @Test func deadlinesThatMoveLaterAreHonoured() throws {
    var debounces = Keyed<String, DebounceStateMachine<Int>>(try DebounceStateMachine(interval: .seconds(1)))
    _ = debounces.receive(1, for: "query", at: .zero)
    _ = debounces.receive(2, for: "query", at: .milliseconds(800))
    debounces.fireDue(atOrBefore: .seconds(1)) { _, _, _ in Issue.record("the deadline moved to 1.8 s") }
    var fired: [Int] = []
    debounces.fireDue(atOrBefore: .seconds(2)) { _, value, time in
      fired.append(value)
      #expect(time == .milliseconds(1800))
    }
    #expect(fired == [2])
    #expect(debounces.nextDeadline == nil)
  }

  @Test func flushAndCancelWorkPerKeyAndForAll() throws {
    var throttles = Throttles(try ThrottleStateMachine(interval: .seconds(1)))
    for (value, key) in [(1, "a"), (2, "b"), (3, "a"), (4, "b"), (5, "c")] {
      _ = throttles.receive(value, for: key, at: .zero)
    }
    #expect(throttles.flush("a", at: .milliseconds(100)) == 3)
    #expect(throttles.flush("missing", at: .milliseconds(100)) == nil)
    throttles.cancel("b")
    throttles.cancel("missing")
    #expect(throttles["b"]?.pending == nil)
    _ = throttles.receive(6, for: "b", at: .milliseconds(200))
    _ = throttles.receive(7, for: "c", at: .milliseconds(200))
    var flushed: [String] = []
    throttles.flushAll(at: .milliseconds(300)) { key, value in flushed.append("\(key)\(value)") }
    #expect(flushed == ["b6", "c7"])
    _ = throttles.receive(8, for: "a", at: .milliseconds(400))
    throttles.cancelAll()
    #expect(throttles.keys.allSatisfy { throttles[$0]?.pending == nil })
  }
}
