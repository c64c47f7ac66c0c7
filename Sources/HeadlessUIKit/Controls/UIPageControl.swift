import Foundation

/// A row of dots, one per page, the current one highlighted. A tap on either side of the current page's dot moves
/// one page that way and sends ``UIControl/Event/valueChanged``.
///
/// Apple's documentation: "When a user taps a page control to move to the next or previous page, the control sends
/// the valueChanged event"; the page control "advances only one page in either direction". A single tap is one of the
/// default control actions that win over a tap recognizer on another view ("Attaching gesture recognizers to UIKit
/// controls").
///
/// ```swift
/// let pages = UIPageControl(frame: CGRect(x: 0, y: 400, width: 320, height: 26))
/// pages.numberOfPages = 3
/// pages.addAction(UIAction { _ in carousel.show(page: pages.currentPage) }, for: .valueChanged)
/// ```
///
/// - Note: The dots are laid out centred in the bounds, `indicatorSpacing` (16 points) apart, HeadlessUIKit's
///   choice: UIKit doesn't document the size of its indicators. The page changes when the finger lifts inside the
///   tracking area, just before ``UIControl/Event/touchUpInside``, as a `UISwitch` toggles. Setting ``currentPage``
///   in code sends nothing.
@MainActor
open class UIPageControl: UIControl {
  /// A single tap is the control's default action: it wins it over another view's tap recognizer.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    isSingleTapFromAnotherView(gestureRecognizer)
  }

  /// The distance between the centres of two neighbouring dots, in points.
  static let indicatorSpacing: CGFloat = 16

  private var pageCount = 0
  private var page = 0

  /// The number of pages, and of dots. The default is `0`. Lowering it pins ``currentPage`` to the last page.
  open var numberOfPages: Int {
    get { pageCount }
    set {
      pageCount = max(newValue, 0)
      currentPage = page
    }
  }

  /// The page shown, counted from `0`. Values outside the range are pinned to `0` or ``numberOfPages`` minus one.
  /// Setting it sends nothing.
  open var currentPage: Int {
    get { page }
    set { page = min(max(newValue, 0), max(pageCount - 1, 0)) }
  }

  /// Whether the control hides itself when there is only one page. The default is `false`.
  /// - Note: Stored only: HeadlessUIKit draws nothing.
  open var hidesForSinglePage = false

  /// The horizontal centre of the current page's dot, in the control's coordinates.
  private var currentIndicatorCenterX: CGFloat {
    let rowWidth = CGFloat(max(pageCount - 1, 0)) * Self.indicatorSpacing
    return bounds.midX - rowWidth / 2 + CGFloat(page) * Self.indicatorSpacing
  }

  /// Moves one page towards the side of the current dot where the finger lifted, and sends
  /// ``UIControl/Event/valueChanged`` if the page changed.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch else { return }
    let before = page
    currentPage = touch.location(in: self).x < currentIndicatorCenterX ? page - 1 : page + 1
    if page != before { sendActions(for: .valueChanged, with: nil) }
  }
}
