import Foundation

/// The data source Tapwise gives a table view that has data source closures.
///
/// The table holds its data source weakly, so the table owns the proxy as an associated object. Each method answers
/// with the newest closure registered for it; with none, the data source the table had before (the forwardee)
/// answers; with neither, the answer is UIKit's for a data source that doesn't implement the method: one section, no
/// header title, no rows. `numberOfSections` and `titleForHeader` are implemented for UIKit only while a closure uses
/// them or the forwardee implements them. Every other data source method goes straight to the forwardee (see
/// ``DelegateForwardingProxy``).
@MainActor
final class TableViewDataSourceProxy: DelegateForwardingProxy, UITableViewDataSource {
  private(set) lazy var numberOfSections = HandlerList<(UITableView) -> Int>(owner: self)
  private(set) lazy var numberOfRows = HandlerList<(UITableView, Int) -> Int>(owner: self)
  private(set) lazy var cellForRow = HandlerList<(UITableView, IndexPath) -> UITableViewCell>(owner: self)
  private(set) lazy var titleForHeader = HandlerList<(UITableView, Int) -> String?>(owner: self)

  /// The two optional methods; the row methods are required, so always implemented.
  override var ownOptionalMethods: [Selector: Bool] {
    [
      NSSelectorFromString("numberOfSectionsInTableView:"): !numberOfSections.isEmpty,
      NSSelectorFromString("tableView:titleForHeaderInSection:"): !titleForHeader.isEmpty,
    ]
  }

  /// The forwardee as a data source.
  private var dataSource: (any UITableViewDataSource)? { forwardee(as: .tableViewDataSource) }

  /// The table's proxy, created if needed and made its data source again
  /// (``DelegateForwardingProxy/installed(in:of:)``).
  static func installed(on tableView: UITableView) -> TableViewDataSourceProxy {
    installed(in: \.dataSource, of: tableView)
  }

  // MARK: - UITableViewDataSource

  func numberOfSections(in tableView: UITableView) -> Int {
    guard let call = enterMethod() else { return 1 }
    defer { leave(call) }
    if let handler = numberOfSections.newest { return handler(tableView) }
    let forwarded: ((UITableView) -> Int)? = dataSource?.numberOfSections(in:)
    return forwarded?(tableView) ?? 1
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let call = enterMethod() else { return 0 }
    defer { leave(call) }
    if let handler = numberOfRows.newest { return handler(tableView, section) }
    return dataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let call = enterMethod() else { return UITableViewCell() }
    defer { leave(call) }
    if let handler = cellForRow.newest { return handler(tableView, indexPath) }
    // Rows with no cell to give are a programmer error UIKit traps on; a blank cell keeps the screen up.
    return dataSource?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    guard let call = enterMethod() else { return nil }
    defer { leave(call) }
    if let handler = titleForHeader.newest { return handler(tableView, section) }
    let forwarded: ((UITableView, Int) -> String?)? = dataSource?.tableView(_:titleForHeaderInSection:)
    return forwarded?(tableView, section) ?? nil
  }
}
