import Foundation

/// The delegate Tapwise gives a table view that has delegate closures.
///
/// The table holds its delegate weakly, so the table owns the proxy as an associated object.
/// - `heightForRow` and `willSelectRow` are value methods: the newest closure answers; with none, the delegate the
///   table had before (the forwardee) answers; with neither, the answer is exactly what UIKit uses for a delegate
///   that doesn't implement the method: `rowHeight`, and the tapped index path.
/// - `didSelectRow` and `didDeselectRow` call every closure, in registration order, then the forwardee.
///
/// Every other delegate method, the scroll view's included, goes straight to the forwardee (see
/// ``DelegateForwardingProxy``).
@MainActor
final class TableViewDelegateProxy: DelegateForwardingProxy, UITableViewDelegate {
  let heightForRow = HandlerList<(UITableView, IndexPath) -> CGFloat>()
  let willSelectRow = HandlerList<(UITableView, IndexPath) -> IndexPath?>()
  let didSelectRow = HandlerList<(UITableView, IndexPath) -> Void>()
  let didDeselectRow = HandlerList<(UITableView, IndexPath) -> Void>()

  /// The forwardee as a table view delegate. HeadlessUIKit types a table's `delegate` as its scroll view's, which
  /// Swift can't narrow; UIKit types it as a table view delegate.
  var tableDelegate: (any UITableViewDelegate)? { forwardee as? any UITableViewDelegate }

  /// The forwardee as a scroll view delegate.
  var scrollDelegate: (any UIScrollViewDelegate)? { forwardee as? any UIScrollViewDelegate }

  /// The table's proxy, created if needed, and made the table's delegate again if something replaced it.
  ///
  /// A delegate found in the proxy's place becomes the forwardee: the one set before the first closure, or one set
  /// since the last registration.
  static func installed(on tableView: UITableView) -> TableViewDelegateProxy {
    let proxy = RuntimeHooks.associatedObject(TableViewDelegateProxy.self, of: tableView) ?? TableViewDelegateProxy()
    RuntimeHooks.setAssociatedObject(proxy, as: TableViewDelegateProxy.self, of: tableView)
    if let current = tableView.delegate, current !== proxy {
      proxy.forwardee = current
    }
    if tableView.delegate !== proxy { tableView.delegate = proxy }
    return proxy
  }

  // MARK: - UITableViewDelegate

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if let handler = heightForRow.newest { return handler(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> CGFloat)? = tableDelegate?.tableView(_:heightForRowAt:)
    return forwarded?(tableView, indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    if let handler = willSelectRow.newest { return handler(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> IndexPath?)? = tableDelegate?.tableView(_:willSelectRowAt:)
    guard let forwarded else { return indexPath }
    return forwarded(tableView, indexPath)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    didSelectRow.forEach { $0(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> Void)? = tableDelegate?.tableView(_:didSelectRowAt:)
    forwarded?(tableView, indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    didDeselectRow.forEach { $0(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> Void)? = tableDelegate?.tableView(_:didDeselectRowAt:)
    forwarded?(tableView, indexPath)
  }
}
