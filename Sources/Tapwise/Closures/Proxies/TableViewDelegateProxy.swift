import Foundation

/// The delegate Tapwise gives a table view that has delegate closures.
///
/// The table holds its delegate weakly, so the table owns the proxy as an associated object.
/// - `heightForRow` and `willSelectRow` are value methods: the newest closure answers; with none, the delegate the
///   table had before (the forwardee) answers; with neither, the answer is exactly what UIKit uses for a delegate
///   that doesn't implement the method: `rowHeight`, and the tapped index path.
/// - `didSelectRow` and `didDeselectRow` call every closure, in registration order, then the forwardee.
///
/// Each of these is implemented for UIKit only while a closure uses it or the forwardee implements it: registering
/// `didSelectRow` alone leaves `heightForRowAt` unimplemented, so the table keeps using `rowHeight` instead of asking
/// every row's height on each reload. Every other delegate method, the scroll view's included, goes straight to the
/// forwardee (see ``DelegateForwardingProxy``).
@MainActor
final class TableViewDelegateProxy: DelegateForwardingProxy, UITableViewDelegate {
  private(set) lazy var heightForRow = HandlerList<(UITableView, IndexPath) -> CGFloat>(owner: self)
  private(set) lazy var willSelectRow = HandlerList<(UITableView, IndexPath) -> IndexPath?>(owner: self)
  private(set) lazy var didSelectRow = HandlerList<(UITableView, IndexPath) -> Void>(owner: self)
  private(set) lazy var didDeselectRow = HandlerList<(UITableView, IndexPath) -> Void>(owner: self)

  override var ownOptionalMethods: [Selector: Bool] {
    [
      NSSelectorFromString("tableView:heightForRowAtIndexPath:"): !heightForRow.isEmpty,
      NSSelectorFromString("tableView:willSelectRowAtIndexPath:"): !willSelectRow.isEmpty,
      NSSelectorFromString("tableView:didSelectRowAtIndexPath:"): !didSelectRow.isEmpty,
      NSSelectorFromString("tableView:didDeselectRowAtIndexPath:"): !didDeselectRow.isEmpty,
    ]
  }

  /// The forwardee as a table view delegate.
  var tableDelegate: (any UITableViewDelegate)? { forwardee(as: .tableViewDelegate) }

  /// The table's proxy, created if needed and made its delegate again (``DelegateForwardingProxy/installed(in:of:)``).
  static func installed(on tableView: UITableView) -> TableViewDelegateProxy {
    installed(in: \.delegate, of: tableView)
  }

  // MARK: - UITableViewDelegate

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let call = enterMethod() else { return tableView.rowHeight }
    defer { leave(call) }
    if let handler = heightForRow.newest { return handler(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> CGFloat)? = tableDelegate?.tableView(_:heightForRowAt:)
    return forwarded?(tableView, indexPath) ?? tableView.rowHeight
  }

  /// The newest closure answers first; the existing delegate then gets the closure's answer, so either can veto the
  /// selection (`nil`) or redirect it, and an existing veto is never overridden by a closure.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let call = enterMethod() else { return indexPath }
    defer { leave(call) }
    var target: IndexPath? = indexPath
    if let handler = willSelectRow.newest { target = handler(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> IndexPath?)? = tableDelegate?.tableView(_:willSelectRowAt:)
    guard let forwarded, let target else { return target }
    return forwarded(tableView, target)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let call = enterMethod() else { return }
    defer { leave(call) }
    didSelectRow.forEach { $0(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> Void)? = tableDelegate?.tableView(_:didSelectRowAt:)
    forwarded?(tableView, indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    guard let call = enterMethod() else { return }
    defer { leave(call) }
    didDeselectRow.forEach { $0(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> Void)? = tableDelegate?.tableView(_:didDeselectRowAt:)
    forwarded?(tableView, indexPath)
  }
}
