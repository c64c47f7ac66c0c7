import Foundation

/// An object that represents one finger on the screen: where it is, its phase and its owning view.
@MainActor
open class UITouch: NSObject {
  /// The phases of a touch, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// A finger touched the screen.
    case began = 0
    /// A finger moved on the screen.
    case moved = 1
    /// A finger is on the screen but has not moved since the previous event.
    case stationary = 2
    /// A finger left the screen.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
    /// A touch entered the window on a screen that supports hover.
    case regionEntered = 5
    /// A touch moved within the window without touching the screen.
    case regionMoved = 6
    /// A touch left the window.
    case regionExited = 7
  }

  /// The kinds of touch, with UIKit's raw values.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct = 0
    /// A touch that did not come from the screen.
    case indirect = 1
    /// An Apple Pencil.
    case pencil = 2
    /// A pointer, such as a trackpad or mouse.
    case indirectPointer = 3
  }

  private static var nextSequenceNumber = 0

  /// The order in which touches were created, used to keep dispatch stable.
  let sequenceNumber: Int
  /// When the touch last changed, in seconds since system start-up.
  open var timestamp: TimeInterval { timestampStorage }
  // HeadlessUIKit sets these through the storage: a read of a public stored property is checked for exclusive
  // access at run time, an internal one's is checked when compiled, and the arena reads them on every touch.
  var timestampStorage: TimeInterval
  /// The touch's phase.
  open var phase: Phase { phaseStorage }
  var phaseStorage: Phase
  /// How many times the finger tapped this point in quick succession.
  open var tapCount: Int { tapCountStorage }
  var tapCountStorage: Int
  /// The kind of touch.
  open var type: TouchType { typeStorage }
  var typeStorage: TouchType = .direct
  /// The view that owns the touch: the view hit-tested when it began.
  open var view: UIView? { viewStorage }
  var viewStorage: UIView?
  /// The window in which the touch happens.
  open var window: UIWindow? { windowStorage }
  var windowStorage: UIWindow?
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint
  /// The recognizers the touch was given to when it began.
  var recognizerRefs: [WeakRecognizer] = []
  /// Whether a recognizer took the touch from its view (`cancelsTouchesInView`), or a scroll view declined it for its
  /// view (`touchesShouldBegin(_:with:in:)`): the view gets nothing more.
  var isTakenFromView = false
  /// Whether the view has received `touchesBegan` for the touch.
  var viewHasBegun = false
  /// Whether the view has received `touchesEnded` or `touchesCancelled` for the touch.
  var viewHasFinished = false
  /// Phases held back from the view while recognizers decide, in order.
  var heldDeliveries: [HeldDelivery] = []

  init(window: UIWindow, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
    Self.nextSequenceNumber += 1
    sequenceNumber = Self.nextSequenceNumber
    self.windowStorage = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.timestampStorage = timestamp
    self.tapCountStorage = tapCount
    self.phaseStorage = .began
    super.init()
  }

  /// The gesture recognizers that receive the touch: those of its view and the view's ancestors that accepted it.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    recognizerRefs.compactMap(\.recognizer)
  }

  /// The touch's current location.
  /// - Parameters:
  ///   - view: The view whose coordinate system to use, or `nil` for the coordinates of the touch's window. A view
  ///     in another window gets the location through screen coordinates.
  /// - Returns: The location in that coordinate system.
  open func location(in view: UIView?) -> CGPoint {
    point(locationInWindow, in: view)
  }

  /// The touch's location before its latest move.
  /// - Parameters:
  ///   - view: The view whose coordinate system to use, or `nil` for window coordinates.
  /// - Returns: The previous location in that coordinate system.
  open func previousLocation(in view: UIView?) -> CGPoint {
    point(previousLocationInWindow, in: view)
  }

  /// Converts a point from the coordinates of the touch's window, not those of `view`'s own window.
  private func point(_ pointInWindow: CGPoint, in view: UIView?) -> CGPoint {
    guard let view else { return pointInWindow }
    return view.convert(pointInWindow, from: window)
  }
}
