import UIKit

final class ToolbarController: UIViewController {
  private let closeButton = UIButton(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  private let toggle = UISwitch()

  override func viewDidLoad() {
    super.viewDidLoad()
    let info = UIButton(type: .infoLight)
    info.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
    toggle.heightAnchor.constraint(equalToConstant: 20).isActive = true
    closeButton.tw.minimumTouchSize = CGSize(width: 44, height: 44)
  }
}
