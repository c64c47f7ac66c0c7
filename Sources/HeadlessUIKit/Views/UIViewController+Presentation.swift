import Foundation

/// A modal presentation or dismissal under way on virtual time, and what ends it.
@MainActor
final class PresentationTransition {
  /// How long an animated presentation or dismissal takes: 0.5 s. Apple publishes no figure; this is
  /// HeadlessUIKit's choice, a little longer than a push (``UINavigationController``'s 0.35 s).
  static let animatedDuration: TimeInterval = 0.5

  private var timer: HeadlessTimer?
  private var finish: (() -> Void)?

  /// Starts a transition that runs `finish` after ``animatedDuration`` when animated, at once otherwise.
  init(animated: Bool, finish: @escaping () -> Void) {
    self.finish = finish
    if animated {
      timer = HeadlessRunLoop.main.schedule(after: Self.animatedDuration) { [weak self] in self?.complete() }
    } else {
      complete()
    }
  }

  /// Whether the transition is still waiting for its end.
  var isRunning: Bool { finish != nil }

  /// Ends the transition now, if it has not ended.
  func complete() {
    timer?.cancel()
    timer = nil
    guard let finish else { return }
    self.finish = nil
    finish()
  }
}

/// Modal presentation: who presents, the appearance callbacks in UIKit's order, the presented view placed over the
/// window, and the presenting controller's views removed for full-screen styles.
extension UIViewController {
  /// The body of ``present(_:animated:completion:)``.
  func startPresenting(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    precondition(
      presented.presentingStorage == nil && presented.parentStorage == nil,
      "Application tried to present modally a view controller that is already being presented or is a child")
    // Apple: a controller that can't present forwards the request to its nearest parent, up to a full-screen one.
    let presenter = outermostAncestor
    // UIKit logs "Attempt to present … which is already presenting …" or "… whose view is not in the window
    // hierarchy" and presents nothing; the completion is not called.
    guard presenter.presentedStorage == nil, presenter !== presented,
      let window = presenter.viewIfLoaded?.window
    else { return }
    presenter.presentedStorage = presented
    presented.presentingStorage = presenter
    presented.isBeingPresentedStorage = true
    let removesPresenter = presented.modalPresentationStyle.removesPresentersViews
    let animated = animated && presenter.isShownOrShowing
    // The view loads (viewDidLoad) before any appearance callback, as in the device logs.
    let view = presented.view!
    if removesPresenter && presenter.isShownOrShowing { presenter.beginAppearance(false, animated: animated) }
    presented.beginAppearance(true, animated: animated)
    view.frame = window.bounds
    window.addSubview(view)
    presented.viewIsInHierarchy()
    let transition = PresentationTransition(animated: animated) { [weak presenter, weak presented] in
      guard let presenter, let presented else { return }
      presented.isBeingPresentedStorage = false
      presented.presentationTransition = nil
      // Device logs (full screen): the presented controller's viewDidAppear, then the presenter's viewDidDisappear.
      presented.endAppearance()
      if removesPresenter {
        presenter.viewIfLoaded?.removeFromSuperview()
        presenter.endAppearance()
      }
      completion?()
    }
    if transition.isRunning { presented.presentationTransition = transition }
  }

  /// The body of ``dismiss(animated:completion:)``: the presenting controller dismisses what it presents, and a
  /// presented controller asks its presenter to.
  func startDismissing(animated: Bool, completion: (() -> Void)?) {
    let host = outermostAncestor
    if host.presentedStorage != nil {
      host.dismissPresented(animated: animated, completion: completion)
    } else if let presenter = host.presentingStorage {
      presenter.dismissPresented(animated: animated, completion: completion)
    }
  }

  /// Dismisses the controller this one presents and every controller presented above it: only the topmost is
  /// animated, as Apple documents; the others leave with it.
  private func dismissPresented(animated: Bool, completion: (() -> Void)?) {
    guard let first = presentedStorage else { return }
    // A presentation still running ends first, so its callbacks stay balanced.
    first.presentationTransition?.complete()
    var stack: [UIViewController] = [first]
    while let next = stack.last?.presentedStorage {
      next.presentationTransition?.complete()
      stack.append(next)
    }
    guard let top = stack.last, !top.isBeingDismissedStorage else { return }
    let restoresPresenter = first.modalPresentationStyle.removesPresentersViews
    let window = first.viewIfLoaded?.window
    let animated = animated && top.isShownOrShowing
    for controller in stack { controller.isBeingDismissedStorage = true }
    for controller in stack.reversed() { controller.beginAppearance(false, animated: animated) }
    if restoresPresenter, let window, let view = self.view, view.superview == nil {
      beginAppearance(true, animated: animated)
      view.frame = window.bounds
      window.insertSubview(view, at: 0)
      viewIsInHierarchy()
    }
    let transition = PresentationTransition(animated: animated) { [weak self] in
      guard let self else { return }
      self.presentedStorage = nil
      for controller in stack {
        controller.presentingStorage = nil
        controller.presentedStorage = nil
        controller.isBeingDismissedStorage = false
        controller.presentationTransition = nil
      }
      // Chosen to mirror the presentation's order: the controller coming back hears viewDidAppear first.
      self.endAppearance()
      for controller in stack.reversed() {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearance()
      }
      completion?()
    }
    if transition.isRunning { top.presentationTransition = transition }
  }
}
