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
  /// Whatever is in the proxy's place becomes the forwardee: the delegate set before the first closure, one set
  /// since the last registration, or `nil` if it was cleared.
  static func installed(on tableView: UITableView) -> TableViewDelegateProxy {
    let proxy = RuntimeHooks.associatedObject(TableViewDelegateProxy.self, of: tableView) ?? TableViewDelegateProxy()
    RuntimeHooks.setAssociatedObject(proxy, as: TableViewDelegateProxy.self, of: tableView)
    if tableView.delegate !== proxy {
      // Whatever is there now, nil included, is what the proxy forwards to: a cleared delegate stays cleared.
      proxy.forward(to: tableView.delegate) { [weak tableView, weak proxy] in
        // UIKit caches what a delegate implements when it is set: set the proxy again so it asks anew.
        guard let tableView, let proxy, tableView.delegate === proxy else { return }
        tableView.delegate = nil
        tableView.delegate = proxy
      }
      tableView.delegate = proxy
    }
    return proxy
  }

  // MARK: - UITableViewDelegate

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if let handler = heightForRow.newest { return handler(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> CGFloat)? = tableDelegate?.tableView(_:heightForRowAt:)
    return forwarded?(tableView, indexPath) ?? tableView.rowHeight
  }

  /// The newest closure answers first; the existing delegate then gets the closure's answer, so either can veto the
  /// selection (`nil`) or redirect it, and an existing veto is never overridden by a closure.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    var target: IndexPath? = indexPath
    if let handler = willSelectRow.newest { target = handler(tableView, indexPath) }
    let forwarded: ((UITableView, IndexPath) -> IndexPath?)? = tableDelegate?.tableView(_:willSelectRowAt:)
    guard let forwarded, let target else { return target }
    return forwarded(tableView, target)
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
