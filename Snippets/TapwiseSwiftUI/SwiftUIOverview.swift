// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  // snippet.show
  import TapwiseSwiftUI
  // snippet.hide

  struct CheckoutForm: View {
    var body: some View { Text("Checkout") }
  }

  final class Lamp {
    func write(_ brightness: Double) {}
  }

  @available(iOS 16, *)
  struct CheckoutOverview: View {
    let lamp: Lamp
    @State var brightness = 0.5

    var body: some View {
      // snippet.show
      CheckoutForm()
        .onChange(of: brightness, throttle: .milliseconds(400)) { latest in lamp.write(latest) }
        .tapThrottle()  // every Button inside: at most one action per 0.5 s
        .buttonStyle(.borderedProminent)  // set outside tapThrottle, so the buttons keep this look too
        .dismissesKeyboardOnTap()
      // snippet.hide
    }
  }
#endif
