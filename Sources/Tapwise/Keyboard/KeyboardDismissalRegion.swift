/// A view that marks where a tap ends editing, for TapwiseSwiftUI's `dismissesKeyboardOnTap()`, which puts one behind
/// the modified view.
///
/// It takes no touches itself (`isUserInteractionEnabled` is `false`), so hit testing passes through it. While it is
/// in a window, it attaches the tap recognizer of `view.tw.dismissesKeyboardOnTap`, with the same delegate answers,
/// to its host, limited to touches that land inside its own bounds. The host is the root view of the nearest view
/// controller above it: in SwiftUI, the hosting controller's view, which sees the touches of everything drawn over the
/// region, SwiftUI's views and the UIKit views inside them alike. Without a view controller, it is the topmost
/// ancestor below the window. Leaving the window takes the recognizer off again.
///
/// ```swift
/// let region = KeyboardDismissalRegion(frame: form.bounds)
/// form.addSubview(region)            // taps in the form, outside a text input, end editing
/// ```
@MainActor
package final class KeyboardDismissalRegion: UIView {
  /// The recognizer and its delegate, while the region is in a window.
  private var dismissal: KeyboardDismissal?

  /// Creates a region that takes no touches.
  /// - Parameters:
  ///   - frame: The region, in its superview's coordinates.
  package override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Not supported: a region is made in code.
  package required init?(coder: NSCoder) {
    nil
  }

  /// The view the recognizer is attached to, or `nil` while the region is not in a window.
  package var host: UIView? {
    dismissal?.recognizer.view
  }

  /// Attaches the recognizer to the host when the region enters a window, and takes it off when it leaves one.
  package override func didMoveToWindow() {
    super.didMoveToWindow()
    if let dismissal {
      dismissal.recognizer.view?.removeGestureRecognizer(dismissal.recognizer)
      self.dismissal = nil
    }
    guard window != nil, let host = Self.host(above: self) else { return }
    let dismissal = KeyboardDismissal(region: self)
    host.addGestureRecognizer(dismissal.recognizer)
    self.dismissal = dismissal
  }

  /// The root view of the nearest view controller above a view, or else its topmost ancestor below the window.
  /// - Parameters:
  ///   - view: The region.
  /// - Returns: The host, or `nil` for a view without a superview.
  static func host(above view: UIView) -> UIView? {
    var candidate = view.superview
    var topmost: UIView?
    while let current = candidate, !(current is UIWindow) {
      if current.next is UIViewController { return current }
      topmost = current
      candidate = current.superview
    }
    return topmost
  }
}
