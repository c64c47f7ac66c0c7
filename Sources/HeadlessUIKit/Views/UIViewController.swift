import Foundation

/// An object that manages a view hierarchy. Its root view's next responder is the controller.
///
/// Besides its view, a controller has a place among other controllers: a parent container (``parent``,
/// ``navigationController``), children, and modal presentation (``present(_:animated:completion:)``,
/// ``presentedViewController``, ``presentingViewController``). As its view comes on screen and leaves it, UIKit tells
/// it in a fixed order: ``viewWillAppear(_:)``, ``viewIsAppearing(_:)``, ``viewDidAppear(_:)``, then
/// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()                     // list: viewWillAppear, viewIsAppearing, viewDidAppear
/// navigation.pushViewController(detail, animated: true)
/// driver.advance(by: 0.35)                       // the push ends: list viewDidDisappear, detail viewDidAppear
/// ```
@MainActor
open class UIViewController: UIResponder {
  private var viewStorage: UIView?

  // MARK: Containment and presentation state (used by the extensions in this folder and Navigation/)

  /// The container this controller is a child of.
  weak var parentStorage: UIViewController?
  /// The children, in the order they were added.
  var childStorage: [UIViewController] = []
  /// The controller this one presents. Strong: a presenting controller keeps what it presents alive, as in UIKit.
  var presentedStorage: UIViewController?
  /// The controller that presents this one, set on the presented controller itself (not on its children).
  weak var presentingStorage: UIViewController?
  /// The window whose root view controller this is.
  weak var rootWindowStorage: UIWindow?
  /// Where appearance stands: what the last appearance callback said.
  var appearance = AppearanceState.disappeared
  /// Whether the appearance transition under way is animated, for the `did` callback.
  var appearanceIsAnimated = false
  /// Whether the presentation or dismissal transition under way has not yet ended.
  var isBeingPresentedStorage = false
  var isBeingDismissedStorage = false
  var isMovingToParentStorage = false
  var isMovingFromParentStorage = false
  /// A presentation or dismissal on virtual time that has not ended, so that a second one waits or is refused.
  var presentationTransition: PresentationTransition?

