// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseSwiftUI

  struct PaymentSheet: View {
    var body: some View { Button("Pay") {} }
  }

  @available(iOS 16, *)
  struct PaymentScreen: View {
    var body: some View {
      // snippet.show
      PaymentSheet()
        .tapThrottle(.seconds(1))
      // snippet.hide
    }
  }
#endif
