import Foundation

// Scroll view subclasses whose delegate UIKit redeclares with a narrower type: `UITableView.delegate` is
// `(any UITableViewDelegate)?` and `UITextView.delegate` `(any UITextViewDelegate)?`, where `UIScrollView.delegate` is
// `(any UIScrollViewDelegate)?`.
//
// Swift doesn't let a subclass change a settable property's type, so the subclass adopts a protocol below and gets
// `delegate` with its own type from the protocol's extension. `UIScrollView.delegate` is marked disfavoured, so
// `table.delegate` reads as the table's type, as against UIKit, and `(table as UIScrollView).delegate` as the scroll
// view's. Both read and write the scroll view's one weak storage. The protocols are not UIKit API: the underscore
// keeps them out of the symbol graph and of code completion. Unlike UIKit's, a redeclared property can't be
// overridden (a protocol extension's member can't be `open`).

/// A table view's `delegate`, typed as UIKit types it. Not UIKit API: adopted by `UITableView` alone.
@MainActor
public protocol _TableViewDelegateRedeclaring: UIScrollView {}

extension _TableViewDelegateRedeclaring {
  /// The object told about selection, heights and display, and about scrolling. Held weakly.
  ///
  /// Reading it gives `nil` when the scroll view's delegate, set through `UIScrollView`, is not a table view delegate.
  public var delegate: (any UITableViewDelegate)? {
    get { scrollViewDelegate as? any UITableViewDelegate }
    set { scrollViewDelegate = newValue }
  }
}

/// A text view's `delegate`, typed as UIKit types it. Not UIKit API: adopted by `UITextView` alone.
@MainActor
public protocol _TextViewDelegateRedeclaring: UIScrollView {}

extension _TextViewDelegateRedeclaring {
  /// The object asked about and told of editing, and told about scrolling. Held weakly.
  ///
  /// Reading it gives `nil` when the scroll view's delegate, set through `UIScrollView`, is not a text view delegate.
  public var delegate: (any UITextViewDelegate)? {
    get { scrollViewDelegate as? any UITextViewDelegate }
    set { scrollViewDelegate = newValue }
  }
}
