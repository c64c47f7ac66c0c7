// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

@MainActor func enlargeTouchAreas(closeButton: UIButton, infoButton: UIButton, card: UIView) {
  // snippet.show
  closeButton.tw.touchAreaOutsets = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)  // POSITIVE ENLARGES
  infoButton.tw.minimumTouchSize = CGSize(width: 44, height: 44)
  card.tw.receivesTouchesOutsideBounds = true  // the badge in its corner
  // snippet.hide
}
