// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise
// snippet.show

/// The audit's findings for a window, one line each; a test expects none.
@MainActor func touchTargetReport(for window: UIWindow) -> String {
  let findings = TouchTargetAudit.run(on: window)  // options: minimumSize (44×44), samplesPerSide (9)
  return findings.map(\.description).joined(separator: "\n")
}
