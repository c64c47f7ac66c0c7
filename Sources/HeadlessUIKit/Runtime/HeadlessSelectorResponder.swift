/// How a delegate or data source tells HeadlessUIKit which of its protocol's optional methods it implements, where
/// there is no Objective-C runtime to ask.
///
/// UIKit asks `responds(to:)` before it calls an optional method, and a table view, a scroll view or a text field
/// asks once, when its delegate or data source is set, and keeps the answers until the property is set again.
/// HeadlessUIKit does the same (`RespondsToCache`): it asks an object that adopts this protocol about every
/// optional method it calls, and from then on calls only the methods answered `true`; for the others it does what
/// UIKit does for an unimplemented method. An object that doesn't adopt the protocol is taken to implement every
/// method of the protocols it conforms to, whose default implementations answer as unimplemented ones.
///
/// So a proxy that answers for another object, as delegate proxies do, can be tested as UIKit would drive it: an
/// answer given while the other object was there is still used after it has gone.
///
/// ```swift
/// final class RowLogger: NSObject, UITableViewDelegate, HeadlessSelectorResponder {
///   func responds(toSelector selector: Selector) -> Bool {
///     selector == NSSelectorFromString("tableView:didSelectRowAtIndexPath:")
///   }
///   func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { print(indexPath) }
/// }
/// ```
///
/// - Note: This is not UIKit API: on Apple platforms `NSObject.responds(to:)` answers. It is the one seam a Linux
///   test adds to its delegates for this.
@MainActor
public protocol HeadlessSelectorResponder: AnyObject {
  /// Returns whether this object implements a method, as `responds(to:)` does on Apple platforms.
  /// - Parameters:
  ///   - selector: The method's Objective-C name, such as `tableView:didSelectRowAtIndexPath:`.
  /// - Returns: `true` if a call of the method does what the object means it to.
  func responds(toSelector selector: Selector) -> Bool
}

/// The answers an object gave, when it was set as a delegate or data source, about the optional methods
/// HeadlessUIKit calls: UIKit's delegate-flags cache.
@MainActor
struct RespondsToCache {
  /// The methods the object said it doesn't implement.
  private let declined: Set<Selector>

  /// Asks an object about each method, once.
  /// - Parameters:
  ///   - object: The new delegate or data source, or `nil`.
  ///   - selectors: The optional methods the view calls.
  init(_ object: AnyObject?, asking selectors: [Selector]) {
    guard let responder = object as? any HeadlessSelectorResponder else {
      declined = []
      return
    }
    declined = Set(selectors.filter { !responder.responds(toSelector: $0) })
  }

  /// Whether the object said, when it was set, that it implements the method.
  func responds(to selector: Selector) -> Bool {
    !declined.contains(selector)
  }
}
