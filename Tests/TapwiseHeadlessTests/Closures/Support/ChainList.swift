import Foundation
import HeadlessUIKit
import Tapwise
import Testing

/// The list views the proxy chain property tests run on: a table, and its twin, a collection view.
enum ListKind: CaseIterable, CustomTestStringConvertible {
  case table
  case collection

  var testDescription: String { self == .table ? "table" : "collection view" }
}

/// A delegate and data source that logs each call it receives (``LoggingTableDelegate``,
/// ``LoggingCollectionDelegate``): a selection logs "delegate didSelect <index>".
@MainActor
protocol LoggingListDelegate: NSObject {
  var log: [String] { get }
}

extension LoggingTableDelegate: LoggingListDelegate {}
extension LoggingCollectionDelegate: LoggingListDelegate {}

/// A table or a collection view in a ``ClosureStage``, with what the chain tests do to it said once for both: set a
/// delegate of the app's, register a selection closure, put another library's proxy in front, tap the first row or
/// item.
@MainActor
struct ChainList {
  let kind: ListKind
  let stage: ClosureStage
  /// The table or collection view.
  let view: UIScrollView

  init(_ kind: ListKind, on stage: ClosureStage) {
    self.kind = kind
    self.stage = stage
    view = kind == .table ? stage.table() : stage.collection()
  }

  /// A new delegate of the app's, of the view's kind.
  func newDelegate() -> any LoggingListDelegate {
    kind == .table ? LoggingTableDelegate() : LoggingCollectionDelegate()
  }

  /// The object in the delegate slot.
  var delegate: AnyObject? { view.delegate }

  /// Sets the app's delegate, and its data source too if asked.
  func set(_ delegate: any LoggingListDelegate, asDataSource: Bool = false) {
    if let table = view as? UITableView, let delegate = delegate as? LoggingTableDelegate {
      if asDataSource { table.dataSource = delegate }
      table.delegate = delegate
    } else if let grid = view as? UICollectionView, let delegate = delegate as? LoggingCollectionDelegate {
      if asDataSource { grid.dataSource = delegate }
      grid.delegate = delegate
    }
  }

  /// `tw.didSelectRow` or `tw.didSelectItem`.
  func didSelect(_ body: @escaping @MainActor () -> Void) {
    if let table = view as? UITableView {
      table.tw.didSelectRow { _, _ in body() }
    } else if let grid = view as? UICollectionView {
      grid.tw.didSelectItem { _, _ in body() }
    }
  }

  /// Another library's new proxy, which captures the delegate and takes the slot (``ForeignProxy``).
  func installForeignProxy() -> ForeignProxy {
    if let grid = view as? UICollectionView { return ForeignCollectionDelegateProxy.install(on: grid) }
    return ForeignTableDelegateProxy.install(on: view as! UITableView)
  }

  /// RxCocoa's selection observer's method name.
  var didSelectMethod: String {
    kind == .table ? "tableView:didSelectRowAtIndexPath:" : "collectionView:didSelectItemAtIndexPath:"
  }

  /// Taps the first row or item.
  func tapFirst() {
    if let table = view as? UITableView { stage.tap(row: 0, in: table) }
    if let grid = view as? UICollectionView { stage.tap(item: 0, in: grid) }
  }
}
