// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

final class AuditedPlayerViewController: UIViewController {
  // snippet.show
  // snippet.finding
  private let closeButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))  // tooSmall, at CGRect(
  // snippet.fixed
  private let infoButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))  // fixed in viewDidLoad
  // snippet.end
  // snippet.hide
  private let likeButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    // snippet.show
    // snippet.fixedSetting
    infoButton.tw.minimumTouchSize = CGSize(width: 44, height: 44)  // in the same type: at least 44×44
    // snippet.end
    // snippet.hide
    view.addSubview(closeButton)
    view.addSubview(infoButton)
    view.addSubview(likeButton)
    // HeadlessUIKit has no Auto Layout: the constraints are typechecked against the iOS SDK only.
    #if canImport(UIKit)
      // snippet.show
      // snippet.constraints
      likeButton.widthAnchor.constraint(equalToConstant: 24).isActive = true  // tooSmall, placed at this constraint
      likeButton.heightAnchor.constraint(equalToConstant: 44).isActive = true
    // snippet.end
    // snippet.hide
    #endif
  }
}
