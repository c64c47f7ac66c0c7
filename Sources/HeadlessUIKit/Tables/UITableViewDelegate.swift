import Foundation

/// The object a table view asks about row heights and tells about highlighting, selection and display.
///
/// Every method is optional in UIKit. Swift on Linux has no optional protocol requirements, so each has a default
/// implementation that answers as UIKit does for a delegate that doesn't implement it. It inherits the scroll
/// view's delegate methods; set it with `tableView.delegate = self`.
///
/// ```swift
/// final class Menu: NSObject, UITableViewDelegate {
///   func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     open(item: indexPath.row)
///     tableView.deselectRow(at: indexPath, animated: true)
///   }
/// }
/// ```
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate that a cell is about to be shown for a row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell, already configured by the data source.
  ///   - indexPath: Its row.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Asks for a row's height.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The height in points, or `UITableView.automaticDimension`.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// Asks for a section header's height.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: The height in points, or `UITableView.automaticDimension`.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// Asks for a section footer's height.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: The height in points, or `UITableView.automaticDimension`.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// Asks whether a row may be highlighted when a finger goes down on it. A row that may not is not selected by
  /// that touch either.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: Whether to highlight it.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Tells the delegate that a row was highlighted.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// Tells the delegate that a row's highlight was removed.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// Asks, when a tap is about to select a row, which row to select.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The tapped row.
  /// - Returns: The row to select, or `nil` to select none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Asks, when a tap is about to deselect a row, which row to deselect.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row about to be deselected.
  /// - Returns: The row to deselect, or `nil` to keep it selected.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// Tells the delegate that a tap selected a row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// Tells the delegate that a tap deselected a row.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - cell: The cell about to be shown.
  ///   - indexPath: Its row.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  /// Answers the table view's ``UITableView/rowHeight``, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: `tableView.rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Answers the table view's ``UITableView/sectionHeaderHeight``, as UIKit does when the delegate doesn't implement
  /// the method.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: `tableView.sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  /// Answers the table view's ``UITableView/sectionFooterHeight``, as UIKit does when the delegate doesn't implement
  /// the method.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: `tableView.sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// Answers `true`, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Answers `indexPath`, as UIKit does when the delegate doesn't implement the method: the tapped row is selected.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The tapped row.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

  /// Answers `indexPath`, as UIKit does when the delegate doesn't implement the method: the row is deselected.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row about to be deselected.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The selected row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing, as UIKit does when the delegate doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view.
  ///   - indexPath: The deselected row.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
