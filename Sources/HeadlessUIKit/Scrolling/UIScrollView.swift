import Foundation

/// A view that scrolls its content: its ``contentOffset`` is the origin of its bounds, so hit testing and coordinate
/// conversion see the content where it has scrolled to.
///
/// As in UIKit, two gesture recognizers on the scroll view handle its touches, through the same gesture arena as
/// every other recognizer: ``panGestureRecognizer``, which begins once the finger has moved 10 points and then
/// scrolls the content by the finger's movement, clamped to the content and its insets (no bounce, no deceleration),
/// cancelling the content's touches as it begins (``canCancelContentTouches``); and a delayed-touches recognizer
/// that holds the content's `touchesBegan` back 0.15 s (``delaysContentTouches``).
///
/// ```swift
/// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// scrollView.contentSize = CGSize(width: 320, height: 2000)
/// window.addSubview(scrollView)
/// driver.drag(along: [CGPoint(x: 160, y: 400), CGPoint(x: 160, y: 380), CGPoint(x: 160, y: 200)])
/// scrollView.contentOffset   // (0, 180): the first 20 points only started the drag
/// ```
@MainActor
open class UIScrollView: UIView {
  /// The recognizer that drags the content; ``panGestureRecognizer``.
  let scrollPan = UIPanGestureRecognizer()
  /// The recognizer that holds content touches back while ``delaysContentTouches``.
  let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer(target: nil, action: nil)
  /// The pan's target, which scrolls; held here because recognizers hold their targets weakly.
  let panTarget = ScrollViewPanTarget()

