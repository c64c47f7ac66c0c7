import Foundation
import Testing

@testable import Tapwise

/// The re-entry guard of a delegate proxy: a loop is the same call again on the same thread, never the same call on
/// another thread, since the message forwarding is nonisolated and may run on several threads at once.
@Suite struct ForwardingStateTests {
  @Test func theSameCallAgainOnTheSameThreadIsALoopAndTheOuterCallHearsOfIt() {
    let state = ForwardingState()
    let call = ForwardingState.Call.query(NSSelectorFromString("tableView:didSelectRowAtIndexPath:"))
    #expect(state.enter(call))
    #expect(!state.enter(call))
    #expect(state.leave(call))
    #expect(state.enter(call), "once left, the call may come again")
    #expect(!state.leave(call), "and it didn't come back this time")
  }

  @Test func theSameCallOnAnotherThreadIsNoLoop() {
    let state = ForwardingState()
    let call = ForwardingState.Call.message("tableView(_:didSelectRowAt:)")
    #expect(state.enter(call))
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var enteredElsewhere = false
    nonisolated(unsafe) var cameBackElsewhere = true
    let other = Thread {
      enteredElsewhere = state.enter(call)
      cameBackElsewhere = state.leave(call)
      done.signal()
    }
    other.start()
    done.wait()
    #expect(enteredElsewhere)
    #expect(!cameBackElsewhere)
    #expect(!state.leave(call), "the other thread's call didn't count as this one coming back")
  }

  @Test func droppingTheForwardeeCountsAsAChangeOnlyIfItIsStillTheSame() {
    let state = ForwardingState()
    let first = NSObject()
    let second = NSObject()
    state.forwardee = first
    let generation = state.generation
    state.drop(second)
    #expect(state.forwardee === first && state.generation == generation)
    state.drop(first)
    #expect(state.forwardee == nil && state.generation == generation + 1)
  }
}
