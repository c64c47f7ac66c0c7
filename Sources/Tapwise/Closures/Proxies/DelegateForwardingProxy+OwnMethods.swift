import Foundation

/// Which of a proxy's own methods UIKit sees as implemented, and telling the view when that changes.
///
/// UIKit asks `responds(to:)` when a delegate is set and keeps the answers. A proxy answers yes for a method of its
/// own only while something uses it (a closure, a limit) or its forwardee implements it, so a method nobody uses
/// changes nothing: a table whose delegate implements `tableView(_:heightForRowAt:)` ignores `rowHeight` and works
/// out every row's height on each load ("The table view ignores the value of this property if its delegate
/// implements the `tableView(_:heightForRowAt:)` method", Apple's `rowHeight` documentation; estimation, when
/// on, only defers that cost to scrolling). When a registration or a removal changes an answer, the proxy sets whatever
/// holds the view's slot there again, so the view asks anew. RxCocoa's `DelegateProxy` does the same: it answers
/// `responds(to:)` for a void delegate method only while the method has observers, and `reset()` sets the proxy
/// again when that changes.
extension DelegateForwardingProxy {
  /// Records which own methods are idle now, and makes the view ask `responds(to:)` again if an answer changed.
  ///
  /// An answer changes only for a method the forwardee doesn't implement: the proxy says yes for the others either
  /// way.
  func ownMethodsChanged() {
    let idle = Set(ownOptionalMethods.compactMap { $0.value ? nil : $0.key })
    let before = forwarding.idleMethods
    guard idle != before else { return }
    forwarding.idleMethods = idle
    let forwardee = self.forwardee
    let answerChanged = idle.symmetricDifference(before).contains { selector in
      forwardee.map { !RuntimeHooks.responds($0, to: selector) } ?? true
    }
    if answerChanged { reannounce?() }
  }

  /// Makes ``reannounce`` set the object in a view's delegate or data source slot there again, if it is this proxy
  /// or an object that forwards to it (another library's proxy in front, whose answers include this one's).
  /// - Parameters:
  ///   - slot: The view's delegate or data source property.
  ///   - view: The view; held weakly.
  func announceChanges<View: AnyObject, Slot>(through slot: ReferenceWritableKeyPath<View, Slot?>, of view: View) {
    reannounce = { [weak self, weak view] in
      guard let self, let view, let holder = view[keyPath: slot] else { return }
      let object = holder as AnyObject
      if object !== self {
        guard let other = object as? any NSObjectProtocol, RuntimeHooks.forwards(other, to: self) else { return }
      }
      view[keyPath: slot] = nil
      view[keyPath: slot] = holder
    }
  }
}
