// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

struct CartItem {}
final class Cart {
  func apply(_ event: CartEvent) {}
}
// snippet.show

enum CartEvent { case add(CartItem), remove(CartItem) }

// In the cell: the button routes an event; it knows nothing about who handles it.
final class CartItemCell: UITableViewCell {
  let addButton = UIButton(type: .system)
  var item = CartItem()

  func wireButton() {
    addButton.tw.onTap { [item] button in button.tw.route(CartEvent.add(item)) }
  }
}

// In the view controller's viewDidLoad:
final class CartViewController: UIViewController {
  let cart = Cart()

  override func viewDidLoad() {
    super.viewDidLoad()
    tw.handle(CartEvent.self) { controller, event, _ in
      controller.cart.apply(event)
      return .handled
    }
  }
}
