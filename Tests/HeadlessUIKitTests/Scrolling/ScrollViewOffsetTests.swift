import Foundation
import Testing

@testable import HeadlessUIKit

/// `contentOffset` is the bounds origin: what it means for hit testing, conversion, the delegate and the defaults.
@MainActor
@Suite struct ScrollViewOffsetTests {
  @Test func contentOffsetIsTheBoundsOrigin() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 20, width: 320, height: 480))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(scrollView.bounds == CGRect(x: 0, y: 300, width: 320, height: 480))
    #expect(scrollView.frame == CGRect(x: 0, y: 20, width: 320, height: 480))
    scrollView.bounds.origin = CGPoint(x: 5, y: 6)
    #expect(scrollView.contentOffset == CGPoint(x: 5, y: 6))
  }

  @Test func scrolledContentIsHitWhereItIsShown() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let lower = UIView(frame: CGRect(x: 0, y: 600, width: 320, height: 100))
    scrollView.addSubview(lower)
    #expect(scrollView.hitTest(CGPoint(x: 10, y: 50), with: nil) === scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 580)
    #expect(scrollView.hitTest(CGPoint(x: 10, y: 650), with: nil) === lower)
  }

  @Test func conversionAccountsForTheContentOffset() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 40, width: 320, height: 400))
    let row = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 44))
    window.addSubview(scrollView)
    scrollView.addSubview(row)
    scrollView.contentOffset = CGPoint(x: 0, y: 450)
    #expect(row.convert(CGPoint(x: 10, y: 0), to: nil) == CGPoint(x: 10, y: 90))
    #expect(row.convert(CGPoint(x: 10, y: 90), from: nil) == CGPoint(x: 10, y: 0))
    #expect(scrollView.convert(CGPoint(x: 0, y: 450), to: window) == CGPoint(x: 0, y: 40))
  }

  @Test func offsetChangeTellsTheDelegateOnlyWhenItChanges() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = ScrollDelegateLog()
    scrollView.delegate = log
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.bounds.size = CGSize(width: 300, height: 300)
    #expect(log.calls == ["didScroll"])
  }

  @Test func offsetSetFromCodeIsNotClamped() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.contentSize = CGSize(width: 320, height: 500)
    scrollView.contentOffset = CGPoint(x: -40, y: 900)
    #expect(scrollView.contentOffset == CGPoint(x: -40, y: 900))
  }

  @Test func animatedOffsetChangeEndsItsAnimationAtOnce() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let log = ScrollDelegateLog()
    scrollView.delegate = log
    scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
    scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(log.calls == ["didScroll", "didEndScrollingAnimation", "didScroll"])
  }

  @Test func scrollingMarksTheScrollViewForLayout() {
    let scrollView = LayoutCountingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scrollView.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.layoutIfNeeded()
    #expect(scrollView.layoutCount == 1)
  }

  @Test func defaultsAreUIKits() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(scrollView.delaysContentTouches)
    #expect(scrollView.canCancelContentTouches)
    #expect(scrollView.isScrollEnabled)
    #expect(scrollView.contentSize == .zero && scrollView.contentOffset == .zero && scrollView.contentInset == .zero)
    #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
  }

  @Test func touchesShouldCancelIsFalseOnlyForControls() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(!scrollView.touchesShouldCancel(in: UIButton(type: .system)))
    #expect(!scrollView.touchesShouldCancel(in: UISwitch(frame: .zero)))
    #expect(scrollView.touchesShouldCancel(in: UIView()))
    #expect(scrollView.touchesShouldCancel(in: scrollView))
  }

  @Test func touchesShouldBeginIsTrueByDefault() {
    let scrollView = UIScrollView(frame: .zero)
    #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
  }

  /// A scroll view that counts its layout passes.
  final class LayoutCountingScrollView: UIScrollView {
    private(set) var layoutCount = 0
    override func layoutSubviews() { layoutCount += 1 }
  }
}
