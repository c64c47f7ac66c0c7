import Foundation

/// A rectangular area that draws nothing here but keeps UIKit's hierarchy, geometry and hit-testing rules.
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
/// let close = UIButton(type: .close)
/// close.frame = CGRect(x: 270, y: 10, width: 20, height: 20)
/// card.addSubview(close)
/// card.hitTest(CGPoint(x: 280, y: 20), with: nil) === close   // true
/// ```
@MainActor
open class UIView: UIResponder {
  final var frameOrigin: CGPoint
  final var boundsStorage: CGRect
  final var subviewStorage: [UIView] = []
  final weak var superviewStorage: UIView?
  /// The window this view is in, set for a whole subtree when it moves to another window, before
  /// `didMoveToWindow()`: reading ``window`` then costs one weak load instead of one per ancestor. A `UIWindow`
  /// answers itself and keeps `nil` here; the subtree of a window nested in another view keeps that window.
  final weak var windowStorage: UIWindow?
  /// Whether ``layoutIfNeeded()`` must call ``layoutSubviews()``; set by ``setNeedsLayout()``.
  final var needsLayout = false
  /// Whether this view or a descendant may need layout: the layout pass skips subtrees where it is `false`. Set on
  /// the way up from a view marked by ``setNeedsLayout()``; cleared when the pass visits the view.
  final var subtreeNeedsLayout = false
  /// The view controller whose root view this is; it comes next in the responder chain.
  weak var owningViewController: UIViewController?

