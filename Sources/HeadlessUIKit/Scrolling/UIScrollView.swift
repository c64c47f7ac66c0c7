import Foundation

/// A view that scrolls its content: its ``contentOffset`` is the origin of its bounds, so hit testing and coordinate
/// conversion see the content where it has scrolled to.
///
/// A finger that moves ``ScrollDragTracker/dragThreshold`` (10 points) scrolls the content by the finger's movement,
/// clamped to the content and its insets: no bounce, no deceleration. Content touches are held back 0.15 s
/// (``delaysContentTouches``), and cancelled when a drag starts (``canCancelContentTouches``).
///
/// ```swift
/// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scrollView.contentSize = CGSize(width: 320, height: 2000)
/// window.addSubview(scrollView)
/// driver.drag(along: [CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 380), CGPoint(x: 160, y: 200)])
/// scrollView.contentOffset   // (0, 180): the first 20 points only started the drag
/// ```
///
/// - Note: The dragging and the content-touch delay stand in for UIKit's `panGestureRecognizer` and its delayed-touches
///   recognizer; HeadlessUIKit does not expose them as gesture recognizers.
@MainActor
open class UIScrollView: UIView {
  /// The finger being followed, while one is down.
  var contentTouchSession: ContentTouchSession?

  // MARK: - Content

  /// The point of the content shown at the scroll view's top-left corner: the origin of ``UIView/bounds``.
  ///
  /// Setting it is not clamped, as in UIKit; only dragging clamps. A change tells the ``delegate``
  /// `scrollViewDidScroll(_:)` and marks the scroll view for layout.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The size of the content. Dragging scrolls within it (plus ``contentInset``). The default is `.zero`.
  open var contentSize: CGSize = .zero

  /// Extra space around the content that dragging may scroll to. The default is `.zero`.
  ///
  /// - Note: HeadlessUIKit has no safe area, so this is also the adjusted inset UIKit scrolls within.
  open var contentInset: UIEdgeInsets = .zero

  /// The rectangle in the content's coordinate system that is shown. Moving its origin scrolls.
  ///
  /// A new origin tells the ``delegate`` `scrollViewDidScroll(_:)` and marks the scroll view for layout, as UIKit does
  /// whenever the content scrolls.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      guard super.bounds.origin != oldOrigin else { return }
      setNeedsLayout()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Sets the content offset.
  ///
  /// HeadlessUIKit does not animate: the offset changes at once. With `animated`, the delegate is then told
  /// `scrollViewDidEndScrollingAnimation(_:)`, as UIKit tells it when an animated change ends; only when the offset
  /// changed, since then there was nothing to animate.
  /// - Parameters:
  ///   - contentOffset: The new offset; not clamped.
  ///   - animated: Whether UIKit would animate the change.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let changed = contentOffset != self.contentOffset
    self.contentOffset = contentOffset
    if animated && changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  // MARK: - Delegate and settings

  /// The object told about scrolling. Held weakly.
  ///
  /// - Note: A `UITableView` reads its delegate from here as a `UITableViewDelegate`. UIKit redeclares this property
  ///   on `UITableView` with that type; Swift does not allow a subclass to change a settable property's type.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// Whether a drag scrolls. When `false`, content gets its touches at once and no drag starts. The default is `true`.
  open var isScrollEnabled = true

  /// Whether the content's `touchesBegan` waits 0.15 s to see if the finger drags. The default is `true`.
  ///
  /// When `true`, a quick tap gives the content `touchesBegan` and `touchesEnded` together when the finger lifts; a
  /// drag that starts within the delay takes the touch, and the content never sees it. When `false`, the content gets
  /// `touchesBegan` at once.
  open var delaysContentTouches = true

  /// Whether a drag may take a touch the content already has. The default is `true`.
  ///
  /// When `true`, starting a drag asks ``touchesShouldCancel(in:)`` and on yes gives the content `touchesCancelled`.
  /// When `false`, or on no, the content keeps the touch and the finger does not scroll.
  open var canCancelContentTouches = true

  /// Whether a finger is down on the scroll view or its content, dragging or not.
  open var isTracking: Bool { contentTouchSession?.tracker.isTracking ?? false }

  /// Whether a finger is dragging the content: from the drag's start until the finger lifts.
  open var isDragging: Bool { contentTouchSession?.tracker.isDragging ?? false }

  /// Whether the content is moving on after a drag. HeadlessUIKit does not decelerate, so always `false`.
  open var isDecelerating: Bool { false }

  // MARK: - Content touches

  /// Asks whether a view of the content should receive a touch, just before it gets `touchesBegan`.
  ///
  /// When the answer is `false`, the view gets no messages for that touch; the finger can still scroll.
  /// - Parameters:
  ///   - touches: The touches about to begin.
  ///   - event: Their event.
  ///   - view: The view of the content that the touches landed on.
  /// - Returns: `true`, the default: the touches begin.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    true
  }

  /// Asks whether a drag may take a touch from a view of the content, when the drag starts.
  ///
  /// Not asked when ``canCancelContentTouches`` is `false`.
  /// - Parameters:
  ///   - view: The view that has the touch.
  /// - Returns: `false` for a `UIControl`, so a finger that went down on a button stays with it; `true` for any
  ///   other view.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }
}
