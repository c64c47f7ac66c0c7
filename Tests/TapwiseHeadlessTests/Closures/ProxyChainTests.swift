import Foundation
import HeadlessUIKit
import PropertyBased
import Tapwise
import Testing

/// Tapwise's delegate proxies among another library's proxies (RxCocoa's `rx.setDelegate`, `rx.itemSelected`),
/// which capture the delegate they find, Tapwise's proxy included, and forward to it.
@MainActor
@Suite struct ProxyChainTests {
  let stage = ClosureStage()

  @Test func aForeignProxyBetweenTwoRegistrationsRunsEveryHandlerOnce() {
    let owner = LoggingTableDelegate()
    let table = stage.table(ownedBy: owner)
    var closures: [String] = []
    table.tw.didSelectRow { _, indexPath in closures.append("first \(indexPath.row)") }
    let foreign = ForeignTableDelegateProxy.install(on: table)
    table.tw.didSelectRow { _, indexPath in closures.append("second \(indexPath.row)") }

    stage.tap(row: 1, in: table)

    #expect(closures == ["first 1", "second 1"])
    #expect(foreign.calls == ["didSelect"])
    #expect(foreign.loops == 0)
    #expect(owner.log.filter { $0.hasPrefix("delegate didSelect") } == ["delegate didSelect 1"])
    #expect(table.delegate === foreign, "the foreign proxy, which reaches Tapwise's, keeps its place in front")
  }

  @Test func aForeignDataSourceProxyBetweenTwoRegistrationsAsksEachOnce() {
    let table = stage.table()
    let owner = LoggingTableDelegate()
    table.dataSource = owner
    table.tw.cellForRow { table, indexPath in table.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
    let foreign = ForeignTableDataSourceProxy.install(on: table)
    table.tw.numberOfRows { _, _ in 5 }

    table.reloadData()
    #expect(table.numberOfRows(inSection: 0) == 5)
    #expect(foreign.calls == ["numberOfRows"])
    #expect(foreign.loops == 0)
  }

  @Test func aForeignTextFieldProxyBetweenTwoRegistrationsRunsEveryHandlerOnce() {
    let field = stage.editingField()
    var closures: [String] = []
    field.tw.shouldReturn { _ in
      closures.append("first")
      return true
    }
    let foreign = ForeignTextFieldDelegateProxy.install(on: field)
    field.tw.maxLength = 4

    stage.driver.pressReturn()
    stage.driver.type("123456")

    #expect(closures == ["first"])
    #expect(foreign.calls == ["shouldReturn"])
    #expect(foreign.loops == 0)
    #expect(field.text == "1234", "maxLength, set after the foreign proxy, still applies behind it")
  }

  @Test(arguments: ListKind.allCases)
  func chainsOfAnyLengthLoseNoDelegateAndCallEachObjectOnce(on kind: ListKind) async {
    // The first three kinds: no proxy that hides its capture or re-captures (those are ProxyLoopTests').
    let steps = Gen.int(in: 0...2).map { ProxyChainStep.allCases[$0] }.array(of: 1...10)
    await propertyCheck(count: 300, input: steps) { steps in
      let list = ChainList(kind, on: stage)
      var delegates = [list.newDelegate()]
      list.set(delegates[0], asDataSource: true)
      var foreign: [ForeignProxy] = []
      var closureCalls: [Int] = []
      var closureCount = 0
      var foreignSinceNewDelegate = 0
      var closureSinceNewDelegate = false
      for step in steps {
        switch step {
        case .closure:
          let index = closureCount
          closureCount += 1
          list.didSelect { closureCalls.append(index) }
          closureSinceNewDelegate = true
        case .foreignProxy:
          foreign.append(list.installForeignProxy())
          foreignSinceNewDelegate += 1
        case .newDelegate:
          delegates.append(list.newDelegate())
          list.set(delegates[delegates.count - 1])
          foreignSinceNewDelegate = 0
          closureSinceNewDelegate = false
        case .handWritten, .rxAccess: Issue.record("not generated here")
        }
      }
      list.tapFirst()

      let selections = delegates.map { $0.log.filter { $0.hasPrefix("delegate didSelect") }.count }
      #expect(selections.dropLast().allSatisfy { $0 == 0 } && selections.last == 1, "the app's delegate, once")
      #expect(foreign.allSatisfy { $0.loops == 0 && $0.calls.count <= 1 }, "no loop, no proxy twice")
      #expect(foreign.suffix(foreignSinceNewDelegate).allSatisfy { $0.calls == ["didSelect"] })
      #expect(Set(closureCalls).count == closureCalls.count, "no closure twice")
      if closureSinceNewDelegate { #expect(closureCalls == Array(0..<closureCount)) }
      list.view.removeFromSuperview()
    }
  }
}
