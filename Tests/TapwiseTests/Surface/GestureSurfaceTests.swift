import Testing

// Written only against UIKit's public API, like UIKitSurfaceTests: it compiles unchanged against UIKit and
// HeadlessUIKit and pins that their gesture-recognizer surfaces agree.
import Tapwise

@MainActor
@Suite struct GestureSurfaceTests {
  /// A delegate that implements one optional method, as iOS code does.
  final class TouchFilter: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      !(touch.view is UIControl)
    }
  }

  @Test func recognizerDefaultsMatchUIKit() {
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    #expect(tap.state == .possible && tap.isEnabled)
    #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    let press = UILongPressGestureRecognizer()
    #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1)
    #expect(pan.translation(in: nil) == .zero)
  }

  @Test func stateRawValuesMatchUIKit() {
    let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }

  @Test func viewsAttachAndDetachRecognizers() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let tap = UITapGestureRecognizer()
    let filter = TouchFilter()
    tap.delegate = filter
    view.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.first === tap && tap.view === view)
    #expect(view.gestureRecognizerShouldBegin(tap))
    view.removeGestureRecognizer(tap)
    #expect(tap.view == nil)
  }
}
