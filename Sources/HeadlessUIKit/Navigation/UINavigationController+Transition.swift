import Foundation

/// A push or pop under way: what leaves, what arrives, and the timer that ends an animated one.
@MainActor
final class NavigationTransition {
  let from: UIViewController?
  let to: UIViewController
  let isPush: Bool
  /// Controllers joining the stack, told `didMove(toParent:)` when the transition ends.
  let arriving: [UIViewController]
  /// Controllers leaving the stack, already told `willMove(toParent: nil)`; removed when the transition ends.
  let leaving: [UIViewController]
  let animated: Bool
  /// Whether the navigation controller was on screen when the transition began, so appearance callbacks are due.
  let sendsAppearance: Bool
  var timer: HeadlessTimer?

  init(
    from: UIViewController?, to: UIViewController, isPush: Bool, arriving: [UIViewController],
    leaving: [UIViewController], animated: Bool, sendsAppearance: Bool
  ) {
    self.from = from
    self.to = to
    self.isPush = isPush
    self.arriving = arriving
    self.leaving = leaving
    self.animated = animated
    self.sendsAppearance = sendsAppearance
  }
}

/// The navigation controller's root view (UIKit's is a private `UILayoutContainerView`): it lays out the bar and the
/// content from its own bounds whenever the layout pass reaches it.
final class NavigationContainerView: UIView {
  weak var navigation: UINavigationController?

  override func layoutSubviews() {
    navigation?.layoutStack()
  }
}

/// Transitions: the stack has changed already; the views, the appearance callbacks (device logs: the outgoing
/// controller's viewWillDisappear, the incoming one's viewWillAppear, then at the end the outgoing one's
/// viewDidDisappear and the incoming one's viewDidAppear) and the containment calls follow, at once or after
/// `animatedTransitionDuration`.
extension UINavigationController {
  /// Starts the transition from the old top to the new one.
  func transition(
    from: UIViewController?, to: UIViewController, isPush: Bool, arriving: [UIViewController],
    leaving: [UIViewController], animated: Bool
  ) {
    let onScreen = isViewLoaded && isShownOrShowing
    let animated = animated && onScreen && from != nil
    let transition = NavigationTransition(
      from: from, to: to, isPush: isPush, arriving: arriving, leaving: leaving, animated: animated,
      sendsAppearance: onScreen)
    delegate?.navigationController(self, willShow: to, animated: animated)
    if isPush { to.isMovingToParentStorage = true }
    for controller in leaving { controller.isMovingFromParentStorage = true }
    if onScreen { to.loadViewIfNeeded() }
    if transition.sendsAppearance {
      from?.beginAppearance(false, animated: animated)
      to.beginAppearance(true, animated: animated)
    } else if from?.appearance == .disappearing {
      // The navigation controller is leaving the screen (a full-screen presentation over it): the outgoing top
      // controller won't hear the end of that from it any more, so its disappearance ends now, balanced.
      from?.endAppearance()
    }
    if let container = viewIfLoaded {
      let toView = to.view!
      let fromIndex = from?.viewIfLoaded.flatMap { view in container.subviews.firstIndex { $0 === view } }
      // A push slides in above the outgoing view, a pop uncovers the incoming one beneath it; the bar stays in front.
      let index = fromIndex.map { isPush ? $0 + 1 : $0 } ?? 0
      if toView.superview !== container { container.insertSubview(toView, at: index) }
      if animated { runningTransition = transition }
      layoutStack()
    }
    if transition.sendsAppearance { to.viewIsInHierarchy() }
    if animated {
      transition.timer = HeadlessRunLoop.main.schedule(after: Self.animatedTransitionDuration) { [weak self] in
        self?.finishRunningTransition()
      }
    } else {
      finish(transition)
    }
  }

  /// Ends the running transition now, if there is one: its timer fired, or a new push or pop interrupts it.
  func finishRunningTransition() {
    guard let transition = runningTransition else { return }
    transition.timer?.cancel()
    finish(transition)
  }

  private func finish(_ transition: NavigationTransition) {
    runningTransition = nil
    let top = stack.last
    if let from = transition.from, from !== top { from.viewIfLoaded?.removeFromSuperview() }
    for controller in transition.leaving where controller !== top { controller.viewIfLoaded?.removeFromSuperview() }
    layoutStack()
    if transition.sendsAppearance {
      transition.from?.endAppearance()
      transition.to.endAppearance()
    }
    for controller in transition.arriving {
      controller.isMovingToParentStorage = false
      controller.didMove(toParent: self)
    }
    for controller in transition.leaving {
      controller.removeFromParent()
      controller.isMovingFromParentStorage = false
    }
    delegate?.navigationController(self, didShow: transition.to, animated: transition.animated)
  }

  /// Places the bar across the top and the content under it, filling the view; while an animated push runs, the
  /// incoming view waits just off the trailing edge and the outgoing one stays in place.
  func layoutStack() {
    guard let container = viewIfLoaded else { return }
    let bounds = container.bounds
    navigationBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: UINavigationBar.standardHeight)
    if let transition = runningTransition {
      transition.from?.viewIfLoaded?.frame = bounds
      transition.to.viewIfLoaded?.frame = transition.isPush ? bounds.offsetBy(dx: bounds.width, dy: 0) : bounds
    } else {
      stack.last?.viewIfLoaded?.frame = bounds
    }
  }

  /// Pops down to `target`, which must be on the stack.
  func pop(to target: UIViewController, animated: Bool) -> [UIViewController] {
    guard let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return [] }
    let from = stack.last
    let popped = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.willMove(toParent: nil) }
    transition(from: from, to: target, isPush: false, arriving: [], leaving: popped, animated: animated)
    return popped
  }

  /// The body of ``setViewControllers(_:animated:)``.
  func replaceStack(with controllers: [UIViewController], animated: Bool) {
    for (index, controller) in controllers.enumerated() {
      precondition(
        !controllers[..<index].contains { $0 === controller },
        "Pushing the same view controller instance more than once is not supported")
    }
    let old = stack
    let leaving = old.filter { kept in !controllers.contains { $0 === kept } }
    let arriving = controllers.filter { new in !old.contains { $0 === new } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in arriving { addChild(controller) }
    stack = controllers
    guard let newTop = controllers.last else {
      if isShownOrShowing { old.last?.beginAppearance(false, animated: false) }
      old.last?.viewIfLoaded?.removeFromSuperview()
      old.last?.endAppearance()
      for controller in leaving { controller.removeFromParent() }
      return
    }
    if let oldTop = old.last, oldTop === newTop {
      for controller in arriving { controller.didMove(toParent: self) }
      for controller in leaving { controller.removeFromParent() }
      return
    }
    let isPush = !old.contains { $0 === newTop }
    transition(
      from: old.last, to: newTop, isPush: isPush, arriving: arriving, leaving: leaving, animated: animated)
  }
}
