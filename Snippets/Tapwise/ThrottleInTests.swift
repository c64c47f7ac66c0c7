// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

@available(iOS 16, *)
// snippet.show
@MainActor func hammeredPayButtonPaysOnce() {
  TapThrottle.install()
  defer { TapThrottle.uninstall() }
  // … tap "Pay" five times within 300 ms, and expect one payment.
  // snippet.hide
  UIButton(type: .system).sendActions(for: .touchUpInside)
  // snippet.show
}
