import UIKit

/// A toolbar whose close button is laid out at 30 points.
final class ToolbarController: UIViewController {
  private let closeButton = UIButton(type: .close)
  let shareButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.frame = CGRect(x: 16, y: 8, width: 30, height: 30)
    view.addSubview(closeButton)
    view.addSubview(shareButton)
  }
}
