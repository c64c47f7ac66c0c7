// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Tapwise
  import TapwiseSwiftUI

  struct Item: Identifiable {
    let id: Int
    let name: String
  }
  @MainActor final class Cart {
    func apply(_ event: CartEvent) {}
  }
  protocol Analytics { var name: String { get } }
  func log(_ name: String) {}
  // snippet.show

  enum CartEvent: Analytics {
    case add(Item), remove(Item)
    var name: String { "cart" }
  }

  // A row deep in the list: it sends the event and knows nothing about who handles it.
  struct CartRow: View {
    let item: Item
    @Environment(\.route) private var route

    var body: some View {
      HStack {
        Text(item.name)
        Spacer()
        Button("Add") { route(CartEvent.add(item)) }
      }
    }
  }

  // The screen: handlers on one view run in the order written, so the analytics handler sees every `Analytics`
  // event first and lets it continue; the cart's handler then handles it.
  struct CartScreen: View {
    let cart: Cart
    let catalog: [Item]

    var body: some View {
      List(catalog) { CartRow(item: $0) }
        .onRoute((any Analytics).self) { event in
          log(event.name)
          return .continue
        }
        .onRoute(CartEvent.self) { event in
          cart.apply(event)
          return .handled
        }
    }
  }

  // In a UIKit app: what no SwiftUI handler takes goes on to the hosting controller and the controllers around it.
  @MainActor func makeCartController(catalog: [Item]) -> UIViewController {
    let host = UIHostingController(rootView: CatalogScreen(catalog: catalog).routesIntoUIKit())
    host.tw.handle(CartEvent.self) { _, event, _ in
      print("UIKit handles", event)
      return .handled
    }
    return host
  }
  // snippet.hide

  struct CatalogScreen: View {
    let catalog: [Item]
    var body: some View { List(catalog) { CartRow(item: $0) } }
  }
#endif
