// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

/// Runs where the app finishes launching.
@available(iOS 16, *)
@MainActor func finishLaunching() {
  // snippet.show
  // application(_:didFinishLaunchingWithOptions:)
  TapThrottle.install()
  // snippet.hide
}
