import Foundation

/// A table view's registered cell classes and the cells waiting to be reused, by reuse identifier.
@MainActor
struct CellReusePool {
  private var registered: [String: UITableViewCell.Type] = [:]
  private var waiting: [String: [UITableViewCell]] = [:]

  /// Registers a cell class for an identifier, replacing any earlier one; `nil` removes the registration.
  mutating func register(_ cellClass: AnyClass?, for identifier: String) {
    guard let cellClass else {
      registered[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure("must pass a class of kind UITableViewCell (got \(cellClass))")
    }
    registered[identifier] = cellType
  }

  /// Keeps a cell that left the screen for reuse; a cell without a reuse identifier is dropped.
  mutating func enqueue(_ cell: UITableViewCell) {
    guard let identifier = cell.reuseIdentifier else { return }
    waiting[identifier, default: []].append(cell)
  }

  /// A waiting cell after ``UITableViewCell/prepareForReuse()``, else a new cell of the registered class, else `nil`.
  mutating func dequeue(_ identifier: String) -> UITableViewCell? {
    if let cell = waiting[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    return registered[identifier].map { $0.init(registeredFor: identifier) }
  }
}
