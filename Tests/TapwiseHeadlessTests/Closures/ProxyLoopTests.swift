import Foundation
import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing

/// Loops another library's proxy forms with Tapwise's where the probe can't prevent them: RxCocoa's, which
/// re-captures the slot on every `rx.*` access, and a hand-written one, which hides what it captured. Each fixture
/// counts the calls that come back to it while it is still inside them, and stops at a depth where a device would
/// overflow its stack, so these tests fail instead of crashing.
@MainActor
@Suite struct ProxyLoopTests {
  let stage = ClosureStage()

  /// `rx.itemSelected`, then `tw.didSelectRow`, then another `rx.*` access: RxCocoa's proxy now forwards to
  /// Tapwise's, which forwarded to RxCocoa's.
  private func reCapturedTable(owner: LoggingTableDelegate, closures: @escaping (String) -> Void)
    -> (UITableView, ReCapturingDelegateProxy)
  {
    let table = stage.table()
    table.dataSource = owner
    table.delegate = owner
    let rx = ReCapturingDelegateProxy.proxy(for: table)
    rx.methodInvoked("tableView:didSelectRowAtIndexPath:") { _ in }
    table.tw.didSelectRow { _, indexPath in closures("closure \(indexPath.row)") }
    _ = ReCapturingDelegateProxy.proxy(for: table)
    return (table, rx)
  }

