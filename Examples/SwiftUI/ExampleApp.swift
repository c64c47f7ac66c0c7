import SwiftUI

/// The example's app: the checkout screen, on iOS 16 and later (its timing needs `Duration`).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      if #available(iOS 16, *) {
        CheckoutScreen()
      } else {
        Text("This example needs iOS 16.")
      }
    }
  }
}
