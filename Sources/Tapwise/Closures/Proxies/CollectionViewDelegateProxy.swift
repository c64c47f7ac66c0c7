import Foundation

/// The delegate Tapwise gives a collection view that has delegate closures; also its flow layout's delegate.
///
/// The collection view holds its delegate weakly, so it owns the proxy as an associated object.
/// - `shouldHighlightItem`, `shouldSelectItem` and `sizeForItem` are value methods: the newest closure answers; with
///   none, the delegate the collection view had before (the forwardee) answers; with neither, the answer is exactly
///   what UIKit uses for a delegate that doesn't implement the method: `true`, and the flow layout's `itemSize`. The
///   two should-methods chain as a table's `willSelectRow` does: the forwardee is asked after a closure that said
///   yes, so its veto stands.
/// - `didHighlightItem`, `didUnhighlightItem`, `didSelectItem` and `didDeselectItem` call every closure, in
///   registration order, then the forwardee.
///
/// Each of these is implemented for UIKit only while a closure uses it or the forwardee implements it: registering
/// `didSelectItem` alone leaves `sizeForItemAt` unimplemented, so a flow layout keeps using its `itemSize`. Every
/// other delegate method goes straight to the forwardee (see ``DelegateForwardingProxy``): the scroll view's, the
/// display callbacks, and the flow layout's insets, spacing and header and footer sizes, as RxCocoa's
/// `RxCollectionViewDelegateProxy`, which also adopts `UICollectionViewDelegateFlowLayout`, forwards them.
@MainActor
final class CollectionViewDelegateProxy: DelegateForwardingProxy, UICollectionViewDelegateFlowLayout {
  /// The closures of a method about an item.
  typealias ItemHandlers<Result> = HandlerList<(UICollectionView, IndexPath) -> Result>

  private(set) lazy var shouldHighlightItem = ItemHandlers<Bool>(owner: self)
  private(set) lazy var didHighlightItem = ItemHandlers<Void>(owner: self)
  private(set) lazy var didUnhighlightItem = ItemHandlers<Void>(owner: self)
  private(set) lazy var shouldSelectItem = ItemHandlers<Bool>(owner: self)
  private(set) lazy var didSelectItem = ItemHandlers<Void>(owner: self)
  private(set) lazy var didDeselectItem = ItemHandlers<Void>(owner: self)
  private(set) lazy var sizeForItem = ItemHandlers<CGSize>(owner: self)

  override var ownOptionalMethods: [Selector: Bool] {
    [
      NSSelectorFromString("collectionView:shouldHighlightItemAtIndexPath:"): !shouldHighlightItem.isEmpty,
      NSSelectorFromString("collectionView:didHighlightItemAtIndexPath:"): !didHighlightItem.isEmpty,
      NSSelectorFromString("collectionView:didUnhighlightItemAtIndexPath:"): !didUnhighlightItem.isEmpty,
      NSSelectorFromString("collectionView:shouldSelectItemAtIndexPath:"): !shouldSelectItem.isEmpty,
      NSSelectorFromString("collectionView:didSelectItemAtIndexPath:"): !didSelectItem.isEmpty,
      NSSelectorFromString("collectionView:didDeselectItemAtIndexPath:"): !didDeselectItem.isEmpty,
      NSSelectorFromString("collectionView:layout:sizeForItemAtIndexPath:"): !sizeForItem.isEmpty,
    ]
  }

  /// The forwardee as a collection view delegate.
  var collectionDelegate: (any UICollectionViewDelegate)? { forwardee(as: .collectionViewDelegate) }

  /// The forwardee as a flow layout delegate.
  var flowLayoutDelegate: (any UICollectionViewDelegateFlowLayout)? {
    forwardee(as: .collectionViewDelegateFlowLayout)
  }

  /// The collection view's proxy, created if needed and made its delegate again
  /// (``DelegateForwardingProxy/installed(in:of:)``).
  static func installed(on collectionView: UICollectionView) -> CollectionViewDelegateProxy {
    installed(in: \.delegate, of: collectionView)
  }

