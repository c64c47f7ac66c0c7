import HeadlessUIKit
import Tapwise

/// A search field over a grid, inside a navigation controller: the collection-view twin of ``KeyboardScreen``.
///
/// The grid shows 30 items of 100 × 100 points, three to a row, 10 points apart, and scrolls; each cell has a 44 × 44
/// "favourite" button in its top-right corner. The controller records the items the grid selects and the favourite
/// taps, in order.
@MainActor
final class KeyboardGridScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let controller = KeyboardGridController()
  let navigation: UINavigationController
  private(set) var driver: TouchDriver!

  init() {
    navigation = UINavigationController(rootViewController: controller)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    driver = TouchDriver(window: window)
    window.layoutIfNeeded()
  }

  var searchField: UITextField { controller.searchField }
  var grid: UICollectionView { controller.grid }

  /// Taps the search field, so it is editing.
  func startEditing() {
    driver.tap(searchField)
    driver.advance(by: 1)
  }

  /// The middle of an item's cell, in window coordinates.
  func itemCenter(_ item: Int) -> CGPoint {
    let frame = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .zero
    return grid.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
  }

  /// The visible cell of an item.
  func cell(_ item: Int) -> KeyboardGridCell? {
    grid.cellForItem(at: IndexPath(item: item, section: 0)) as? KeyboardGridCell
  }

  /// Taps an item's cell away from its button: down, held, up, and a second's wait.
  func tap(item: Int, holding seconds: TimeInterval) {
    driver.press(at: itemCenter(item), holding: seconds)
  }
}

/// The grid's controller: its own data source and delegate, as most apps write one.
@MainActor
final class KeyboardGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  let searchField = UITextField(frame: CGRect(x: 16, y: 100, width: 358, height: 44))
  let layout = UICollectionViewFlowLayout()
  let grid: UICollectionView
  /// The items selected, in order.
  var selectedItems: [Int] = []
  /// The items whose favourite button fired, in order.
  var favorites: [Int] = []

  init() {
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    grid = UICollectionView(frame: CGRect(x: 0, y: 200, width: 390, height: 560), collectionViewLayout: layout)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    grid.register(KeyboardGridCell.self, forCellWithReuseIdentifier: KeyboardGridCell.identifier)
    grid.dataSource = self
    grid.delegate = self
    view.addSubview(searchField)
    view.addSubview(grid)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: KeyboardGridCell.identifier, for: indexPath)
    (cell as? KeyboardGridCell)?.onFavorite = { [weak self] in self?.favorites.append(indexPath.item) }
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selectedItems.append(indexPath.item)
  }
}

/// A grid cell with a 44 × 44 favourite button in its top-right corner.
@MainActor
final class KeyboardGridCell: UICollectionViewCell {
  static let identifier = "item"
  let favorite = UIButton(frame: CGRect(x: 56, y: 0, width: 44, height: 44))
  /// What a tap on the favourite button runs; the controller sets it for the item the cell shows.
  var onFavorite: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(favorite)
    favorite.tw.onTap { [weak self] _ in self?.onFavorite?() }
  }

  required init?(coder: NSCoder) { nil }
}
