import Foundation

/// A container that manages a stack of view controllers and a navigation bar, pushing and popping them with a
/// horizontal transition.
///
/// The stack changes at once: right after ``pushViewController(_:animated:)``, ``topViewController`` is the pushed
/// controller. The views and the appearance callbacks follow the transition: an animated one, while the navigation
/// controller is on screen, ends after 0.35 s of virtual time
/// (`TouchDriver.advance(by:)`); until then the outgoing view stays where it was and takes touches, and the
/// incoming one waits beside it, off screen. A second push while one runs ends the running one at once and starts
/// its own, so a double tap on a button that pushes pushes twice, as on a device.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: list)
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// navigation.pushViewController(detail, animated: true)
/// navigation.topViewController === detail      // true at once
/// driver.advance(by: 0.35)                     // detail.viewDidAppear
/// ```
@MainActor
open class UINavigationController: UIViewController {
  /// How long an animated push or pop takes: 0.35 s, the duration of UIKit's standard push.
  static let animatedTransitionDuration: TimeInterval = 0.35

  /// The stack, bottom first.
  var stack: [UIViewController] = []
  /// The push or pop whose animation has not ended.
  var runningTransition: NavigationTransition?
  private let bar = UINavigationBar(frame: .zero)

  /// Creates a navigation controller whose stack holds one controller.
  /// - Parameters:
  ///   - rootViewController: The bottom of the stack.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates a navigation controller with an empty stack.
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: HeadlessUIKit has no nibs.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive, with an empty stack.
  /// - Parameters:
  ///   - aDecoder: The archive.
  public required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  /// The delegate told when a controller is about to be shown and was shown.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// The navigation bar: in front of the content, across the top of the view, 44 points high.
  open var navigationBar: UINavigationBar { bar }

  /// Whether the navigation bar is hidden; the content under it then takes touches there.
  open var isNavigationBarHidden: Bool {
    get { bar.isHidden }
    set { bar.isHidden = newValue }
  }

  /// Hides or shows the navigation bar. HeadlessUIKit does not animate it.
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Ignored.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// Creates the view: a container with the navigation bar in front and the top controller's view beneath it.
  open override func loadView() {
    let container = NavigationContainerView(frame: .zero)
    container.navigation = self
    view = container
    container.addSubview(bar)
    if let top = stack.last { container.insertSubview(top.view, at: 0) }
  }

  // MARK: - The stack

  /// The stack, bottom first. Setting it is ``setViewControllers(_:animated:)`` without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller at the top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is shown: one presented over the navigation controller, else the top controller.
  open var visibleViewController: UIViewController? { presentedStorage ?? stack.last }

  /// Pushes a controller onto the stack and shows its view.
  /// - Parameters:
  ///   - viewController: The controller to push. Pushing one already on the stack traps, as UIKit raises.
  ///   - animated: Whether to animate: the transition then ends after virtual time passes.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance more than once is not supported")
    finishRunningTransition()
    let from = stack.last
    addChild(viewController)
    stack.append(viewController)
    transition(
      from: from, to: viewController, isPush: true, arriving: [viewController], leaving: [], animated: animated)
  }

  /// Pops the top controller off the stack, unless it is the only one.
  /// - Parameters:
  ///   - animated: Whether to animate.
  /// - Returns: The controller popped, or `nil` when the stack holds one controller or none.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    finishRunningTransition()
    guard stack.count > 1 else { return nil }
    return pop(to: stack[stack.count - 2], animated: animated).first
  }

  /// Pops controllers until a given one is at the top.
  /// - Parameters:
  ///   - viewController: The controller to leave at the top. One not on the stack traps, as UIKit raises.
  ///   - animated: Whether to animate.
  /// - Returns: The controllers popped, bottom first; empty when it already was at the top.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    precondition(stack.contains { $0 === viewController }, "Tried to pop to a view controller that doesn't exist.")
    finishRunningTransition()
    return pop(to: viewController, animated: animated)
  }

  /// Pops every controller but the bottom one.
  /// - Parameters:
  ///   - animated: Whether to animate.
  /// - Returns: The controllers popped, bottom first; empty when only the root is on the stack.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    finishRunningTransition()
    guard let root = stack.first else { return nil }
    return pop(to: root, animated: animated)
  }

  /// Replaces the stack. When the top changes, a new top that was on the stack comes back as after a pop; any
  /// other comes in as after a push.
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first, each controller once.
  ///   - animated: Whether to animate the change of top.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    finishRunningTransition()
    replaceStack(with: viewControllers, animated: animated)
  }

  /// Pushes a view controller, animated: what `show(_:sender:)` does inside a navigation controller.
  /// - Parameters:
  ///   - vc: The controller to push.
  ///   - sender: The object that asked; unused.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Only the top controller hears the navigation controller's own appearance callbacks, the incoming one while a
  /// transition runs.
  override var appearanceChildren: [UIViewController] {
    stack.last.map { [$0] } ?? []
  }
}
