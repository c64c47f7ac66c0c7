import Testing

@testable import Tapwise
import TapwiseTestSupport

/// Touch-area state never keeps a view, or whatever owns the view, alive.
@MainActor
@Suite struct TouchAreaLifetimeTests {
  /// Something that owns a view, as a view controller or a cell does.
  @MainActor
  final class Owner {
    let close = UIButton(type: .close)
    let card = UIView()

    init() {
      card.addSubview(close)
      close.tw.touchAreaOutsets = .all(12)
      close.tw.minimumTouchSize = CGSize(width: 44, height: 44)
      card.tw.receivesTouchesOutsideBounds = true
    }
  }

  @Test func aViewWithTouchAreasAndItsOwnerAreReleased() {
    weak var weakOwner: Owner?
    weak var weakClose: UIButton?
    weak var weakCard: UIView?
    weak var weakState: TouchAreaState?
    do {
      let owner = Owner()
      weakOwner = owner
      weakClose = owner.close
      weakCard = owner.card
      weakState = TouchAreaState.of(owner.close)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
      window.addSubview(owner.card)
      _ = window.hitTest(CGPoint(x: 5, y: 5), with: nil)
      owner.card.removeFromSuperview()
    }
    #expect(weakOwner == nil)
    #expect(weakClose == nil)
    #expect(weakCard == nil)
    #expect(weakState == nil)
  }

  @Test func aViewControllerWhoseViewHasTouchAreasIsReleased() {
    weak var weakController: UIViewController?
    weak var weakView: UIView?
    do {
      let controller = UIViewController()
      controller.view.tw.touchAreaOutsets = .all(8)
      controller.view.tw.receivesTouchesOutsideBounds = true
      weakController = controller
      weakView = controller.view
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
  }

  @Test func theStateHoldsNoReferenceToItsView() {
    let view = UIView()
    view.tw.touchAreaOutsets = .all(4)
    let state = TouchAreaState.of(view)
    let children = state.map { Mirror(reflecting: $0).children.map { type(of: $0.value) } } ?? []
    #expect(!children.contains { $0 is AnyObject.Type })
  }
}