  /// Creates a view with the given frame rectangle.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  public init(frame: CGRect) {
    let frame = frame.standardized
    frameOrigin = frame.origin
    boundsStorage = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive. HeadlessUIKit has no archives, so this creates a view with a zero frame.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    frameOrigin = .zero
    boundsStorage = .zero
    super.init()
  }

  // MARK: - Geometry

  /// The view's rectangle in its superview's coordinate system.
  open var frame: CGRect {
    get { CGRect(origin: frameOrigin, size: boundsStorage.size) }
    set {
      let frame = newValue.standardized
      let resized = frame.size != boundsStorage.size
      frameOrigin = frame.origin
      boundsStorage.size = frame.size
      if resized { setNeedsLayout() }
    }
  }

  /// The view's rectangle in its own coordinate system. Changing its size keeps ``center`` fixed.
  ///
  /// Its origin is the point of this view's coordinate system shown at the frame's top-left corner: hit testing and
  /// coordinate conversion honour it, which is how a `UIScrollView` scrolls (its ``UIScrollView/contentOffset``).
  open var bounds: CGRect {
    get { boundsStorage }
    set {
      let bounds = newValue.standardized
      let center = self.center
      let resized = bounds.size != boundsStorage.size
      let moved = bounds.origin != boundsStorage.origin
      boundsStorage = bounds
      frameOrigin = CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
      if resized { setNeedsLayout() }
      if moved { boundsOriginDidChange() }
    }
  }

  /// Called after the bounds origin changed; a scroll view reports it as scrolling. The default does nothing.
  func boundsOriginDidChange() {}

  /// The centre of the view's frame, in its superview's coordinate system.
  open var center: CGPoint {
    get { CGPoint(x: frameOrigin.x + boundsStorage.width / 2, y: frameOrigin.y + boundsStorage.height / 2) }
    set { frameOrigin = CGPoint(x: newValue.x - boundsStorage.width / 2, y: newValue.y - boundsStorage.height / 2) }
  }

  // MARK: - Appearance and interaction

  /// Whether the view is hidden. Hidden views are skipped by hit testing.
  open var isHidden: Bool {
    get { isHiddenStorage }
    set { isHiddenStorage = newValue }
  }
  private var isHiddenStorage: Bool = false
  /// The view's opacity. Views with an alpha below 0.01 are skipped by hit testing.
  open var alpha: CGFloat {
    get { alphaStorage }
    set { alphaStorage = newValue }
  }
  private var alphaStorage: CGFloat = 1
  /// Whether the view receives touches. When `false`, hit testing skips the view and its subviews.
  open var isUserInteractionEnabled: Bool {
    get { isUserInteractionEnabledStorage }
    set { isUserInteractionEnabledStorage = newValue }
  }
  private var isUserInteractionEnabledStorage: Bool = true
  /// Whether subviews are clipped to the bounds. It does not change hit testing: ``point(inside:with:)`` does.
  open var clipsToBounds = false
  /// Whether the view receives more than one touch at a time.
  open var isMultipleTouchEnabled = false
  /// An integer that identifies the view in code.
  open var tag = 0
  /// A string that identifies the view to tests and accessibility tools.
  public var accessibilityIdentifier: String?

  // MARK: - Hierarchy

  /// The view that contains this one, if any.
  open var superview: UIView? { superviewStorage }

  /// The immediate subviews, back to front.
  open var subviews: [UIView] { subviewStorage }

  /// The window that contains this view, if any.
  open var window: UIWindow? { windowStorage }

  /// Adds a view as the frontmost subview, removing it from its previous superview first.
  /// - Parameters:
  ///   - view: The view to add. Adding a view that is already a subview moves it to the front.
  /// - Note: Traps, as UIKit does, when `view` is this view. It also traps when `view` is an ancestor,
  ///   because the result would be a cycle.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviewStorage.count - (view.superviewStorage === self ? 1 : 0))
  }

  /// Inserts a view into the subviews at an index, removing it from its previous superview first.
  ///
  /// The callbacks run in UIKit's order: `willMove(toSuperview:)`, `willMove(toWindow:)`, the move,
  /// `didMoveToWindow()`, `didMoveToSuperview()`. The window callbacks reach every descendant (parent first) and run
  /// only when the window changes; the superview callbacks run only when the superview changes. A first responder
  /// inside `view` resigns when `view` leaves its window.
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The index in ``subviews``; `0` is the back. Larger indices are clamped to the front.
  open func insertSubview(_ view: UIView, at index: Int) {
    moveIntoSubviews(view, at: index)
  }

  /// Moves a subview to the front.
  /// - Parameters:
  ///   - view: A subview of this view; other views are ignored.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superviewStorage === self else { return }
    insertSubview(view, at: subviewStorage.count)
  }

  /// Moves a subview to the back.
  /// - Parameters:
  ///   - view: A subview of this view; other views are ignored.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superviewStorage === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview, resigning first responder if it or a subview held it.
  ///
  /// The callbacks run in the order of ``insertSubview(_:at:)``. Removing a view that has no superview does nothing.
  open func removeFromSuperview() {
    detachWithCallbacks()
  }

  /// Returns whether this view is the given view or one of its descendants.
  /// - Parameters:
  ///   - view: The possible ancestor.
  /// - Returns: `true` if `view` is this view or contains it.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superviewStorage
    }
    return false
  }

  /// Returns the first view, depth first from this one, whose tag matches.
  /// - Parameters:
  ///   - tag: The tag to find.
  /// - Returns: The matching view, or `nil`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviewStorage {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// Tells the view that its superview is about to change.
  /// - Parameters:
  ///   - newSuperview: The new superview, or `nil`.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Tells the view that its superview changed.
  open func didMoveToSuperview() {}
  /// Tells the view that its window is about to change.
  /// - Parameters:
  ///   - newWindow: The new window, or `nil`.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Tells the view that its window changed.
  open func didMoveToWindow() {}

  /// Makes the first responder resign when it is this view or one of its descendants, such as a text field that
  /// is editing there.
  /// - Parameters:
  ///   - force: `true` to make it resign without asking: a text field's delegate is not asked
  ///     `textFieldShouldEndEditing(_:)`, and a responder that refuses loses the status anyway.
  /// - Returns: `false` if the first responder refused; otherwise `true`, also when nothing under this view was
  ///   first responder.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = firstResponderInSubtree(of: window) else { return true }
    guard force else { return responder.resignFirstResponder() }
    responder.resignFirstResponderByForce(in: window)
    return true
  }

  // MARK: - Gesture recognizers

  /// The attached recognizers, in the order they were added.
  var gestureRecognizerStorage: [UIGestureRecognizer] = []

  /// The gesture recognizers attached to the view, or `nil` when there are none. Setting it replaces them all.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a gesture recognizer, detaching it from its previous view first. Adding it again does nothing.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer; the view holds it strongly.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizerStorage.append(gestureRecognizer)
    gestureRecognizer.attach(to: self)
  }

  /// Detaches a gesture recognizer. A gesture under way is cancelled; an undecided one fails.
  /// - Parameters:
  ///   - gestureRecognizer: A recognizer attached to this view; others are ignored.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.attach(to: nil)
  }

  /// Asks the view whether a recognizer may leave `.possible`: the recognizer's own view and the view of each of
  /// its touches are asked. `false` makes the recognizer fail.
  ///
  /// A plain view answers `true`. As in UIKit since iOS 6, a control whose default action is a single tap (a
  /// button, a switch) answers `false` for a one-finger, one-tap `UITapGestureRecognizer` attached to another view,
  /// so the tap goes to the control. Overrides may refine the answer and call `super`.
  /// - Parameters:
  ///   - gestureRecognizer: The recognizer.
  /// - Returns: Whether it may begin.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    !defaultActionOverlaps(gestureRecognizer)
  }

  /// Whether a recognizer on another view would take this view's default action; controls answer.
  func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: - Layout

  /// Marks the view as needing layout; the next ``layoutIfNeeded()`` on it or an ancestor calls ``layoutSubviews()``.
  ///
  /// UIKit marks a view itself when its size changes, when it is added to a superview, and when a subview is added
  /// to it; HeadlessUIKit does the same. Calling this again before the layout pass changes nothing.
  open func setNeedsLayout() {
    needsLayout = true
    markSubtreeNeedsLayout()
  }

  /// Lays out this view and its subtree now, where layout is pending.
  ///
  /// A view marked by ``setNeedsLayout()`` gets one ``layoutSubviews()`` call, before its subviews are visited, so
  /// subviews it resizes are laid out in the same pass. Subtrees in which no view is marked are skipped.
  /// - Note: On iOS the system runs this pass at the end of each run-loop turn. HeadlessUIKit runs it on the touched
  ///   windows before and after each event (see `UIApplication.sendEvent(_:)`); elsewhere call it yourself.
  open func layoutIfNeeded() {
    layOutPendingSubtree()
  }

  /// Lays out the subviews. The default does nothing, as UIKit's does without constraints; subclasses override it.
  /// - Note: Don't call it directly: call ``setNeedsLayout()`` and let the layout pass (or ``layoutIfNeeded()``) run it.
  open func layoutSubviews() {}

  // MARK: - Responder chain

  /// The view controller whose root view this is, otherwise the superview.
  open override var next: UIResponder? {
    owningViewController ?? superviewStorage
  }

  override var firstResponderWindow: UIWindow? { window }

  override var hierarchyAnchor: UIView? { self }

  // MARK: - Hit testing

  /// Returns the farthest descendant that contains a point, following Apple's documented rules.
  ///
  /// A view that is hidden, has user interaction off, or has an alpha below 0.01 returns `nil`, as does a
  /// point for which ``point(inside:with:)`` is `false` (whatever ``clipsToBounds`` says). Subviews are tried
  /// frontmost first. `UIControl` overrides this to return `nil` while disabled, as UIKit does.
  ///
  /// Tapwise treats HeadlessUIKit's own classes as not overriding this method (its `HeadlessRuntime+HitTest.swift`):
  /// an override added here must change nothing but what hidden, non-interactive, transparent or disabled views
  /// answer, or be named there.
  /// - Parameters:
  ///   - point: A point in this view's coordinate system.
  ///   - event: The event that prompted the hit test, if any.
  /// - Returns: The view that receives the touch, or `nil`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HeadlessInterception.beginHitTest()
    defer { HeadlessInterception.endHitTest() }
    return standardHitTest(point, with: event)
  }

  /// Returns whether a point lies inside this view's bounds.
  /// - Parameters:
  ///   - point: A point in this view's coordinate system.
  ///   - event: The event that prompted the question, if any.
  /// - Returns: `true` if `bounds` contains the point (minimum edges included, maximum edges excluded).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if let hook = HeadlessInterception.pointInside {
      return hook(self, point, event) { Self.rect(self.bounds, contains: $0) }
    }
    return Self.rect(bounds, contains: point)
  }

  // MARK: - Converting coordinates

  /// Converts a point from this view's coordinate system to another view's.
  /// - Parameters:
  ///   - point: A point in this view's coordinate system.
  ///   - view: The destination view, or `nil` for window coordinates.
  /// - Returns: The point in the destination's coordinate system.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view else { return pointInRoot(point) }
    // One step between a view and its superview, the conversion hit testing makes for every subview it tries.
    if view === superviewStorage { return pointInParent(point) }
    if view.superviewStorage === self { return view.pointFromParent(point) }
    if rootView === view.rootView { return view.pointFromRoot(pointInRoot(point)) }
    return view.pointFromScreen(pointOnScreen(point))
  }

  /// Converts a point from another view's coordinate system to this view's.
  /// - Parameters:
  ///   - point: A point in `view`'s coordinate system, or in window coordinates when `view` is `nil`.
  ///   - view: The source view, or `nil` for window coordinates.
  /// - Returns: The point in this view's coordinate system.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return pointFromRoot(point) }
    // From this view's own window at the root of its tree, as every touch's location is asked for: the window's
    // coordinates are the root's, without walking both views up to their roots to find that out.
    if view === windowStorage && view.superviewStorage == nil { return pointFromRoot(point) }
    return view.convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinate system to another view's.
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinate system.
  ///   - view: The destination view, or `nil` for window coordinates.
  /// - Returns: The rectangle in the destination's coordinate system.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let rect = rect.standardized
    return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinate system to this view's.
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinate system, or in window coordinates when `view` is `nil`.
  ///   - view: The source view, or `nil` for window coordinates.
  /// - Returns: The rectangle in this view's coordinate system.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let rect = rect.standardized
    return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }
}
