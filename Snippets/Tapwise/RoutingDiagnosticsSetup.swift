// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

@MainActor func reportUnhandledEvents() {
  // snippet.show
  #if DEBUG
    RouteDiagnostics.unhandledEventHandler = { event, result in
      print("Unhandled \(type(of: event)):", result.path.map { type(of: $0) })
    }
  #endif
  // snippet.hide
}