  @Test func rxReCapturingTapwisesProxyRunsEachHandlerAndObserverOnce() {
    let owner = LoggingTableDelegate()
    var closures: [String] = []
    let (table, rx) = reCapturedTable(owner: owner) { closures.append($0) }
    #expect(!rx.overflowed, "the loop is cut at the first query after the re-capture")
    rx.clearCounts()

    stage.tap(row: 1, in: table)

    #expect(closures == ["closure 1"])
    #expect(
      rx.notifications == ["sent tableView:didSelectRowAtIndexPath:", "invoked tableView:didSelectRowAtIndexPath:"])
    #expect(rx.reentries == 0, "no message passes RxCocoa's proxy twice")
    #expect(!rx.overflowed)
    #expect(table.delegate === rx)
  }

  @Test func afterTheReCaptureEachQueryPassesEachProxyOnce() {
    let owner = LoggingTableDelegate()
    let (table, rx) = reCapturedTable(owner: owner) { _ in }
    rx.clearCounts()

    // A new subscription sets RxCocoa's proxy again, and the table asks it anew about every method.
    rx.methodInvoked("tableView:didDeselectRowAtIndexPath:") { _ in }
    table.layoutIfNeeded()
    table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)

    #expect(rx.reentries == 0)
    #expect(!rx.overflowed)
    #expect(rx.notifications == ["contentOffset"], "its own scrollViewDidScroll, once, not forwarded back to it")
  }

  /// What becomes of the app's delegate RxCocoa's re-capture cut off: RxCocoa forgot it and Tapwise never held it,
  /// so it gets no more delegate calls, and Tapwise doesn't keep it alive.
  @Test func theDelegateRxCocoasReCaptureCutOffGetsNothingAndIsNotKeptAlive() {
    var owner: LoggingTableDelegate? = LoggingTableDelegate()
    weak let weakOwner = owner
    let (table, rx) = reCapturedTable(owner: owner!) { _ in }
    let dataSource = LoggingTableDelegate()
    table.dataSource = dataSource

    stage.tap(row: 2, in: table)
    #expect(owner?.log.contains { $0.hasPrefix("delegate didSelect") } == false)
    owner = nil
    #expect(weakOwner == nil)
    stage.tap(row: 0, in: table)
    #expect(!rx.overflowed)
  }

  /// A proxy that captured Tapwise's and forwards `didSelectRow` (and others) explicitly, without forwarding
  /// `responds(to:)`, put in front between two `tw` registrations: the second takes the slot back with it as the
  /// forwardee, since the probe can't see through it.
  @Test func aHandWrittenProxyBetweenTwoRegistrationsRunsEveryHandlerOnce() {
    let owner = LoggingTableDelegate()
    let table = stage.table(ownedBy: owner)
    var closures: [String] = []
    table.tw.didSelectRow { _, indexPath in closures.append("first \(indexPath.row)") }
    let handWritten = HandWrittenDelegateProxy.install(on: table)
    table.tw.didSelectRow { _, indexPath in closures.append("second \(indexPath.row)") }

    stage.tap(row: 1, in: table)
    stage.tap(row: 2, in: table)

    #expect(closures == ["first 1", "second 1", "first 2", "second 2"])
    #expect(handWritten.selections == [1, 2], "the other proxy sees each event once")
    #expect(handWritten.reentries == 0)
    #expect(!handWritten.overflowed)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "shouldHighlight came back as yes")
    // The delegate Tapwise's proxy forwarded to before it took the slot back is out of the chain.
    #expect(!owner.log.contains { $0.hasPrefix("delegate didSelect") })
  }

  /// `rx.itemSelected`, a hand-written proxy, `tw.didSelectRow`, another `rx.*` access: RxCocoa's proxy forwards to
  /// Tapwise's, which forwards to the hand-written one, which forwards to RxCocoa's and hides it from queries. The
  /// first message round the loop passes the others twice before it stops at Tapwise's proxy, which then drops its
  /// forwardee; from then on each message passes each proxy once, and the hand-written proxy, which only that
  /// forwardee reached, is out of the chain.
  @Test func aLoopHiddenFromQueriesIsCutAtItsFirstMessage() {
    let owner = LoggingTableDelegate()
    let table = stage.table(ownedBy: owner)
    var selected: [Int] = []
    ReCapturingDelegateProxy.proxy(for: table).methodInvoked("tableView:didSelectRowAtIndexPath:") { _ in
      selected.append(1)
    }
    let handWritten = HandWrittenDelegateProxy.install(on: table)
    var closures = 0
    table.tw.didSelectRow { _, _ in closures += 1 }
    let rx = ReCapturingDelegateProxy.proxy(for: table)
    rx.clearCounts()

    table.layoutIfNeeded()
    #expect(rx.reentries == 1, "the first message round the loop, willDisplay, passed RxCocoa's proxy twice")
    #expect(!rx.overflowed && !handWritten.overflowed)
    rx.clearCounts()
    handWritten.clearCounts()
    stage.tap(row: 1, in: table)

    #expect(closures == 1)
    #expect(selected.count == 1)
    #expect(handWritten.selections.isEmpty)
    #expect(rx.reentries == 0)
  }

  /// RxCocoa's re-capture of another library's proxy that captured RxCocoa's, with no Tapwise proxy put in front in
  /// between, forms a loop of those two libraries that Tapwise is no part of; such chains are left out.
  @Test(arguments: ListKind.allCases)
  func noChainOfProxiesLoopsOrRunsAnythingTwice(on kind: ListKind) async {
    let steps = Gen.int(in: 0...4).map { ProxyChainStep.allCases[$0] }.array(of: 1...10)
    await propertyCheck(count: 300, input: steps) { steps in
      let list = ChainList(kind, on: stage)
      var delegates = [list.newDelegate()]
      list.set(delegates[0], asDataSource: true)
      var foreign: [ForeignProxy] = []
      var handWritten: [HandWrittenDelegateProxy] = []
      var rx: ReCapturingDelegateProxy?
      var rxSelections = 0
      var closureCalls: [Int] = []
      var closureCount = 0
      var closureSinceNewDelegate = false
      // The steps since RxCocoa's proxy last took the slot, or `nil` while it is out of the chain.
      var sinceRxTookSlot: [ProxyChainStep]?
      var loopWithoutTapwise = false
      for step in steps {
        if step == .rxAccess, let since = sinceRxTookSlot, !since.contains(.closure),
          since.contains(where: { $0 == .foreignProxy || $0 == .handWritten })
        {
          loopWithoutTapwise = true
        }
        let before = list.delegate
        defer {
          // A closure counts when Tapwise's proxy took the slot, in front; it stays behind a proxy that reaches it.
          let moved = step != .closure || list.delegate !== before
          sinceRxTookSlot =
            step == .rxAccess ? [] : step == .newDelegate ? nil : sinceRxTookSlot.map { moved ? $0 + [step] : $0 }
        }
        switch step {
        case .closure:
          let index = closureCount
          closureCount += 1
          list.didSelect { closureCalls.append(index) }
          closureSinceNewDelegate = true
        case .foreignProxy: foreign.append(list.installForeignProxy())
        case .handWritten: handWritten.append(HandWrittenDelegateProxy.install(on: list.view))
        case .rxAccess:
          let proxy = ReCapturingDelegateProxy.proxy(for: list.view)
          if rx == nil { proxy.methodInvoked(list.didSelectMethod) { _ in rxSelections += 1 } }
          rx = proxy
        case .newDelegate:
          delegates.append(list.newDelegate())
          list.set(delegates[delegates.count - 1])
          closureSinceNewDelegate = false
        }
      }
      guard !loopWithoutTapwise else {
        list.view.removeFromSuperview()
        return
      }
      // A loop that a proxy hiding `responds(to:)` keeps from the queries shows at its first message (here the
      // layout's `willDisplay`), which passes the others twice before it stops at Tapwise's proxy; that proxy then
      // drops the forwardee that led round.
      list.view.layoutIfNeeded()
      #expect(rx?.overflowed != true)
      #expect(handWritten.allSatisfy { !$0.overflowed && $0.selections.isEmpty })
      #expect(closureCalls.isEmpty)
      rx?.clearCounts()
      handWritten.forEach { $0.clearCounts() }
      list.tapFirst()

      let selections = delegates.map { $0.log.filter { $0.hasPrefix("delegate didSelect") }.count }
      #expect(selections.allSatisfy { $0 <= 1 }, "no delegate twice")
      #expect(foreign.allSatisfy { $0.loops == 0 && $0.calls.count <= 1 }, "no foreign proxy twice")
      #expect(handWritten.allSatisfy { $0.reentries == 0 && !$0.overflowed && $0.selections.count <= 1 })
      #expect(rx.map { $0.reentries == 0 && !$0.overflowed } ?? true, "no message passes RxCocoa's proxy twice")
      #expect(rxSelections <= 1)
      #expect(Set(closureCalls).count == closureCalls.count, "no closure twice")
      if closureSinceNewDelegate { #expect(closureCalls == Array(0..<closureCount), "every closure once") }
      list.view.removeFromSuperview()
    }
  }
}
