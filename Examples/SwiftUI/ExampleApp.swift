import SwiftUI

/// The example's app: the checkout screen and the order screen, on iOS 16 and later (their timing needs `Duration`).
@main
struct ExampleApp: App {
  var body: some Scene {
    WindowGroup {
      if #available(iOS 16, *) {
        TabView {
          CheckoutScreen().tabItem { Label("Checkout", systemImage: "cart") }
          OrderScreen().tabItem { Label("Order", systemImage: "cup.and.saucer") }
        }
      } else {
        Text("This example needs iOS 16.")
      }
    }
  }
}
