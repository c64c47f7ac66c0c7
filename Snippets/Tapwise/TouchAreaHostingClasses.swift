// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise
// snippet.show

@MainActor func makeCloseButton() -> TouchAreaButton {
  let close = TouchAreaButton(type: .close)  // also TouchAreaView and TouchAreaControl
  close.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
  return close
}

final class CompactSwitch: UISwitch, TouchAreaHosting {  // any other class, in three lines
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    touchAreaPoint(inside: point, with: event) { super.point(inside: $0, with: event) }
  }
}
