import Foundation
@testable import HeadlessUIKit
import Testing

/// Adding, reordering and removing subviews; the `window` property; hierarchy callbacks.
@MainActor
@Suite struct ViewHierarchyTests {
  @Test func addSubviewAppendsToTheFront() {
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    #expect(parent.subviews == [a, b])
    #expect(a.superview === parent)
  }

  @Test func readdingASubviewMovesItToTheFront() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    [a, b, c].forEach(parent.addSubview)
    parent.addSubview(a)
    #expect(parent.subviews == [b, c, a])
  }

  @Test func addingToAnotherSuperviewRemovesFromTheOld() {
    let (old, new) = (UIView(), UIView())
    let child = UIView()
    old.addSubview(child)
    new.addSubview(child)
    #expect(old.subviews.isEmpty)
    #expect(new.subviews == [child])
    #expect(child.superview === new)
  }

  @Test func insertSubviewAtIndexPlacesTheView() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 1)
    #expect(parent.subviews == [a, c, b])
    parent.insertSubview(b, at: 0)
    #expect(parent.subviews == [b, a, c])
  }

  /// Documented choice: UIKit says the index "cannot be greater than the number of subviews"; a larger one goes
  /// to the front.
  @Test func insertSubviewClampsALargeIndexToTheFront() {
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.insertSubview(b, at: 99)
    #expect(parent.subviews == [a, b])
  }

  @Test func bringSubviewToFrontAndSendSubviewToBackReorder() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    [a, b, c].forEach(parent.addSubview)
    parent.bringSubviewToFront(a)
    #expect(parent.subviews == [b, c, a])
    parent.sendSubviewToBack(c)
    #expect(parent.subviews == [c, b, a])
  }

  @Test func reorderingAViewThatIsNotASubviewIsIgnored() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let stranger = UIView()
    UIView().addSubview(stranger)
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(parent.subviews == [child])
    #expect(stranger.superview !== parent)
  }

  @Test func removeFromSuperviewDetachesTheView() {
    let parent = UIView()
    let (a, b) = (UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    a.removeFromSuperview()
    #expect(parent.subviews == [b])
    #expect(a.superview == nil)
  }

  @Test func windowIsNilOutsideAWindow() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    #expect(root.window == nil)
    #expect(child.window == nil)
  }

  @Test func windowIsSetForDeepDescendants() {
    let window = UIWindow(frame: .zero)
    var parent: UIView = window
    for _ in 0..<5 {
      let child = UIView()
      parent.addSubview(child)
      parent = child
    }
    #expect(parent.window === window)
  }

  @Test func windowChangesWhenAViewMoves() {
    let (first, second) = (UIWindow(frame: .zero), UIWindow(frame: .zero))
    let container = UIView()
    let child = UIView()
    container.addSubview(child)
    first.addSubview(container)
    #expect(child.window === first)
    second.addSubview(container)
    #expect(child.window === second)
    container.removeFromSuperview()
    #expect(child.window == nil)
  }

  @Test func superviewCallbacksCarryTheNewSuperview() {
    let log = CallbackLog()
    let view = LoggingView(name: "view", log: log)
    let parent = LoggingView(name: "parent", log: log)
    parent.addSubview(view)
    view.removeFromSuperview()
    #expect(
      log.entries == [
        "view.willMove(toSuperview: parent)", "view.didMoveToSuperview", "view.willMove(toSuperview: nil)",
        "view.didMoveToSuperview",
      ])
  }

  /// UIKit's observed order (see the report): the window callbacks nest inside the superview callbacks.
  @Test func addingIntoAWindowCallsBackInUIKitsOrder() {
    let log = CallbackLog()
    let window = UIWindow(frame: .zero)
    window.accessibilityIdentifier = "window"
    let view = LoggingView(name: "view", log: log)
    window.addSubview(view)
    #expect(
      log.entries == [
        "view.willMove(toSuperview: window)", "view.willMove(toWindow: window)", "view.didMoveToWindow(window)",
        "view.didMoveToSuperview",
      ])
  }

  @Test func removingFromAWindowCallsBackInUIKitsOrder() {
    let log = CallbackLog()
    let window = UIWindow(frame: .zero)
    let view = LoggingView(name: "view", log: log)
    window.addSubview(view)
    log.entries.removeAll()
    view.removeFromSuperview()
    #expect(
      log.entries == [
        "view.willMove(toSuperview: nil)", "view.willMove(toWindow: nil)", "view.didMoveToWindow(nil)",
        "view.didMoveToSuperview",
      ])
  }

  @Test func windowCallbacksReachEveryDescendant() {
    let log = CallbackLog()
    let window = UIWindow(frame: .zero)
    window.accessibilityIdentifier = "window"
    let container = LoggingView(name: "container", log: log)
    let child = LoggingView(name: "child", log: log)
    let grandchild = LoggingView(name: "grandchild", log: log)
    container.addSubview(child)
    child.addSubview(grandchild)
    log.entries.removeAll()
    window.addSubview(container)
    #expect(
      log.entries.filter { $0.contains("Window") } == [
        "container.willMove(toWindow: window)", "child.willMove(toWindow: window)",
        "grandchild.willMove(toWindow: window)", "container.didMoveToWindow(window)", "child.didMoveToWindow(window)",
        "grandchild.didMoveToWindow(window)",
      ])
    #expect(
      log.entries.filter { $0.hasPrefix("child.") || $0.hasPrefix("grandchild.") }.allSatisfy { $0.contains("Window") })
  }

  @Test func movingWithinOneWindowSkipsTheWindowCallbacks() {
    let log = CallbackLog()
    let window = UIWindow(frame: .zero)
    let (first, second) = (UIView(), UIView())
    window.addSubview(first)
    window.addSubview(second)
    let view = LoggingView(name: "view", log: log)
    first.addSubview(view)
    log.entries.removeAll()
    second.addSubview(view)
    #expect(log.entries == ["view.willMove(toSuperview: ?)", "view.didMoveToSuperview"])
  }

  @Test func removingAViewThatContainsTheFirstResponderResignsIt() {
    let window = visibleWindow()
    let container = UIView()
    let field = ActionView()
    field.acceptsFirstResponder = true
    container.addSubview(field)
    window.addSubview(container)
    #expect(field.becomeFirstResponder())
    container.removeFromSuperview()
    #expect(!field.isFirstResponder)
    #expect(field.resignCalls == 1)
    #expect(window.firstResponder == nil)
  }

  /// Documented choice: a first responder that refuses to resign still loses the status when it leaves its window.
  @Test func removedFirstResponderThatRefusesToResignLosesTheStatusAnyway() {
    let window = visibleWindow()
    let field = ActionView()
    field.acceptsFirstResponder = true
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    field.allowsResign = false
    field.removeFromSuperview()
    #expect(field.resignCalls == 1)
    #expect(window.firstResponder == nil)
  }

  @Test func movingTheFirstResponderToAnotherWindowResignsIt() {
    let (first, second) = (visibleWindow(), visibleWindow())
    let field = ActionView()
    field.acceptsFirstResponder = true
    first.addSubview(field)
    #expect(field.becomeFirstResponder())
    second.addSubview(field)
    #expect(!field.isFirstResponder)
    #expect(field.resignCalls == 1)
    #expect(first.firstResponder == nil)
  }

  @Test func movingTheFirstResponderWithinItsWindowKeepsIt() {
    let window = visibleWindow()
    let (first, second) = (UIView(), UIView())
    window.addSubview(first)
    window.addSubview(second)
    let field = ActionView()
    field.acceptsFirstResponder = true
    first.addSubview(field)
    #expect(field.becomeFirstResponder())
    second.addSubview(field)
    #expect(field.isFirstResponder)
    #expect(field.resignCalls == 0)
  }
}

/// The callbacks of a few views, in the order they happened.
@MainActor
final class CallbackLog {
  var entries: [String] = []
}

/// Logs its hierarchy callbacks, naming views by `accessibilityIdentifier` ("?" when unnamed).
@MainActor
private final class LoggingView: UIView {
  let log: CallbackLog

  init(name: String, log: CallbackLog) {
    self.log = log
    super.init(frame: .zero)
    accessibilityIdentifier = name
  }

  required init?(coder: NSCoder) { nil }

  private var name: String { accessibilityIdentifier ?? "?" }
  private func label(_ view: UIView?) -> String { view.map { $0.accessibilityIdentifier ?? "?" } ?? "nil" }

  override func willMove(toSuperview newSuperview: UIView?) {
    log.entries.append("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }

  override func didMoveToSuperview() { log.entries.append("\(name).didMoveToSuperview") }

  override func willMove(toWindow newWindow: UIWindow?) {
    log.entries.append("\(name).willMove(toWindow: \(label(newWindow)))")
  }

  override func didMoveToWindow() { log.entries.append("\(name).didMoveToWindow(\(label(window)))") }
}
