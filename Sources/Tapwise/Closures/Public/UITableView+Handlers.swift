import Foundation

/// `UITableViewDataSource` and `UITableViewDelegate` as closures, alongside the table's own data source and delegate.
///
/// ```swift
/// let cities = ["Amsterdam", "Berlin", "Lisbon"]
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "city")
/// table.tw.numberOfRows { _, _ in cities.count }
/// table.tw.cellForRow { table, indexPath in
///   let cell = table.dequeueReusableCell(withIdentifier: "city", for: indexPath)
///   cell.textLabel?.text = cities[indexPath.row]
///   return cell
/// }
/// table.tw.didSelectRow { [weak self] _, indexPath in self?.open(cities[indexPath.row]) }
/// ```
///
/// The first data source closure makes a Tapwise proxy the table's `dataSource`, and the first delegate closure one
/// its `delegate` (the table owns them). Register before the table loads its rows, or call `reloadData()` after, as
/// with any data source change. A proxy implements a method for UIKit only while a closure uses it or the object it
/// stands in front of implements it: `didSelectRow` alone leaves `heightForRowAt` unimplemented, so the table keeps
/// using `rowHeight` instead of asking every row's height on each reload.
///
/// **Value methods** (`numberOfSections`, `numberOfRows`, `cellForRow`, `titleForHeader`, `heightForRow`,
/// `willSelectRow`) have one answer: the newest closure still registered gives it. With none, the data source or
/// delegate the table had before answers; with neither, the answer is UIKit's for an unimplemented method: one
/// section, no header title, `rowHeight`, and the tapped row selected. **Event methods** (`didSelectRow`,
/// `didDeselectRow`) call every closure, in registration order, then the delegate the table had before.
///
/// **An existing data source or delegate keeps working.** One set before the first closure stays the proxy's
/// forwardee, held weakly as the table held it. It answers the value methods that have no closure, receives every
/// event after the closures, and receives every other method it implements (`viewForHeaderInSection`, swipe
/// actions, scroll-view callbacks) untouched.
///
/// **Setting `dataSource` or `delegate` afterwards** replaces that proxy, as UIKit always does: its closures go
/// quiet. The next closure of that kind puts the proxy back, with the new object as the one it forwards to.
@MainActor
extension TapwiseWrapper where Base: UITableView {
  /// Answers how many sections the table has.
  ///
  /// The newest `numberOfSections` closure answers. With none, the table's previous data source does; with neither,
  /// the table has one section, as in UIKit.
  /// - Parameters:
  ///   - handler: Called with the table; returns the number of sections.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func numberOfSections(_ handler: @escaping @MainActor (Base) -> Int) -> HandlerRegistration {
    TableViewDataSourceProxy.installed(on: base).numberOfSections.add { table in (table as? Base).map(handler) ?? 1 }
  }

  /// Answers how many rows a section has.
  ///
  /// The newest `numberOfRows` closure answers. With none, the table's previous data source does; with neither,
  /// every section is empty.
  /// - Parameters:
  ///   - handler: Called with the table and the section's index; returns its number of rows.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func numberOfRows(_ handler: @escaping @MainActor (Base, Int) -> Int) -> HandlerRegistration {
    TableViewDataSourceProxy.installed(on: base).numberOfRows.add { table, section in
      (table as? Base).map { handler($0, section) } ?? 0
    }
  }

  /// Gives the cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
  ///
  /// The newest `cellForRow` closure answers. With none, the table's previous data source does.
  /// - Parameters:
  ///   - handler: Called with the table and the row; returns its configured cell.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func cellForRow(_ handler: @escaping @MainActor (Base, IndexPath) -> UITableViewCell) -> HandlerRegistration {
    TableViewDataSourceProxy.installed(on: base).cellForRow.add { table, indexPath in
      (table as? Base).map { handler($0, indexPath) } ?? UITableViewCell()
    }
  }

  /// Answers the title of a section's header (a data source method in UIKit).
  ///
  /// The newest `titleForHeader` closure answers. With none, the table's previous data source does; with neither,
  /// no section has a title.
  /// - Parameters:
  ///   - handler: Called with the table and the section's index; returns the title, or `nil` for none.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func titleForHeader(_ handler: @escaping @MainActor (Base, Int) -> String?) -> HandlerRegistration {
    TableViewDataSourceProxy.installed(on: base).titleForHeader.add { table, section in
      (table as? Base).flatMap { handler($0, section) }
    }
  }

  /// Answers a row's height.
  ///
  /// The newest `heightForRow` closure answers. With none, the table's previous delegate does; with neither, the
  /// height is the table's `rowHeight`, exactly as when no delegate implements the method.
  /// - Parameters:
  ///   - handler: Called with the table and the row; returns the height in points, or
  ///     `UITableView.automaticDimension`.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func heightForRow(_ handler: @escaping @MainActor (Base, IndexPath) -> CGFloat) -> HandlerRegistration {
    TableViewDelegateProxy.installed(on: base).heightForRow.add { table, indexPath in
      (table as? Base).map { handler($0, indexPath) } ?? table.rowHeight
    }
  }

  /// Answers, when a tap is about to select a row, which row to select.
  ///
  /// The newest `willSelectRow` closure answers. With none, the table's previous delegate does; with neither, the
  /// tapped row is selected.
  /// - Parameters:
  ///   - handler: Called with the table and the tapped row; returns the row to select, or `nil` for none.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func willSelectRow(_ handler: @escaping @MainActor (Base, IndexPath) -> IndexPath?) -> HandlerRegistration {
    TableViewDelegateProxy.installed(on: base).willSelectRow.add { table, indexPath in
      guard let table = table as? Base else { return indexPath }
      return handler(table, indexPath)
    }
  }

  /// Runs when a tap selects a row.
  ///
  /// Registers one more closure for `tableView(_:didSelectRowAt:)`; every one is called, in registration order,
  /// then the table's previous delegate.
  /// - Parameters:
  ///   - handler: Called with the table and the selected row.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didSelectRow(_ handler: @escaping @MainActor (Base, IndexPath) -> Void) -> HandlerRegistration {
    TableViewDelegateProxy.installed(on: base).didSelectRow.add { table, indexPath in
      if let table = table as? Base { handler(table, indexPath) }
    }
  }

  /// Runs when a tap deselects a row.
  ///
  /// Registers one more closure for `tableView(_:didDeselectRowAt:)`; every one is called, in registration order,
  /// then the table's previous delegate.
  /// - Parameters:
  ///   - handler: Called with the table and the deselected row.
  /// - Returns: The registration; ``HandlerRegistration/remove()`` unregisters the closure.
  @discardableResult
  @_optimize(none)
  public func didDeselectRow(_ handler: @escaping @MainActor (Base, IndexPath) -> Void) -> HandlerRegistration {
    TableViewDelegateProxy.installed(on: base).didDeselectRow.add { table, indexPath in
      if let table = table as? Base { handler(table, indexPath) }
    }
  }
}
