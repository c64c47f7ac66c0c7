import Foundation

/// Where a view controller's appearance stands, as its last appearance callback left it.
enum AppearanceState {
  /// Off screen: never shown, or `viewDidDisappear` was sent.
  case disappeared
  /// `viewWillAppear` was sent, `viewDidAppear` not yet.
  case appearing
  /// On screen: `viewDidAppear` was sent.
  case appeared
  /// `viewWillDisappear` was sent, `viewDidDisappear` not yet.
  case disappearing
}

/// The appearance callbacks: each controller hears `will` then `did` once per transition, and forwards them to the
/// children whose views it shows, parent first, as UIKit's containers do by default.
extension UIViewController {
  /// Sends `viewWillAppear` or `viewWillDisappear` unless the controller is already headed that way, then forwards
  /// to ``appearanceChildren``.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      appearance = .appearing
      appearanceIsAnimated = animated
      viewWillAppear(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      appearanceIsAnimated = animated
      viewWillDisappear(animated)
    }
    for child in appearanceChildren { child.beginAppearance(isAppearing, animated: animated) }
  }

  /// Sends `viewIsAppearing` to a controller that is appearing, now that its view is in the hierarchy, then to the
  /// children that are appearing with it.
  func viewIsInHierarchy() {
    guard appearance == .appearing else { return }
    viewIsAppearing(appearanceIsAnimated)
    for child in appearanceChildren { child.viewIsInHierarchy() }
  }

  /// Sends `viewDidAppear` or `viewDidDisappear` to end the transition under way, then forwards to
  /// ``appearanceChildren``. Does nothing when no transition is under way.
  func endAppearance() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceIsAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceIsAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in appearanceChildren { child.endAppearance() }
  }

  /// Whether the controller's view is on screen or on its way there: the container's transitions send appearance
  /// callbacks only then.
  var isShownOrShowing: Bool { appearance == .appeared || appearance == .appearing }
}

/// Containment: a child joins and leaves a container with UIKit's documented `willMove`/`didMove` calls.
extension UIViewController {
  /// The body of ``addChild(_:)``: `willMove(toParent:)` first, as Apple documents; a child of another container
  /// leaves it first.
  func attachChild(_ child: UIViewController) {
    precondition(child !== self, "A view controller can't be its own child")
    if child.parentStorage === self { return }
    if child.parentStorage != nil {
      child.willMove(toParent: nil)
      child.detachFromParent()
    }
    child.willMove(toParent: self)
    childStorage.append(child)
    child.parentStorage = self
  }

  /// The body of ``removeFromParent()``: leaves the parent, then `didMove(toParent: nil)`, as Apple documents.
  func detachFromParent() {
    guard let parent = parentStorage else { return }
    parent.childStorage.removeAll { $0 === self }
    parentStorage = nil
    didMove(toParent: nil)
  }

  /// The first answer that this controller or one of its ancestors gives, nearest first.
  /// - Parameters:
  ///   - answer: What a controller answers, `nil` for nothing.
  /// - Returns: The nearest answer, or `nil` when none answers.
  func nearestInAncestry(_ answer: (UIViewController) -> UIViewController?) -> UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let found = answer(controller) { return found }
      current = controller.parentStorage
    }
    return nil
  }

  /// The outermost container of this controller: the one that presents for it and is presented.
  var outermostAncestor: UIViewController {
    var current = self
    while let parent = current.parentStorage { current = parent }
    return current
  }
}
