import Foundation
@_spi(Tapwise) import HeadlessUIKit
import Tapwise
import Testing

/// The deallocation watcher a delegate proxy puts on its forwardee: UIKit caches what a data source or delegate
/// implements when it is set, so when the forwardee goes, the proxy is set again and the table asks anew. HeadlessUIKit
/// keeps the watcher with a responder, as the Objective-C runtime keeps an associated object, so these run on Linux
/// with view controllers as the forwardees.
@MainActor
@Suite struct DeallocationWatcherTests {
  let stage = ClosureStage()

  /// A view controller that gives a table three rows.
  final class RowsController: UIViewController, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
  }

  @Test func theForwardeeGoingSetsTheProxyAgainSoTheTableAsksAnew() {
    let table = stage.table()
    var controller: RowsController? = RowsController()
    table.dataSource = controller
    var asked = 0
    table.tw.numberOfRows { _, _ in
      asked += 1
      return 3
    }
    _ = table.numberOfRows(inSection: 0)
    let before = asked

    controller = nil
    _ = table.numberOfRows(inSection: 0)

    #expect(asked == before + 1, "the data source was set again, and the table reloaded once")
  }

  @Test func aFormerForwardeeGoingLeavesTheTableAlone() {
    let table = stage.table()
    var first: RowsController? = RowsController()
    let second = RowsController()
    var asked = 0
    table.dataSource = first
    table.tw.numberOfRows { _, _ in
      asked += 1
      return 3
    }
    table.dataSource = second
    table.tw.numberOfRows { _, _ in
      asked += 1
      return 2
    }
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(first?.tapwiseAssociatedObjects.isEmpty == true, "the former forwardee's watcher is removed")
    #expect(second.tapwiseAssociatedObjects.count == 1, "one watcher, on the forwardee")
    let before = asked

    first = nil
    #expect(table.numberOfRows(inSection: 0) == 2)

    #expect(asked == before, "no reload for a data source the table no longer uses")
  }

  @Test func takingTheSlotBackOverTheSameForwardeeKeepsOneWatcher() {
    let table = stage.table()
    let controller = RowsController()
    for _ in 0..<5 {
      table.dataSource = controller
      table.tw.numberOfRows { _, _ in 1 }
    }
    #expect(controller.tapwiseAssociatedObjects.count == 1)
  }
}
