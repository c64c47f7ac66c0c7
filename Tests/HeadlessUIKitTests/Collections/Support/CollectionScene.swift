import Foundation

@testable import HeadlessUIKit

/// A data source and flow layout delegate that serves `items[section]` ``LoggingItemCell``s (and ``LoggingHeader``s
/// when the layout asks for headers), with sizes from `sizes`, and logs what it is asked.
@MainActor
final class CollectionLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  /// Items per section.
  var items: [Int]
  /// Item sizes by item; others get the layout's `itemSize`.
  var sizes: [IndexPath: CGSize] = [:]
  /// What `shouldHighlightItemAt` answers.
  var shouldHighlight = true
  /// What `shouldSelectItemAt` answers.
  var shouldSelect = true
  /// What `shouldDeselectItemAt` answers.
  var shouldDeselect = true
  /// Highlight and selection calls, as "didSelect 0.3" (section.item).
  private(set) var selection: [String] = []
  /// Data and display calls, the same way.
  private(set) var display: [String] = []

  init(items: [Int] = [30]) {
    self.items = items
  }

  private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    display.append("numberOfSections")
    return items.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    display.append("numberOfItems \(section)")
    return items[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    display.append("cellForItem \(name(indexPath))")
    return collectionView.dequeueReusableCell(withReuseIdentifier: LoggingItemCell.identifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    display.append(
      "viewFor \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(name(indexPath))")
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: LoggingHeader.identifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    display.append("willDisplay \(name(indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    display.append("didEndDisplaying \(name(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    selection.append("shouldHighlight \(name(indexPath))")
    return shouldHighlight
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    selection.append("didHighlight \(name(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    selection.append("didUnhighlight \(name(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    selection.append("shouldSelect \(name(indexPath))")
    return shouldSelect
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    selection.append("shouldDeselect \(name(indexPath))")
    return shouldDeselect
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selection.append("didSelect \(name(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    selection.append("didDeselect \(name(indexPath))")
  }
}

/// A cell that counts its reuses and remembers whether its own initializer ran.
@MainActor
final class LoggingItemCell: UICollectionViewCell {
  static let identifier = "item"
  private(set) var reuseCount = 0
  private(set) var madeBySubclassInit = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeBySubclassInit = true
  }

  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A section header or footer.
@MainActor
final class LoggingHeader: UICollectionReusableView {
  static let identifier = "header"
}

/// A 320 × 480 window filled by a collection view with a flow layout of 100 × 100 items, 10 points apart (three to
/// a row, rows 110 points apart), logged by a ``CollectionLog``, laid out.
@MainActor
struct CollectionScene {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  let layout = UICollectionViewFlowLayout()
  let collectionView: UICollectionView
  let log: CollectionLog
  let driver: TouchDriver

  init(
    items: [Int] = [30],
    configure: (UICollectionView, UICollectionViewFlowLayout, CollectionLog) -> Void = { _, _, _ in }
  ) {
    window.makeKeyAndVisible()
    layout.itemSize = CGSize(width: 100, height: 100)
    collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    log = CollectionLog(items: items)
    collectionView.register(LoggingItemCell.self, forCellWithReuseIdentifier: LoggingItemCell.identifier)
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(
        LoggingHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: LoggingHeader.identifier)
    }
    configure(collectionView, layout, log)
    collectionView.dataSource = log
    collectionView.delegate = log
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    driver = TouchDriver(window: window)
  }

  /// The window point in the middle of an item.
  func point(item: Int, section: Int = 0) -> CGPoint {
    let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
    return collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
  }

  /// The visible cell of an item.
  func cell(item: Int, section: Int = 0) -> UICollectionViewCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section))
  }

  /// The frame of an item, in content coordinates.
  func frame(item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }
}