  /// Creates a view controller.
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: HeadlessUIKit has no nibs.
  ///   - nibBundleOrNil: Ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init()
  }

  // MARK: - The view

  /// The root view, loaded on first access by ``loadView()``.
  open var view: UIView! {
    get {
      if viewStorage == nil {
        loadView()
        viewDidLoad()
      }
      return viewStorage
    }
    set {
      viewStorage?.owningViewController = nil
      viewStorage = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { viewStorage }

  /// Whether the root view has been loaded.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Loads the root view if it is not loaded yet.
  open func loadViewIfNeeded() {
    _ = view
  }

  /// Creates the root view. The default creates a plain `UIView`.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Called after the root view loads.
  open func viewDidLoad() {}

  /// A name for the controller's screen, which a navigation bar shows.
  open var title: String?

  // MARK: - Appearance

  /// Called before the view is added to a view hierarchy on screen: by a push, a pop, a presentation, a dismissal,
  /// or a window showing it. The default does nothing.
  /// - Parameters:
  ///   - animated: Whether the transition that shows it is animated.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is in the hierarchy, right after ``viewWillAppear(_:)``, when its superview and window are
  /// known. The default does nothing.
  /// - Parameters:
  ///   - animated: Whether the transition that shows it is animated.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called when the view is fully on screen, after any transition animation ended. The default does nothing.
  /// - Parameters:
  ///   - animated: Whether the transition that showed it was animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called when the view is about to be covered, removed or otherwise hidden. The default does nothing.
  /// - Parameters:
  ///   - animated: Whether the transition that hides it is animated.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was covered, removed or otherwise hidden, once any transition animation ended.
  /// The default does nothing.
  /// - Parameters:
  ///   - animated: Whether the transition that hid it was animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Tells the controller its view is about to appear or disappear; a custom container calls it for a child.
  ///
  /// Sends ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, unless the controller is already appearing or
  /// disappearing that way, then tells the children whose views are shown.
  /// - Parameters:
  ///   - isAppearing: `true` when the view is appearing, `false` when it is disappearing.
  ///   - animated: Whether the transition is animated.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Tells the controller the appearance transition begun by ``beginAppearanceTransition(_:animated:)`` ended:
  /// sends ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then tells the same children.
  open func endAppearanceTransition() {
    endAppearance()
  }

  // MARK: - Containment

  /// The container view controller this one is a child of, if any.
  open var parent: UIViewController? { parentStorage }

  /// The child view controllers, in the order they were added.
  open var children: [UIViewController] { childStorage }

  /// Adds a child view controller. Calls the child's ``willMove(toParent:)`` with this controller first; a child
  /// of another container leaves it first. The container adds the child's view itself, then calls
  /// ``didMove(toParent:)``.
  /// - Parameters:
  ///   - childController: The controller to add.
  open func addChild(_ childController: UIViewController) {
    attachChild(childController)
  }

  /// Removes this controller from its parent, then calls ``didMove(toParent:)`` with `nil`. The container calls
  /// ``willMove(toParent:)`` with `nil` before, and removes the view itself.
  open func removeFromParent() {
    detachFromParent()
  }

  /// Called before the controller is added to or removed from a container. The default does nothing.
  /// - Parameters:
  ///   - parent: The new parent, or `nil` when it is being removed.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a container. The default does nothing.
  /// - Parameters:
  ///   - parent: The new parent, or `nil` when it was removed.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest ancestor that is a navigation controller, if any.
  open var navigationController: UINavigationController? {
    parentStorage?.nearestInAncestry { $0 as? UINavigationController } as? UINavigationController
  }

  /// Whether the controller is being added to a container, during the transition that adds it (a push).
  open var isMovingToParent: Bool { isMovingToParentStorage }

  /// Whether the controller is being removed from its container, during the transition that removes it (a pop).
  open var isMovingFromParent: Bool { isMovingFromParentStorage }

  // MARK: - Presentation

  /// The controller that this one, or its nearest ancestor that presents, presents modally.
  open var presentedViewController: UIViewController? {
    nearestInAncestry { $0.presentedStorage }
  }

  /// The controller that presented this one, or the one that presented its nearest presented ancestor.
  open var presentingViewController: UIViewController? {
    nearestInAncestry { $0.presentingStorage }
  }

  /// How the controller is presented. The default, `.automatic`, is a page sheet on iPhone: the presenting
  /// controller's views stay, and it gets no disappearance callbacks.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// Whether the controller is being presented, from ``present(_:animated:completion:)`` until the presentation ends.
  open var isBeingPresented: Bool { isBeingPresentedStorage }

  /// Whether the controller is being dismissed, from ``dismiss(animated:completion:)`` until the dismissal ends.
  open var isBeingDismissed: Bool { isBeingDismissedStorage }

  /// Presents a view controller modally.
  ///
  /// The outermost container of this controller presents it; a controller that already presents one refuses
  /// another, as does one whose view is not in a window (UIKit logs "Attempt to present … which is already
  /// presenting …" and does nothing).
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present. It must not be presented already.
  ///   - flag: Whether to animate: an animated presentation ends after virtual time passes.
  ///   - completion: Runs when the presentation ends, after the presented controller's ``viewDidAppear(_:)``.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    startPresenting(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents, or, when it presents none, the one that presents it.
  ///
  /// Called on a controller lower in a stack of presentations, it dismisses everything presented above it.
  /// - Parameters:
  ///   - flag: Whether to animate: an animated dismissal ends after virtual time passes.
  ///   - completion: Runs when the dismissal ends.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    startDismissing(animated: flag, completion: completion)
  }

  /// Shows a view controller the way the container around this one does: a navigation controller among its
  /// ancestors pushes it (animated); without one, the window's root view controller presents it modally (animated).
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked, passed on.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigation = navigationController {
      navigation.show(vc, sender: sender)
    } else {
      (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
    }
  }

  // MARK: - Responder chain

  /// The next responder: a presented controller's is the controller that presented it; otherwise the root view's
  /// superview, or the window when it is a window's root view controller whose view is not in it.
  open override var next: UIResponder? {
    if parentStorage == nil, let presenting = presentingStorage { return presenting }
    return viewStorage?.superview ?? rootWindowStorage
  }

  /// A controller can be its root view's window's first responder, as in UIKit.
  override var firstResponderWindow: UIWindow? { viewStorage?.window }

  /// A controller sits in the hierarchy where its loaded root view does.
  override var hierarchyAnchor: UIView? { viewStorage }

  /// The children that hear this controller's appearance callbacks: those whose views are in its view.
  /// A navigation controller answers its top controller only.
  var appearanceChildren: [UIViewController] {
    guard let root = viewStorage else { return [] }
    return childStorage.filter { $0.viewStorage?.isDescendant(of: root) == true }
  }
}
