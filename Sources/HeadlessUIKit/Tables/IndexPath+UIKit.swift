import Foundation

/// UIKit's additions to `IndexPath`: a row in a section of a table view.
///
/// ```swift
/// let third = IndexPath(row: 2, section: 0)
/// third.row       // 2
/// third.section   // 0
/// ```
extension IndexPath {
  /// Creates an index path for a row of a table view.
  /// - Parameters:
  ///   - row: The row's index within its section.
  ///   - section: The section's index.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section index: the path's first index.
  /// - Note: Traps, as on iOS, when the path does not have exactly two indexes.
  public var section: Int {
    get {
      requireRowPath()
      return self[0]
    }
    set {
      requireRowPath()
      self[0] = newValue
    }
  }

  /// The row index within the section: the path's second index.
  /// - Note: Traps, as on iOS, when the path does not have exactly two indexes.
  public var row: Int {
    get {
      requireRowPath()
      return self[1]
    }
    set {
      requireRowPath()
      self[1] = newValue
    }
  }

  /// Traps unless the path is a section and a row, with the message of UIKit's own check.
  private func requireRowPath() {
    precondition(
      count == 2,
      "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two "
        + "indices specifying the section and row.")
  }
}
