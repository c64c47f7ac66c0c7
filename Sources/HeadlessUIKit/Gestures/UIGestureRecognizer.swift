import Foundation

/// The base class of gesture recognizers: objects that turn a view's touches into a gesture and send actions.
///
/// A recognizer attached to a view (``UIView/addGestureRecognizer(_:)``) sees every touch that begins in that view or
/// its subviews *before* the hit-tested view does. What the view then gets depends on ``cancelsTouchesInView``,
/// ``delaysTouchesBegan`` and ``delaysTouchesEnded``. Actions go to targets through ``HeadlessActionTarget``, as
/// controls' do, with the recognizer as sender.
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: controller, action: Selector("dismissKeyboard:"))
/// tap.cancelsTouchesInView = false      // let the table still select its row
/// controller.view.addGestureRecognizer(tap)
/// ```
///
/// - Note: Subclasses write their gesture in ``touchesBegan(_:with:)`` and its siblings and report it by setting
///   `state`, as HeadlessUIKit's own recognizers do. UIKit shows the setter to files that
///   `import UIKit.UIGestureRecognizerSubclass`; HeadlessUIKit, which has no such import, shows it everywhere.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The target-action pairs, in registration order; targets are held weakly.
  var targets: [GestureTarget] = []
  /// The current state; changed only through ``transition(to:)``.
  var stateStorage: State = .possible
  /// The state a recognizer asked for while a recognizer it requires to fail was still undecided.
  var pendingState: State?
  private weak var viewStorage: UIView?
  /// The recognizers this one waits for to fail, held weakly.
  var failureRequirements: [WeakRecognizer] = []
  /// The touches the recognizer tracks in this sequence, in the order they began.
  var trackedTouches: [UITouch] = []
  /// Where the gesture was when its last touch left, for ``location(in:)`` after the touches end.
  var lastLocationInWindow: CGPoint?
  /// Whether the gesture arena counts the recognizer among its participants; the arena keeps it.
  var isInArena = false
  /// The weak reference that every ``WeakRecognizer`` to this recognizer shares, made on first use.
  private(set) lazy var weakBox = WeakRecognizerBox(self)

  /// Creates a recognizer with a target and action.
  /// - Parameters:
  ///   - target: The object that receives the action, held weakly; `nil` adds no target.
  ///   - action: The action's selector, such as `Selector("handleTap:")`; `nil` adds no target.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Creates a recognizer from an archive. HeadlessUIKit has no archives, so this creates one with no target.
  /// - Parameters:
  ///   - coder: The archive.
  public convenience init?(coder: NSCoder) {
    self.init(target: nil, action: nil)
  }

  // MARK: - Targets

  /// Adds a target and action. Adding a pair that is already registered does nothing.
  /// - Parameters:
  ///   - target: The object that receives the action, held weakly. It answers through ``HeadlessActionTarget``.
  ///   - action: The action's selector.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
    targets.append(GestureTarget(target: object, action: action))
  }

  /// Removes target-action pairs.
  /// - Parameters:
  ///   - target: The target, or `nil` for every target.
  ///   - action: The action, or `nil` for every action of the target.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll { (object == nil || $0.target === object) && (action == nil || $0.action == action) }
  }

  // MARK: - State and configuration

  /// The recognizer's current state.
  ///
  /// Subclasses set it as UIKit's do after `import UIKit.UIGestureRecognizerSubclass`, which is what makes the
  /// setter visible there: a new state follows Apple's transitions (possible → began/ended/failed; began/changed →
  /// changed/ended/cancelled), others are ignored. Only recognizer subclasses should set it.
  open var state: State {
    get { stateStorage }
    set { transition(to: newValue) }
  }

  /// The delegate, held weakly.
  open var delegate: (any UIGestureRecognizerDelegate)? {
    get { delegateStorage }
    set { delegateStorage = newValue }
  }
  private weak var delegateStorage: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer is enabled. Disabling one that is recognizing cancels its gesture; one that is still
  /// possible fails. A disabled recognizer receives no touches.
  open var isEnabled: Bool {
    get { isEnabledStorage }
    set {
      let wasEnabled = isEnabledStorage
      isEnabledStorage = newValue
      if !newValue && wasEnabled { GestureArena.shared.abandon(self) }
    }
  }
  // Stored privately, here and for the other properties the arena reads on every touch: a public stored property's
  // every read is checked for exclusive access at run time (`swift_beginAccess`), a private one's is proved statically.
  private var isEnabledStorage = true

  /// The view the recognizer is attached to.
  open var view: UIView? { viewStorage }

  /// Whether the view's touches are cancelled (`touchesCancelled`) when the recognizer recognizes. Default `true`.
  open var cancelsTouchesInView: Bool {
    get { cancelsTouchesInViewStorage }
    set { cancelsTouchesInViewStorage = newValue }
  }
  private var cancelsTouchesInViewStorage: Bool = true
  /// Whether the view's `touchesBegan` waits until the recognizer fails. Default `false`.
  open var delaysTouchesBegan: Bool {
    get { delaysTouchesBeganStorage }
    set { delaysTouchesBeganStorage = newValue }
  }
  private var delaysTouchesBeganStorage: Bool = false
  /// Whether the view's `touchesEnded` waits until the recognizer fails (then it is delivered) or recognizes (then
  /// the view gets `touchesCancelled` instead). Default `true`.
  open var delaysTouchesEnded: Bool {
    get { delaysTouchesEndedStorage }
    set { delaysTouchesEndedStorage = newValue }
  }
  private var delaysTouchesEndedStorage: Bool = true
  /// A name that identifies the recognizer in code and logs.
  open var name: String?

  /// Makes this recognizer wait for another to fail before it recognizes: if the other recognizes, this one fails.
  /// - Parameters:
  ///   - otherGestureRecognizer: The recognizer that must fail first, held weakly.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
    failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
  }

  // MARK: - Location

  /// The gesture's location: the centroid of its touches.
  /// - Parameters:
  ///   - view: The coordinate system, or `nil` for the window's.
  /// - Returns: The location; after the touches end, where they were last.
  open func location(in view: UIView?) -> CGPoint {
    let points = gesturePointsInWindow
    let point = points.isEmpty ? (lastLocationInWindow ?? .zero) : Self.centroid(points)
    guard let view else { return point }
    return view.convert(point, from: trackedTouches.first?.window ?? self.view?.window)
  }

  /// The points whose centroid is the gesture's location, in window coordinates: the touches' locations.
  var gesturePointsInWindow: [CGPoint] {
    var points: [CGPoint] = []
    points.reserveCapacity(trackedTouches.count)
    for touch in trackedTouches { points.append(touch.location(in: nil)) }
    return points
  }

  /// The number of touches the recognizer tracks.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The location of one of the recognizer's touches.
  /// - Parameters:
  ///   - touchIndex: The touch's index, below ``numberOfTouches``, in the order the touches began.
  ///   - view: The coordinate system, or `nil` for the window's.
  /// - Returns: The touch's location.
  /// - Note: Traps for an index out of range, as UIKit raises an exception.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    precondition(
      trackedTouches.indices.contains(touchIndex),
      "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count))")
    return trackedTouches[touchIndex].location(in: view)
  }

  static func centroid(_ points: [CGPoint]) -> CGPoint {
    guard !points.isEmpty else { return .zero }
    let count = CGFloat(points.count)
    var sum = CGPoint.zero
    for point in points {
      sum.x += point.x
      sum.y += point.y
    }
    return CGPoint(x: sum.x / count, y: sum.y / count)
  }

  // MARK: - For subclasses (UIGestureRecognizerSubclass)

  /// Tells the recognizer that touches began. A plain recognizer does nothing; the built-in subclasses recognize
  /// their gesture here, so overrides in their subclasses call `super`.
  /// - Parameters:
  ///   - touches: The touches that began in the recognizer's view or its subviews.
  ///   - event: Their event.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { recognizeBegan(touches, event) }

  /// Tells the recognizer that touches moved. Overrides in subclasses of the built-in recognizers call `super`.
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: Their event.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { recognizeMoved(touches, event) }

  /// Tells the recognizer that touches ended. Overrides in subclasses of the built-in recognizers call `super`.
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: Their event.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { recognizeEnded(touches, event) }

  /// Tells the recognizer that the system cancelled touches. Overrides in subclasses of the built-in recognizers
  /// call `super`.
  /// - Parameters:
  ///   - touches: The touches that were cancelled.
  ///   - event: Their event.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { recognizeCancelled(touches, event) }

  /// Resets the recognizer's own bookkeeping. HeadlessUIKit calls it when the recognizer returns to `.possible`,
  /// after its touch sequence ends in a final state. Overrides call `super`.
  open func reset() { resetRecognition() }

  // The built-in recognizers' logic, overridden internally so that their public surface stays UIKit's.
  func recognizeBegan(_ touches: Set<UITouch>, _ event: UIEvent) {}
  func recognizeMoved(_ touches: Set<UITouch>, _ event: UIEvent) {}
  func recognizeEnded(_ touches: Set<UITouch>, _ event: UIEvent) {}
  func recognizeCancelled(_ touches: Set<UITouch>, _ event: UIEvent) {}
  func resetRecognition() {}

  /// Stops delivering a touch to the recognizer; the view still gets it.
  /// - Parameters:
  ///   - touch: One of the recognizer's touches.
  ///   - event: Its event.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
  }

  /// Whether this recognizer, recognizing, makes another one fail. The default is `true`.
  /// - Parameters:
  ///   - preventedGestureRecognizer: The other recognizer.
  /// - Returns: `true` to prevent it.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether another recognizer, recognizing, makes this one fail. The default is `true`.
  /// - Parameters:
  ///   - preventingGestureRecognizer: The other recognizer.
  /// - Returns: `true` to let it prevent this one.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for another to fail, for this touch sequence. The default is `false`.
  /// - Parameters:
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `true` to wait.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether another recognizer waits for this one to fail, for this touch sequence. The default is `false`.
  /// - Parameters:
  ///   - otherGestureRecognizer: The other recognizer.
  /// - Returns: `true` to make it wait.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  // MARK: - Attachment

  /// Attaches the recognizer to a view, or detaches it, abandoning any gesture in progress.
  func attach(to view: UIView?) {
    if viewStorage != nil { GestureArena.shared.abandon(self) }
    viewStorage = view
  }
}

/// A gesture recognizer's target-action pair, holding the target weakly.
@MainActor
struct GestureTarget {
  weak var target: AnyObject?
  let action: Selector
}

/// A weak reference to a recognizer.
///
/// Every reference to one recognizer shares the recognizer's one ``WeakRecognizerBox``: copying a reference, as
/// reading it out of an array does, retains the box instead of copying a weak reference (two more trips to the
/// recognizer's side table), and reading it loads the weak reference once.
@MainActor
struct WeakRecognizer {
  private let box: WeakRecognizerBox

  init(_ recognizer: UIGestureRecognizer) {
    box = recognizer.weakBox
  }

  /// The recognizer, or `nil` once it is gone.
  var recognizer: UIGestureRecognizer? { box.recognizer }
}

/// The one weak reference to a recognizer that every ``WeakRecognizer`` to it shares.
@MainActor
final class WeakRecognizerBox {
  /// The recognizer, or `nil` once it is gone.
  private(set) weak var recognizer: UIGestureRecognizer?

  init(_ recognizer: UIGestureRecognizer) {
    self.recognizer = recognizer
  }
}
