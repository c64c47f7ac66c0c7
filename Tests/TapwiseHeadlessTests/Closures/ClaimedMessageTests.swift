import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// UIKit caches what a delegate responds to when it is set. A Tapwise proxy that said yes for its forwardee still
/// gets those messages after the forwardee deallocated, and must answer them (on a device, returning `nil` from
/// `forwardingTarget(for:)` there raises "unrecognized selector").
@MainActor
@Suite struct ClaimedMessageTests {
  /// A delegate that implements a few methods the proxy doesn't, and says so.
  final class ShortLivedDelegate: NSObject, UITableViewDelegate, HeadlessSelectorResponder {
    static let implemented = [
      "tableView:willDisplayCell:forRowAtIndexPath:", "tableView:shouldHighlightRowAtIndexPath:",
      "tableView:heightForHeaderInSection:",
    ].map(NSSelectorFromString)

    func responds(toSelector selector: Selector) -> Bool { Self.implemented.contains(selector) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
  }

  /// Sets a delegate, registers a closure, lets the delegate go, then reloads and taps a row.
  /// - Returns: The rows the closure saw selected, and the height of the first section's header.
  static func selectAfterTheForwardeeIsGone() -> (selected: [Int], headerHeight: CGFloat) {
    let stage = ClosureStage()
    let table = stage.table()
    let rows = LoggingTableDelegate()
    table.dataSource = rows
    var selected: [Int] = []
    var delegate: ShortLivedDelegate? = ShortLivedDelegate()
    weak let gone = delegate
    table.delegate = delegate
    table.tw.didSelectRow { _, indexPath in selected.append(indexPath.row) }
    delegate = nil
    precondition(gone == nil, "the delegate must be gone for this test to mean anything")
    table.reloadData()
    stage.tap(row: 2, in: table)
    return (selected, table.rectForHeader(inSection: 0).height)
  }

  @Test func aCachedAnswerReachingAProxyWhoseForwardeeIsGoneIsAnswered() async {
    await #expect(processExitsWith: .success) {
      _ = await MainActor.run { Self.selectAfterTheForwardeeIsGone() }
    }
  }

  @Test func aProxyWhoseForwardeeIsGoneAnswersAsTheAppleSinkDoes() {
    let result = Self.selectAfterTheForwardeeIsGone()
    #expect(result.selected == [2], "highlighting still answers yes, so the tap selects")
    #expect(result.headerHeight == 0, "the sink answers zero for a claimed height, as RxCocoa's swallowed message")
  }
}
