import Foundation

/// `UICollectionViewDataSource`, `UICollectionViewDelegate` and the flow layout's item size as closures, alongside
/// the collection view's own data source and delegate.
///
/// ```swift
/// let photos = ["Beach", "Forest", "City"]
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.tw.numberOfItems { _, _ in photos.count }
/// grid.tw.cellForItem { grid, indexPath in
///   let cell = grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///   cell.accessibilityLabel = photos[indexPath.item]
///   return cell
/// }
/// grid.tw.didSelectItem { [weak self] _, indexPath in self?.open(photos[indexPath.item]) }
/// ```
///
/// The first data source closure makes a Tapwise proxy the collection view's `dataSource`, and the first delegate
/// closure one its `delegate` (the collection view owns them). Register before the collection view loads its items,
/// or call `reloadData()` after, as with any data source change. A proxy implements a method for UIKit only while a
/// closure uses it or the object it stands in front of implements it: `didSelectItem` alone leaves `sizeForItemAt`
/// unimplemented, so a flow layout keeps using its `itemSize`.
///
/// **Value methods** (`numberOfSections`, `numberOfItems`, `cellForItem`, `viewForSupplementaryElement`,
/// `sizeForItem`, `shouldHighlightItem`, `shouldSelectItem`) have one answer: the newest closure still registered
/// gives it. With none, the data source or delegate the collection view had before answers; with neither, the answer
/// is UIKit's for an unimplemented method: one section, the flow layout's `itemSize`, and the tapped item highlighted
/// and selected. A should-closure that answers `true` is followed by the delegate the collection view had before, so
/// that delegate's refusal stands. **Event methods** (`didHighlightItem`, `didUnhighlightItem`, `didSelectItem`,
/// `didDeselectItem`) call every closure, in registration order, then the delegate the collection view had before.
///
/// **An existing data source or delegate keeps working.** One set before the first closure stays the proxy's
/// forwardee, held weakly as the collection view held it. It answers the value methods that have no closure,
/// receives every event after the closures, and receives every other method it implements (`willDisplay`, the flow
/// layout's insets and spacing, scroll-view callbacks) untouched.
///
/// **Setting `dataSource` or `delegate` afterwards** replaces that proxy, as UIKit always does: its closures go
/// quiet. The next closure of that kind puts the proxy back, with the new object as the one it forwards to.
@MainActor
extension TapwiseWrapper where Base: UICollectionView {
  /// Answers how many sections the collection view has.
  ///
  /// The newest `numberOfSections` closure answers. With none, the collection view's previous data source does;
  /// with neither, it has one section, as in UIKit.
  /// - Parameters:
  ///   - handler: Called with the collection view; returns the number of sections.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func numberOfSections(_ handler: @escaping @MainActor (Base) -> Int) -> HandlerRegistration {
    CollectionViewDataSourceProxy.installed(on: base).numberOfSections.add { view in (view as? Base).map(handler) ?? 1 }
  }

  /// Answers how many items a section has.
  ///
  /// The newest `numberOfItems` closure answers. With none, the collection view's previous data source does; with
  /// neither, every section is empty.
  /// - Parameters:
  ///   - handler: Called with the collection view and the section's index; returns its number of items.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func numberOfItems(_ handler: @escaping @MainActor (Base, Int) -> Int) -> HandlerRegistration {
    CollectionViewDataSourceProxy.installed(on: base).numberOfItems.add { view, section in
      (view as? Base).map { handler($0, section) } ?? 0
    }
  }

  /// Gives the cell for an item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// The newest `cellForItem` closure answers. With none, the collection view's previous data source does.
  /// - Parameters:
  ///   - handler: Called with the collection view and the item; returns its configured cell.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func cellForItem(_ handler: @escaping @MainActor (Base, IndexPath) -> UICollectionViewCell)
    -> HandlerRegistration
  {
    CollectionViewDataSourceProxy.installed(on: base).cellForItem.add { view, indexPath in
      (view as? Base).map { handler($0, indexPath) } ?? UICollectionViewCell(frame: .zero)
    }
  }

  /// Gives the view of a supplementary element, such as a section header, usually from
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  ///
  /// The newest `viewForSupplementaryElement` closure answers. With none, the collection view's previous data source
  /// does; with neither, the collection view shows no supplementary views.
  /// - Parameters:
  ///   - handler: Called with the collection view, the element's kind (such as
  ///     `UICollectionView.elementKindSectionHeader`) and its index path; returns the configured view.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func viewForSupplementaryElement(
    _ handler: @escaping @MainActor (Base, String, IndexPath) -> UICollectionReusableView
  ) -> HandlerRegistration {
    CollectionViewDataSourceProxy.installed(on: base).viewForSupplementaryElement.add { view, kind, indexPath in
      (view as? Base).map { handler($0, kind, indexPath) } ?? UICollectionReusableView(frame: .zero)
    }
  }

  /// Answers an item's size in a flow layout.
  ///
  /// The newest `sizeForItem` closure answers. With none, the collection view's previous delegate does; with
  /// neither, the size is the flow layout's `itemSize`, exactly as when no delegate implements the method.
  /// - Parameters:
  ///   - handler: Called with the collection view and the item; returns its size in points.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func sizeForItem(_ handler: @escaping @MainActor (Base, IndexPath) -> CGSize) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).sizeForItem.add { view, indexPath in
      (view as? Base).map { handler($0, indexPath) }
        ?? CollectionViewDelegateProxy.flowLayoutDefault({ $0.itemSize }, of: view.collectionViewLayout, else: .zero)
    }
  }

  /// Answers, when a finger goes down on an item, whether it may be highlighted; on `false` the touch neither
  /// highlights nor selects it.
  ///
  /// The newest `shouldHighlightItem` closure answers. After `true`, or with no closure, the collection view's
  /// previous delegate is asked, so its refusal stands; with neither, the item is highlighted.
  /// - Parameters:
  ///   - handler: Called with the collection view and the item; returns whether to highlight it.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldHighlightItem(_ handler: @escaping @MainActor (Base, IndexPath) -> Bool) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).shouldHighlightItem.add { view, indexPath in
      guard let view = view as? Base else { return true }
      return handler(view, indexPath)
    }
  }

  /// Runs when a touch highlights an item.
  ///
  /// Registers one more closure for `collectionView(_:didHighlightItemAt:)`; every one is called, in registration
  /// order, then the collection view's previous delegate.
  /// - Parameters:
  ///   - handler: Called with the collection view and the highlighted item.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didHighlightItem(_ handler: @escaping @MainActor (Base, IndexPath) -> Void) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).didHighlightItem.add { view, indexPath in
      if let view = view as? Base { handler(view, indexPath) }
    }
  }

  /// Runs when an item's highlight goes: the finger lifted or the touch became a scroll.
  ///
  /// Registers one more closure for `collectionView(_:didUnhighlightItemAt:)`; every one is called, in registration
  /// order, then the collection view's previous delegate.
  /// - Parameters:
  ///   - handler: Called with the collection view and the item.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didUnhighlightItem(_ handler: @escaping @MainActor (Base, IndexPath) -> Void) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).didUnhighlightItem.add { view, indexPath in
      if let view = view as? Base { handler(view, indexPath) }
    }
  }

  /// Answers, when a tap is about to select an item, whether it may.
  ///
  /// The newest `shouldSelectItem` closure answers. After `true`, or with no closure, the collection view's previous
  /// delegate is asked, so its refusal stands, as a table's `willSelectRow` chains; with neither, the item is
  /// selected.
  /// - Parameters:
  ///   - handler: Called with the collection view and the tapped item; returns whether to select it.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func shouldSelectItem(_ handler: @escaping @MainActor (Base, IndexPath) -> Bool) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).shouldSelectItem.add { view, indexPath in
      guard let view = view as? Base else { return true }
      return handler(view, indexPath)
    }
  }

  /// Runs when a tap selects an item.
  ///
  /// Registers one more closure for `collectionView(_:didSelectItemAt:)`; every one is called, in registration
  /// order, then the collection view's previous delegate.
  /// - Parameters:
  ///   - handler: Called with the collection view and the selected item.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didSelectItem(_ handler: @escaping @MainActor (Base, IndexPath) -> Void) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).didSelectItem.add { view, indexPath in
      if let view = view as? Base { handler(view, indexPath) }
    }
  }

  /// Runs when a tap deselects an item: another item's selection, or a tap on a selected item with multiple
  /// selection.
  ///
  /// Registers one more closure for `collectionView(_:didDeselectItemAt:)`; every one is called, in registration
  /// order, then the collection view's previous delegate.
  /// - Parameters:
  ///   - handler: Called with the collection view and the deselected item.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didDeselectItem(_ handler: @escaping @MainActor (Base, IndexPath) -> Void) -> HandlerRegistration {
    CollectionViewDelegateProxy.installed(on: base).didDeselectItem.add { view, indexPath in
      if let view = view as? Base { handler(view, indexPath) }
    }
  }
}
