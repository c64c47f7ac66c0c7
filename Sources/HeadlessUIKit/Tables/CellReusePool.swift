import Foundation

/// A view a ``CellReusePool`` creates from its registered class and hands out again: a table view cell, a collection
/// view cell or a collection view's supplementary view.
@MainActor
protocol ReusableView: UIView {
  /// The identifier the view is reused by, or `nil` for a view that is not reused.
  var reuseIdentifier: String? { get }
  /// Creates a view of the class registered for an identifier, as the owning view does from the metatype.
  init(registeredFor reuseIdentifier: String)
  /// Resets the view before it is handed out again.
  func prepareForReuse()
}

/// A table or collection view's registered view classes and the views waiting to be reused, by reuse identifier.
@MainActor
struct CellReusePool<View: ReusableView> {
  private var registered: [String: View.Type] = [:]
  private var waiting: [String: [View]] = [:]

  /// Registers a view class for an identifier, replacing any earlier one; `nil` removes the registration.
  mutating func register(_ viewClass: AnyClass?, for identifier: String) {
    guard let viewClass else {
      registered[identifier] = nil
      return
    }
    guard let viewType = viewClass as? View.Type else {
      preconditionFailure("must pass a class of kind \(View.self) (got \(viewClass))")
    }
    registered[identifier] = viewType
  }

  /// Keeps a view that left the screen for reuse; a view without a reuse identifier is dropped.
  mutating func enqueue(_ view: View) {
    guard let identifier = view.reuseIdentifier else { return }
    waiting[identifier, default: []].append(view)
  }

  /// A waiting view after its `prepareForReuse()`, else a new view of the registered class, else `nil`.
  mutating func dequeue(_ identifier: String) -> View? {
    if let view = waiting[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return registered[identifier].map { $0.init(registeredFor: identifier) }
  }
}

extension UITableViewCell: ReusableView {}