  /// Creates a scroll view with its delayed-touches and pan recognizers.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    installScrollRecognizers()
  }

  /// Creates a scroll view from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    installScrollRecognizers()
  }

  /// Attaches the two recognizers, the delayed-touches one first, as UIKit's `gestureRecognizers` lists them.
  private func installScrollRecognizers() {
    panTarget.scrollView = self
    scrollPan.addTarget(panTarget, action: ScrollViewPanTarget.action)
    addGestureRecognizer(delayedTouchesRecognizer)
    addGestureRecognizer(scrollPan)
    updateScrollRecognizers()
  }

  /// Enables the pan while scrolling is enabled, and the delay while it is enabled too.
  private func updateScrollRecognizers() {
    scrollPan.isEnabled = isScrollEnabled
    delayedTouchesRecognizer.isEnabled = isScrollEnabled && delaysContentTouches
  }

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

  /// A new bounds origin (``contentOffset``) tells the ``delegate`` `scrollViewDidScroll(_:)` and marks the scroll
  /// view for layout, as UIKit does whenever the content scrolls.
  override func boundsOriginDidChange() {
    super.boundsOriginDidChange()
    setNeedsLayout()
    delegate(answering: DelegateSelector.scrollViewDidScroll)?.scrollViewDidScroll(self)
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
    if animated && changed {
      delegate(answering: DelegateSelector.scrollViewDidEndScrollingAnimation)?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  // MARK: - Delegate and settings

  /// The object told about scrolling. Held weakly.
  ///
  /// - Note: UIKit redeclares this property on `UITableView` with a narrower type; HeadlessUIKit does it through
  ///   `_TableViewDelegateRedeclaring`, and marks this one disfavoured so that a table's `delegate` reads as its own.
  @_disfavoredOverload
  open weak var delegate: (any UIScrollViewDelegate)? {
    didSet { delegateResponds = RespondsToCache(delegate, asking: delegateSelectors) }
  }

  /// ``delegate``, named apart from `delegate(answering:)`, for the subclasses that redeclare it.
  var scrollViewDelegate: (any UIScrollViewDelegate)? {
    get { delegate }
    set { delegate = newValue }
  }

  /// What the delegate said it implements when it was set, as UIKit caches it (``HeadlessSelectorResponder``).
  var delegateResponds = RespondsToCache(nil, asking: [])

  /// The optional delegate methods this scroll view calls, asked about when the delegate is set.
  var delegateSelectors: [Selector] { DelegateSelector.scrollView }

  /// The delegate, if it said when it was set that it implements a method.
  /// - Parameters:
  ///   - selector: The method.
  func delegate(answering selector: Selector) -> (any UIScrollViewDelegate)? {
    delegateResponds.responds(to: selector) ? delegate : nil
  }

  /// Whether a drag scrolls. The default is `true`.
  ///
  /// When `false`, ``panGestureRecognizer`` is disabled, so no drag starts, and content gets its touches at once.
  open var isScrollEnabled = true {
    didSet { updateScrollRecognizers() }
  }

  /// Whether the content's `touchesBegan` waits 0.15 s to see if the finger drags. The default is `true`.
  ///
  /// When `true`, a quick tap gives the content `touchesBegan` and `touchesEnded` together when the finger lifts; a
  /// drag that starts within the delay takes the touch, and the content never sees it; so does a recognizer that
  /// recognizes within the delay and cancels touches in its view. When `false`, the content gets `touchesBegan` at
  /// once.
  open var delaysContentTouches = true {
    didSet { updateScrollRecognizers() }
  }

  /// Whether a drag may take a touch the content already has. The default is `true`.
  ///
  /// When `true`, starting a drag asks ``touchesShouldCancel(in:)`` and on yes gives the content `touchesCancelled`.
  /// When `false`, or on no, the content keeps the touch and the finger does not scroll.
  open var canCancelContentTouches = true

  /// Whether a finger is down on the scroll view or its content, dragging or not.
  open var isTracking: Bool {
    [scrollPan, delayedTouchesRecognizer].contains { recognizer in
      recognizer.trackedTouches.contains { !$0.hasFinished }
    }
  }

  /// Whether a finger is dragging the content: from the drag's start until the finger lifts.
  open var isDragging: Bool { panTarget.tracker.isDragging }

  /// The recognizer that drags the content.
  ///
  /// It begins once the finger has moved 10 points, as any `UIPanGestureRecognizer` does, if the content may lose
  /// the touch (``canCancelContentTouches``, ``touchesShouldCancel(in:)``), and with `cancelsTouchesInView` it then
  /// gives the content `touchesCancelled`. Add targets to it, require it to fail or make it a delegate's business, as
  /// in UIKit; it is disabled while ``isScrollEnabled`` is `false`.
  open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

  /// Whether the content is moving on after a drag. HeadlessUIKit does not decelerate, so always `false`.
  open var isDecelerating: Bool { false }

  // MARK: - Content touches

  /// Asks whether a view of the content should receive a touch, just before it gets `touchesBegan`.
  ///
  /// When the answer is `false`, the view gets no messages for that touch; the finger can still scroll. The innermost
  /// scroll view that is, or contains, the touched view is asked, when the view's `touchesBegan` is due: at once, or
  /// when the delay of ``delaysContentTouches`` ends.
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
  /// Asked as ``panGestureRecognizer`` is about to begin, for each view of the content that already has a touch of
  /// the pan; a `false` makes the pan fail, so the view keeps the touch and nothing scrolls. Not asked when
  /// ``canCancelContentTouches`` is `false`.
  /// - Parameters:
  ///   - view: The view that has the touch.
  /// - Returns: `false` for a `UIControl`, so a finger that went down on a button stays with it; `true` for any
  ///   other view.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  /// Asks whether a gesture recognizer may begin; for ``panGestureRecognizer``, whether it may take the content's
  /// touches.
  ///
  /// A view of the content that already received `touchesBegan` for one of the pan's touches must let it go: the pan
  /// begins only if ``canCancelContentTouches`` is `true` and ``touchesShouldCancel(in:)`` says yes for that view.
  /// Other recognizers get `UIView`'s answer.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer about to leave `.possible`.
  /// - Returns: Whether it may begin.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard super.gestureRecognizerShouldBegin(gestureRecognizer) else { return false }
    return gestureRecognizer !== scrollPan || panMayTakeContentTouches()
  }
}
