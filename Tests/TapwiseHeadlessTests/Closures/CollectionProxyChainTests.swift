import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// A collection view's delegate proxy among another library's proxies, as the table's are in ProxyChainTests and
/// ProxyLoopTests (whose property tests run for collection views too): RxCocoa's `RxCollectionViewDelegateProxy`
/// (`rx.itemSelected`), which re-captures the slot on every `rx.*` access and, adopting
/// `UICollectionViewDelegateFlowLayout`, forwards the layout's questions; and a hand-written proxy that hides what it
/// captured.
@MainActor
@Suite struct CollectionProxyChainTests {
  let stage = ClosureStage()

  @Test func aForeignProxyBetweenTwoRegistrationsRunsEveryHandlerOnce() {
    let owner = LoggingCollectionDelegate()
    let grid = stage.collection(ownedBy: owner)
    var closures: [String] = []
    grid.tw.didSelectItem { _, indexPath in closures.append("first \(indexPath.item)") }
    let foreign = ForeignCollectionDelegateProxy.install(on: grid)
    grid.tw.didSelectItem { _, indexPath in closures.append("second \(indexPath.item)") }

    stage.tap(item: 1, in: grid)

    #expect(closures == ["first 1", "second 1"])
    #expect(foreign.calls == ["didSelect"])
    #expect(foreign.loops == 0)
    #expect(owner.log.filter { $0.hasPrefix("delegate didSelect") } == ["delegate didSelect 1"])
    #expect(grid.delegate === foreign, "the foreign proxy, which reaches Tapwise's, keeps its place in front")
  }

  @Test func aForeignDataSourceProxyBetweenTwoRegistrationsAsksEachOnce() {
    let grid = stage.collection()
    let owner = LoggingCollectionDelegate()
    grid.dataSource = owner
    grid.tw.cellForItem { grid, indexPath in grid.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) }
    let foreign = ForeignCollectionDataSourceProxy.install(on: grid)
    grid.tw.numberOfItems { _, _ in 5 }

    grid.reloadData()
    #expect(grid.numberOfItems(inSection: 0) == 5)
    #expect(foreign.calls == ["numberOfItems"])
    #expect(foreign.loops == 0)
    #expect(grid.dataSource === foreign)
  }

  @Test func theAppsItemSizesReachTheLayoutThroughAForeignProxyAndTapwises() {
    let owner = LoggingCollectionDelegate()
    owner.size = CGSize(width: 150, height: 80)
    let grid = stage.collection(ownedBy: owner)
    grid.tw.didSelectItem { _, _ in }
    let foreign = ForeignCollectionDelegateProxy.install(on: grid)
    grid.tw.shouldSelectItem { _, _ in true }
    grid.reloadData()
    #expect(stage.frame(item: 0, in: grid).size == CGSize(width: 150, height: 80))
    #expect(foreign.loops == 0)
  }

  /// `rx.itemSelected`, then `tw.didSelectItem`, then another `rx.*` access: RxCocoa's proxy now forwards to
  /// Tapwise's, which forwarded to RxCocoa's.
  @Test func rxReCapturingTapwisesProxyRunsEachHandlerAndObserverOnce() {
    let owner = LoggingCollectionDelegate()
    let grid = stage.collection(ownedBy: owner)
    let rx = ReCapturingDelegateProxy.proxy(for: grid)
    rx.methodInvoked("collectionView:didSelectItemAtIndexPath:") { _ in }
    var closures: [String] = []
    grid.tw.didSelectItem { _, indexPath in closures.append("closure \(indexPath.item)") }
    _ = ReCapturingDelegateProxy.proxy(for: grid)
    #expect(!rx.overflowed, "the loop is cut at the first query after the re-capture")
    rx.clearCounts()

    stage.tap(item: 1, in: grid)

    #expect(closures == ["closure 1"])
    #expect(
      rx.notifications == [
        "sent collectionView:didSelectItemAtIndexPath:", "invoked collectionView:didSelectItemAtIndexPath:",
      ])
    #expect(rx.reentries == 0, "no message passes RxCocoa's proxy twice")
    #expect(!rx.overflowed)
    #expect(grid.delegate === rx)
  }

  /// A proxy that captured Tapwise's and forwards `didSelectItem` explicitly, without forwarding `responds(to:)`,
  /// put in front between two `tw` registrations: the second takes the slot back with it as the forwardee.
  @Test func aHandWrittenProxyBetweenTwoRegistrationsRunsEveryHandlerOnce() {
    let owner = LoggingCollectionDelegate()
    let grid = stage.collection(ownedBy: owner)
    var closures: [String] = []
    grid.tw.didSelectItem { _, indexPath in closures.append("first \(indexPath.item)") }
    let handWritten = HandWrittenDelegateProxy.install(on: grid)
    grid.tw.didSelectItem { _, indexPath in closures.append("second \(indexPath.item)") }

    stage.tap(item: 1, in: grid)
    stage.tap(item: 2, in: grid)

    #expect(closures == ["first 1", "second 1", "first 2", "second 2"])
    #expect(handWritten.selections == [1, 2], "the other proxy sees each event once")
    #expect(handWritten.reentries == 0)
    #expect(!handWritten.overflowed)
    #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "shouldHighlight came back as yes")
  }
}
