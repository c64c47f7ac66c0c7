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
      "tableView:heightForHeaderInSection:", "tableView:heightForFooterInSection:",
      "tableView:willDeselectRowAtIndexPath:",
    ].map(NSSelectorFromString)

    func responds(toSelector selector: Selector) -> Bool { Self.implemented.contains(selector) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  }

  /// What a table did after the delegate its proxy claimed methods for had gone.
  struct Outcome {
    /// The rows the closure saw selected.
    var selected: [Int]
    /// The rows selected at the end.
    var selectedAtTheEnd: [Int]
    /// The first section's header and footer heights.
    var headerHeight: CGFloat
    var footerHeight: CGFloat
  }

  /// Sets a delegate (behind another library's proxy, if asked), registers a closure, lets the delegate go, then
  /// reloads and taps rows 2 and 0. The table's section headers are 30 points and its footers 12.
  static func selectAfterTheForwardeeIsGone(behindAForeignProxy: Bool = false) -> Outcome {
    let stage = ClosureStage()
    let table = stage.table()
    table.sectionHeaderHeight = 30
    table.sectionFooterHeight = 12
    let rows = LoggingTableDelegate()
    table.dataSource = rows
    var selected: [Int] = []
    var delegate: ShortLivedDelegate? = ShortLivedDelegate()
    weak let gone = delegate
    table.delegate = delegate
    let foreign = behindAForeignProxy ? ForeignTableDelegateProxy.install(on: table) : nil
    table.tw.didSelectRow { _, indexPath in selected.append(indexPath.row) }
    delegate = nil
    precondition(gone == nil, "the delegate must be gone for this test to mean anything")
    table.reloadData()
    stage.tap(row: 2, in: table)
    stage.tap(row: 0, in: table)
    withExtendedLifetime(foreign) {}
    return Outcome(
      selected: selected, selectedAtTheEnd: (table.indexPathsForSelectedRows ?? []).map(\.row),
      headerHeight: table.rectForHeader(inSection: 0).height, footerHeight: table.rectForFooter(inSection: 0).height)
  }

  @Test func aCachedAnswerReachingAProxyWhoseForwardeeIsGoneIsAnswered() async {
    await #expect(processExitsWith: .success) {
      _ = await MainActor.run { Self.selectAfterTheForwardeeIsGone() }
    }
  }

  @Test func highlightingClaimedForAGoneForwardeeIsAllowedAsUIKitsDefault() {
    #expect(Self.selectAfterTheForwardeeIsGone().selected == [2, 0], "highlighting answers yes, so taps select")
  }

  /// UIKit: with no `tableView(_:heightForHeaderInSection:)`, a header is the table's `sectionHeaderHeight`; zero
  /// would hide it.
  @Test func aHeaderHeightClaimedForAGoneForwardeeIsTheTablesSectionHeaderHeight() {
    #expect(Self.selectAfterTheForwardeeIsGone().headerHeight == 30)
  }

  /// UIKit: with no `tableView(_:heightForFooterInSection:)`, a footer is the table's `sectionFooterHeight`.
  @Test func aFooterHeightClaimedForAGoneForwardeeIsTheTablesSectionFooterHeight() {
    #expect(Self.selectAfterTheForwardeeIsGone().footerHeight == 12)
  }

  /// UIKit: with no `tableView(_:willDeselectRowAt:)`, the row is deselected; `nil` would keep it selected.
  @Test func aDeselectionClaimedForAGoneForwardeeStillDeselectsTheOldRow() {
    #expect(Self.selectAfterTheForwardeeIsGone().selectedAtTheEnd == [0])
  }

  /// The forwardee is another library's proxy whose own delegate died: it no longer responds, and the claimed
  /// messages get UIKit's defaults all the same.
  @Test func messagesClaimedThroughAForeignProxyWhoseDelegateDiedGetUIKitsDefaults() {
    let outcome = Self.selectAfterTheForwardeeIsGone(behindAForeignProxy: true)
    #expect(outcome.headerHeight == 30)
    #expect(outcome.footerHeight == 12)
    #expect(outcome.selectedAtTheEnd == [0])
  }
}
