// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

struct DeclinedCard: Error {}
@MainActor final class Checkout {
  func pay() async throws {}
  func refresh() async {}
}
@MainActor final class Haptics {
  func warning() {}
}

final class CheckoutScreen: UIViewController {
  let payButton = UIButton(configuration: .filled())
  let refreshButton = UIButton(type: .system)
  let checkout = Checkout()
  let haptics = Haptics()
  var payment: HandlerRegistration?
  func show(_ error: any Error) {}

  func wireButtons() {
    let checkout = checkout
    // snippet.show
    // snippet.asyncTap
    // Taps while the refresh runs start nothing; the next tap after it ends refreshes again.
    refreshButton.tw.onTap { _ in await checkout.refresh() }
    // snippet.busy
    // Disabled, with a spinner, until the payment returns or throws; errors go to onError.
    payment = payButton.tw.onTap(whileRunning: [.disablesControl, .showsActivityIndicator]) { _ in
      try await checkout.pay()
    } onError: { [weak self] _, error in
      self?.show(error)
    }
    // snippet.ignoredTap
    refreshButton.tw.onTap(onIgnoredTap: { [weak self] _ in self?.haptics.warning() }) { _ in
      await checkout.refresh()
    }
    // snippet.end
    // snippet.hide
  }

  // snippet.show
  // snippet.cancel
  // The Cancel button beside Pay: the payment's task is cancelled, and Pay is enabled again at once.
  func cancelTapped() {
    payment?.cancelPending()
  }
  // snippet.end
}
