// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import TapwiseSwiftUI

  @MainActor
  final class PaymentModel {
    func pay() async throws {}
    func saveDraft() async {}
  }

  @available(iOS 16, *)
  struct AsyncPaymentScreen: View {
    let payment: PaymentModel
    @State var failure: (any Error)?

    var body: some View {
      VStack {
        // snippet.show
        AsyncButton("Pay") {
          try await payment.pay()  // taps while it runs are ignored
        } onError: { error in
          failure = error  // what pay() throws, never the cancellation when the screen goes away
        }
        .asyncButtonShowsProgress()  // a spinner in place of "Pay" while it runs
        .tapThrottle()  // and at least 0.5 s between two starts
        .buttonStyle(.borderedProminent)

        AsyncButton {
          await payment.saveDraft()
        } label: {
          Label("Save draft", systemImage: "tray.and.arrow.down")
        }
        // snippet.hide
      }
    }
  }
#endif
