import Foundation

@testable import HeadlessUIKit

/// A scroll view's delegate that logs what it is told, by method name.
@MainActor
final class ScrollDelegateLog: NSObject, UIScrollViewDelegate {
  private(set) var calls: [String] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// A scroll view whose `touchesShouldBegin(_:with:in:)` answers as told, and that logs what it is asked.
@MainActor
final class AskingScrollView: UIScrollView {
  var shouldBegin = true
  private(set) var askedToBegin: [UIView] = []
  private(set) var askedToCancel: [UIView] = []

  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
    askedToBegin.append(view)
    return shouldBegin
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    askedToCancel.append(view)
    return super.touchesShouldCancel(in: view)
  }
}

/// A 320 × 480 window filled by a scroll view over 2000 points of content, a recording view as tall as the content.
@MainActor
struct ScrollScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let scrollView = AskingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let content = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
  let delegate = ScrollDelegateLog()
  let driver: TouchDriver

  init() {
    window.makeKeyAndVisible()
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    scrollView.delegate = delegate
    scrollView.addSubview(content)
    window.addSubview(scrollView)
    driver = TouchDriver(window: window)
  }

  /// A point in the window at height `y`, in the middle of the width.
  static func at(_ y: CGFloat) -> CGPoint { CGPoint(x: 160, y: y) }
}
