import Foundation
@_spi(Tapwise) import HeadlessUIKit

/// Another library's delegate proxy, a new one for each install: installing it captures the object it finds in the
/// view's slot (a Tapwise proxy included) and takes the slot; it observes what it implements, then forwards every
/// call to the captured object, and answers `responds(to:)` for itself and for it, so a probe sees through it.
/// RxCocoa's own proxy, one per view that re-captures the slot on each access, is
/// ``ReCapturingDelegateProxy``.
///
/// It counts its own calls, and records a call that arrives while it is still forwarding the same one: that is the
/// loop which, without the guard here, would recurse until the stack overflows.
@MainActor
class ForeignProxy: NSObject, HeadlessSelectorResponder {
  /// The object that held the slot when this proxy was installed.
  weak var captured: AnyObject?
  /// The methods this proxy observes.
  let observed: Set<Selector>
  /// Each observed call, by method name, in order.
  private(set) var calls: [String] = []
  /// Calls that came back to this proxy while it was forwarding the same call: a forwarding loop.
  private(set) var loops = 0
  private var forwarding: Set<String> = []

  init(observing observed: [String]) {
    self.observed = Set(observed.map(NSSelectorFromString))
  }

  func responds(toSelector selector: Selector) -> Bool {
    if observed.contains(selector) { return true }
    guard let captured else { return false }
    if let responder = captured as? any HeadlessSelectorResponder { return responder.responds(toSelector: selector) }
    // A plain delegate implements its protocols' methods (through their defaults), and nothing else.
    return DelegateSelector.all.contains(selector)
  }

  /// Records a call and forwards it, unless it is a loop.
  func observe<Result>(_ name: String, forward: () -> Result?) -> Result? {
    calls.append(name)
    guard forwarding.insert(name).inserted else {
      loops += 1
      return nil
    }
    defer { forwarding.remove(name) }
    return forward()
  }
}

/// A foreign proxy for a table's delegate, observing row selection as `rx.itemSelected` does.
@MainActor
final class ForeignTableDelegateProxy: ForeignProxy, UITableViewDelegate {
  private var next: (any UITableViewDelegate)? { captured as? any UITableViewDelegate }

  /// Installs a proxy on a table: it captures the current delegate and becomes the delegate. Keep the result.
  static func install(on table: UITableView) -> ForeignTableDelegateProxy {
    let proxy = ForeignTableDelegateProxy(observing: ["tableView:didSelectRowAtIndexPath:"])
    proxy.captured = table.delegate
    table.delegate = proxy
    return proxy
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    _ = observe("didSelect") { next?.tableView(tableView, didSelectRowAt: indexPath) }
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    next?.tableView(tableView, willSelectRowAt: indexPath) ?? indexPath
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    next?.tableView(tableView, heightForRowAt: indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    next?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    next?.tableView(tableView, shouldHighlightRowAt: indexPath) ?? true
  }
}

/// A foreign proxy for a collection view's delegate, observing item selection as `rx.itemSelected` does, and its
/// flow layout's questions, as RxCocoa's `RxCollectionViewDelegateProxy` forwards them.
@MainActor
final class ForeignCollectionDelegateProxy: ForeignProxy, UICollectionViewDelegateFlowLayout {
  private var next: (any UICollectionViewDelegate)? { captured as? any UICollectionViewDelegate }
  private var nextForLayout: (any UICollectionViewDelegateFlowLayout)? {
    captured as? any UICollectionViewDelegateFlowLayout
  }

  /// Installs a proxy on a collection view: it captures the current delegate and becomes the delegate. Keep the
  /// result.
  static func install(on collectionView: UICollectionView) -> ForeignCollectionDelegateProxy {
    let proxy = ForeignCollectionDelegateProxy(observing: ["collectionView:didSelectItemAtIndexPath:"])
    proxy.captured = collectionView.delegate
    collectionView.delegate = proxy
    return proxy
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    _ = observe("didSelect") { next?.collectionView(collectionView, didSelectItemAt: indexPath) }
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    next?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    next?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    next?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    nextForLayout?.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }
}

/// A foreign proxy for a table's data source, observing the row count.
@MainActor
final class ForeignTableDataSourceProxy: ForeignProxy, UITableViewDataSource {
  private var next: (any UITableViewDataSource)? { captured as? any UITableViewDataSource }

  /// Installs a proxy on a table: it captures the current data source and becomes the data source. Keep the result.
  static func install(on table: UITableView) -> ForeignTableDataSourceProxy {
    let proxy = ForeignTableDataSourceProxy(observing: ["tableView:numberOfRowsInSection:"])
    proxy.captured = table.dataSource
    table.dataSource = proxy
    return proxy
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    observe("numberOfRows") { next?.tableView(tableView, numberOfRowsInSection: section) } ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    next?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    next?.numberOfSections(in: tableView) ?? 1
  }
}

/// A foreign proxy for a collection view's data source, observing the item count.
@MainActor
final class ForeignCollectionDataSourceProxy: ForeignProxy, UICollectionViewDataSource {
  private var next: (any UICollectionViewDataSource)? { captured as? any UICollectionViewDataSource }

  /// Installs a proxy on a collection view: it captures the current data source and becomes the data source. Keep
  /// the result.
  static func install(on collectionView: UICollectionView) -> ForeignCollectionDataSourceProxy {
    let proxy = ForeignCollectionDataSourceProxy(observing: ["collectionView:numberOfItemsInSection:"])
    proxy.captured = collectionView.dataSource
    collectionView.dataSource = proxy
    return proxy
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    observe("numberOfItems") { next?.collectionView(collectionView, numberOfItemsInSection: section) } ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    next?.collectionView(collectionView, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    next?.numberOfSections(in: collectionView) ?? 1
  }
}

/// A foreign proxy for a text field's delegate, observing the Return key.
@MainActor
final class ForeignTextFieldDelegateProxy: ForeignProxy, UITextFieldDelegate {
  private var next: (any UITextFieldDelegate)? { captured as? any UITextFieldDelegate }

  /// Installs a proxy on a field: it captures the current delegate and becomes the delegate. Keep the result.
  static func install(on field: UITextField) -> ForeignTextFieldDelegateProxy {
    let proxy = ForeignTextFieldDelegateProxy(observing: ["textFieldShouldReturn:"])
    proxy.captured = field.delegate
    field.delegate = proxy
    return proxy
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    observe("shouldReturn") { next?.textFieldShouldReturn(textField) } ?? true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    next?.textField(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
  }
}
