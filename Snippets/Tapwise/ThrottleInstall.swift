// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

/// Runs where the app finishes launching.
@MainActor func finishLaunching() {
  // snippet.show
  // application(_:didFinishLaunchingWithOptions:)
  TapThrottle.install()
  // snippet.hide
}