  /// What a layout uses when its delegate doesn't implement a flow layout delegate method: a flow layout's own
  /// property ("If you do not implement this method, the flow layout uses the values in its own … property", Apple's
  /// `UICollectionViewDelegateFlowLayout` documentation); another layout asks no such thing, and gets `zero`.
  /// - Parameters:
  ///   - property: The flow layout's property, such as `{ $0.itemSize }` for `sizeForItemAt`.
  ///   - layout: The layout the message carries.
  ///   - zero: The answer for a layout that isn't a flow layout.
  /// - Returns: The property's value, or `zero`.
  static func flowLayoutDefault<Value>(
    _ property: @MainActor (UICollectionViewFlowLayout) -> Value, of layout: UICollectionViewLayout,
    else zero: Value
  ) -> Value {
    (layout as? UICollectionViewFlowLayout).map(property) ?? zero
  }

  /// A should-method about an item: the newest closure answers; after a yes (or with no closure) the forwardee is
  /// asked, so either can refuse and a refusal is never overridden. `true` when nobody has an opinion, as for a
  /// method nobody implements (or a message that came back round a loop).
  private func ask(
    _ handlers: ItemHandlers<Bool>, _ collectionView: UICollectionView, _ indexPath: IndexPath,
    forwarded: @autoclosure () -> ((UICollectionView, IndexPath) -> Bool)?, method: String = #function
  ) -> Bool {
    guard let call = enterMethod(method) else { return true }
    defer { leave(call) }
    if let handler = handlers.newest, !handler(collectionView, indexPath) { return false }
    return forwarded()?(collectionView, indexPath) ?? true
  }

  /// A did-method about an item: tells every closure, then the forwardee.
  private func tell(
    _ handlers: ItemHandlers<Void>, _ collectionView: UICollectionView, _ indexPath: IndexPath,
    forwarded: @autoclosure () -> ((UICollectionView, IndexPath) -> Void)?, method: String = #function
  ) {
    guard let call = enterMethod(method) else { return }
    defer { leave(call) }
    handlers.forEach { $0(collectionView, indexPath) }
    forwarded()?(collectionView, indexPath)
  }

  // MARK: - UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    ask(
      shouldHighlightItem, collectionView, indexPath,
      forwarded: collectionDelegate?.collectionView(_:shouldHighlightItemAt:))
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    tell(
      didHighlightItem, collectionView, indexPath, forwarded: collectionDelegate?.collectionView(_:didHighlightItemAt:))
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    tell(
      didUnhighlightItem, collectionView, indexPath,
      forwarded: collectionDelegate?.collectionView(_:didUnhighlightItemAt:))
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    ask(
      shouldSelectItem, collectionView, indexPath, forwarded: collectionDelegate?.collectionView(_:shouldSelectItemAt:))
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    tell(didSelectItem, collectionView, indexPath, forwarded: collectionDelegate?.collectionView(_:didSelectItemAt:))
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    tell(
      didDeselectItem, collectionView, indexPath, forwarded: collectionDelegate?.collectionView(_:didDeselectItemAt:))
  }

  // MARK: - UICollectionViewDelegateFlowLayout

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let call = enterMethod() else {
      return Self.flowLayoutDefault({ $0.itemSize }, of: collectionViewLayout, else: .zero)
    }
    defer { leave(call) }
    if let handler = sizeForItem.newest { return handler(collectionView, indexPath) }
    let forwarded: ((UICollectionView, UICollectionViewLayout, IndexPath) -> CGSize)? =
      flowLayoutDelegate?.collectionView(_:layout:sizeForItemAt:)
    return forwarded?(collectionView, collectionViewLayout, indexPath)
      ?? Self.flowLayoutDefault({ $0.itemSize }, of: collectionViewLayout, else: .zero)
  }
}
