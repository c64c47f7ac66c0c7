import SwiftUI
import Tapwise
import TapwiseCore
import TapwiseSwiftUI

/// What a product row tells the screen, without a closure threaded through every initializer.
enum OrderEvent {
  /// The row's "Add" button.
  case add(String)
  /// The row's "Remove" button.
  case remove(String)
}

/// A product in the list: it sends its events up the view hierarchy with the route action and knows nothing about
/// who handles them.
@available(iOS 16, *)
struct ProductRow: View {
  let product: String
  @Environment(\.route) private var route

  var body: some View {
    HStack {
      Text(product)
      Spacer()
      Button("Remove") { route(OrderEvent.remove(product)) }
      Button("Add") { route(OrderEvent.add(product)) }
    }
  }
}

/// One screen for the work that takes time: a product search, a cart filled by typed events, and a payment that
/// is submitted once however often it is tapped while it runs.
///
/// - The search runs once typing pauses (`onChange(of:debounce:trigger:)`), at once on Return, and not at all for a
///   query dropped with "Clear" (the trigger's `cancelPending()`) or Escape on a hardware keyboard (iOS 17).
/// - Each row's buttons send an `OrderEvent` with `@Environment(\.route)`; the screen's `onRoute` handles it. An
///   event nothing here handles would go on into the UIKit responder chain of the hosting controller.
/// - "Pay" is an `AsyncButton`: taps while the payment runs are ignored, a progress view stands in for the label
///   (`asyncButtonShowsProgress`), a failed payment is reported to `onError`, and leaving the screen cancels it.
///   Under `tapThrottle`, a tap just after a quick payment still waits out the interval.
///
/// Typechecked for iOS 15 against the iOS 17.0 SDK by `Scripts/apple-typecheck`; never run. The SwiftUI contracts
/// each part rests on are listed in TapwiseSwiftUI's article on its modifiers.
@available(iOS 16, *)
struct OrderScreen: View {
  @State private var query = ""
  @State private var searchTrigger = PendingChangeTrigger()
  @State private var products = Self.catalog
  @State private var cart: [String] = []
  @State private var receipt = ""

  /// What the search looks through.
  private static let catalog = ["Espresso", "Flat white", "Cortado", "Croissant", "Cinnamon roll"]

  var body: some View {
    Form {
      Section("Search") {
        TextField("Product", text: $query)
        Button("Clear") {
          query = ""
          searchTrigger.cancelPending()
          products = Self.catalog
        }
      }
      Section("Products") {
        ForEach(products, id: \.self) { ProductRow(product: $0) }
      }
      Section("Cart") {
        Text(cart.isEmpty ? "Empty" : cart.joined(separator: ", "))
        AsyncButton("Pay for \(cart.count) items") {
          try await Self.pay(for: cart)
          receipt = "Paid for \(cart.count) items."
          cart = []
        } onError: { error in
          receipt = "The payment failed: \(error.localizedDescription)"
        }
        .disabled(cart.isEmpty)
        if !receipt.isEmpty {
          Text(receipt)
        }
      }
    }
    .onRoute(OrderEvent.self) { event in
      switch event {
      case .add(let product): cart.append(product)
      case .remove(let product): cart.firstIndex(of: product).map { _ = cart.remove(at: $0) }
      }
      return .handled
    }
    .onChange(of: query, debounce: .milliseconds(300), trigger: searchTrigger) { latest in
      products = latest.isEmpty ? Self.catalog : Self.catalog.filter { $0.localizedCaseInsensitiveContains(latest) }
    }
    .asyncButtonShowsProgress()
    .tapThrottle()
    .buttonStyle(.borderless)  // several buttons in one form row, each with its own tap
  }

  /// Stands in for a payment service: it takes a while, and honours cancellation.
  private static func pay(for items: [String]) async throws {
    try await Task.sleep(nanoseconds: 2_000_000_000)
  }
}
