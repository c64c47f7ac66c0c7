import Foundation

/// An object that manages a view hierarchy. Its root view's next responder is the controller.
@MainActor
open class UIViewController: UIResponder {
  private var viewStorage: UIView?

  /// Creates a view controller.
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: HeadlessUIKit has no nibs.
  ///   - nibBundleOrNil: Ignored.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller with no nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Creates a view controller from an archive.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The root view, loaded on first access by ``loadView()``.
  open var view: UIView! {
    get {
      if viewStorage == nil {
        loadView()
        viewDidLoad()
      }
      return viewStorage
    }
    set {
      viewStorage?.owningViewController = nil
      viewStorage = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the root view has been loaded.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Creates the root view. The default creates a plain `UIView`.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Called after the root view loads.
  open func viewDidLoad() {}

  /// The root view's superview comes after a controller in the responder chain.
  open override var next: UIResponder? { viewStorage?.superview }

  /// A controller can be its root view's window's first responder, as in UIKit.
  override var firstResponderWindow: UIWindow? { viewStorage?.window }

  /// A controller sits in the hierarchy where its loaded root view does.
  override var hierarchyAnchor: UIView? { viewStorage }
}
