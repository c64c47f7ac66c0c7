import Foundation

/// The object that tells a table view how many sections and rows it has, and gives it a cell for each row.
///
/// The two row methods are required, as in UIKit. The others are optional in UIKit; Swift on Linux has no optional
/// protocol requirements, so each has a default implementation that answers as UIKit does for a data source that
/// doesn't implement it.
///
/// ```swift
/// final class Fruits: NSObject, UITableViewDataSource {
///   let names = ["Apple", "Banana", "Cherry"]
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///   }
/// }
/// ```
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Asks for the number of rows in a section.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: How many rows it has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Asks for the cell of a row that is about to be shown, usually from
  /// `dequeueReusableCell(withIdentifier:for:)`.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The configured cell.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// Asks for the number of sections.
  /// - Parameters:
  ///   - tableView: The table view asking.
  /// - Returns: How many sections the table view has.
  func numberOfSections(in tableView: UITableView) -> Int

  /// Asks for the title of a section's header.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: The title, or `nil` for none.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// Answers 1, UIKit's answer when the data source doesn't implement the method.
  /// - Parameters:
  ///   - tableView: The table view asking.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// Answers `nil`, UIKit's answer when the data source doesn't implement the method: no header title.
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section's index.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
