import HeadlessUIKit
import Tapwise

/// The event a grid cell's button sends, typed: open the item it shows.
struct OpenItemEvent: Equatable {
  let item: Int
}

/// A grid cell with one button that routes ``OpenItemEvent`` for the item the cell shows.
@MainActor
final class RoutedGridCell: UICollectionViewCell {
  static let identifier = "item"
  let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
  /// The item the cell shows; its data source sets it.
  var item = 0
  /// What each tap's `route` returned, newest last: the path and the handler, by identity. (A `RouteResult` holds
  /// its responders strongly, so the cell, which is on the path, must not keep one.)
  var routes: [(path: [ObjectIdentifier], handler: ObjectIdentifier?)] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(button)
    button.tw.onTap { [weak self] button in
      guard let self else { return }
      let result = button.tw.route(OpenItemEvent(item: item))
      routes.append((result.path.map(ObjectIdentifier.init), result.handler.map(ObjectIdentifier.init)))
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// A controller whose view holds a grid of 12 ``RoutedGridCell``s, 100 × 100 points, three to a row.
@MainActor
final class RoutedGridController: UIViewController, UICollectionViewDataSource {
  let grid: UICollectionView

  init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 600), collectionViewLayout: layout)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    grid.register(RoutedGridCell.self, forCellWithReuseIdentifier: RoutedGridCell.identifier)
    grid.dataSource = self
    view.addSubview(grid)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: RoutedGridCell.identifier, for: indexPath)
    (cell as? RoutedGridCell)?.item = indexPath.item
    return cell
  }

  /// The visible cell of an item.
  func cell(_ item: Int) -> RoutedGridCell? {
    grid.cellForItem(at: IndexPath(item: item, section: 0)) as? RoutedGridCell
  }
}

/// A window whose root is a navigation controller (`home`, over a plain controller) that presents, modally, a second
/// navigation controller (`modal`) with the grid pushed on top of a list: the screens of issue 33.
///
/// Every transition is unanimated, so the screen is settled when the initializer returns.
@MainActor
final class GridRoutingScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let home = UINavigationController(rootViewController: UIViewController())
  let list = UIViewController()
  let modal: UINavigationController
  let grid = RoutedGridController()
  private(set) var driver: TouchDriver!

  /// Builds the screen.
  /// - Parameters:
  ///   - style: How `modal` is presented.
  init(style: UIModalPresentationStyle = .fullScreen) {
    modal = UINavigationController(rootViewController: list)
    modal.modalPresentationStyle = style
    window.rootViewController = home
    window.makeKeyAndVisible()
    home.topViewController?.present(modal, animated: false)
    modal.pushViewController(grid, animated: false)
    driver = TouchDriver(window: window)
    window.layoutIfNeeded()
  }

  /// The responder chain of a cell's button, as Apple's `UIResponder.next` documentation gives it, written out from
  /// the screen's structure rather than read from `next`.
  func expectedChain(of cell: RoutedGridCell) -> [UIResponder] {
    [
      cell.button, cell.contentView, cell, grid.grid, grid.view, grid, modal.view, modal, home, window,
      UIApplication.shared,
    ]
  }
}
