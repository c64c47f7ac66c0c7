import Tapwise

/// Issue 33's full tap on a collection-view cell inside a navigation controller, built once and tapped as often as a
/// workload needs: a window whose root view controller is a `UINavigationController`; its top controller's view has
/// a tap recognizer that cancels nothing (`cancelsTouchesInView = false`, so its action and the button's both run)
/// and holds a `UICollectionView` with a flow layout, two columns of 190 × 80 pt cells, each with a
/// `ThrottledButton` in its content view. Item 0's button is tapped. The collection view's scroll view delays its
/// content's touches, as the table of ``FullTapFixture`` does, so a quick tap reaches the button when the finger
/// lifts.
///
/// The shape is ``FullTapFixture``'s with a navigation controller and a collection view in place of the bare root
/// view and the table: 18 cells are in view, as 18 rows are in the table's, so the two taps compare like for like.
/// The benchmark (`FullChainTapBenchmarks`) times it and the instruction guard (`instruction-workload
/// collection-tap`, under cachegrind) counts its instructions:
///
/// ```swift
/// let fixture = CollectionTapFixture()
/// for _ in 0..<1_000 { fixture.tap() }
/// precondition(fixture.buttonActions == 1_001 && fixture.recognizerActions == 1_001)
/// ```
///
/// - Note: The initializer taps once, so the first tap's one-time work (the control's gate state, the action's
///   slot, the cells) is done before anything is measured; the counts include that tap.
@MainActor
public final class CollectionTapFixture: NSObject, UICollectionViewDataSource {
  /// The key window everything is in.
  public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
  /// The window's root view controller.
  public let navigation: UINavigationController
  /// The collection view between the top controller's view and the buttons.
  public let collectionView: UICollectionView
  /// The driver that taps.
  public let driver: TouchDriver
  /// The centre of item 0's button, in the window.
  public private(set) var point = CGPoint.zero
  /// The counters of the button's actions and the recognizer's.
  public let counters = FullTapCounters()

  /// Builds the screen and taps item 0's button once; stops the process if that tap misses either action or
  /// selects the item.
  public override init() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 190, height: 80)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    // Below the navigation bar (44 pt) with 10 pt to spare, 5 pt at the sides: two columns fill the 400 pt width.
    layout.sectionInset = UIEdgeInsets(top: 54, left: 5, bottom: 10, right: 5)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let content = UIViewController()
    navigation = UINavigationController(rootViewController: content)
    driver = TouchDriver(window: window)
    super.init()
    collectionView.register(ButtonCell.self, forCellWithReuseIdentifier: ButtonCell.identifier)
    collectionView.dataSource = self
    let recognizer = UITapGestureRecognizer(target: counters.recognizer, action: TapCounter.action)
    recognizer.cancelsTouchesInView = false
    content.view.addGestureRecognizer(recognizer)
    content.view.addSubview(collectionView)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    guard let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ButtonCell else {
      preconditionFailure("item 0's cell must be in view")
    }
    point = cell.button.convert(CGPoint(x: 60, y: 22), to: nil)
    driver.tap(at: point)
    precondition(buttonActions == 1 && recognizerActions == 1, "the chain's first tap must reach both")
    precondition(collectionView.indexPathsForSelectedItems == nil, "a tap on a cell's button selects no item")
  }

  /// Forty items, 18 of them in view.
  /// - Parameters:
  ///   - collectionView: The fixture's collection view.
  ///   - section: The only section, 0.
  /// - Returns: 40.
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

  /// A dequeued ``ButtonCell`` whose button's action goes to the fixture's counter.
  /// - Parameters:
  ///   - collectionView: The fixture's collection view.
  ///   - indexPath: The item's index path.
  /// - Returns: The cell.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ButtonCell.identifier, for: indexPath)
    if let cell = cell as? ButtonCell {
      cell.button.removeTarget(counters.button, action: TapCounter.action, for: .touchUpInside)
      cell.button.addTarget(counters.button, action: TapCounter.action, for: .touchUpInside)
    }
    return cell
  }
}

/// A collection-view cell with a 120 × 44 pt ``ThrottledButton`` at its content view's top left (20 pt in).
@MainActor
final class ButtonCell: UICollectionViewCell {
  /// The reuse identifier the fixture registers the class for.
  static let identifier = "button"
  /// The cell's button.
  let button = ThrottledButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    button.frame = CGRect(x: 20, y: 0, width: 120, height: 44)
    contentView.addSubview(button)
  }

  required init?(coder: NSCoder) { nil }
}
