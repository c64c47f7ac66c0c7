import Foundation
import HeadlessUIKit

/// A data source and flow layout delegate of three items, set before any closure, that logs each call it receives,
/// as ``LoggingTableDelegate`` does for tables.
@MainActor
final class LoggingCollectionDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var log: [String] = []
  /// What `sizeForItemAt` answers.
  var size = CGSize(width: 120, height: 60)
  /// What `shouldSelectItemAt` answers.
  var shouldSelect = true

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    log.append("delegate numberOfItems")
    return 3
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    log.append("delegate cellForItem \(indexPath.item)")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    cell.accessibilityIdentifier = "delegate's item \(indexPath.item)"
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    log.append("delegate sizeForItem \(indexPath.item)")
    return size
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    UIEdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { 3 }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    log.append("delegate willDisplay \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    log.append("delegate shouldHighlight \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log.append("delegate shouldSelect \(indexPath.item)")
    return shouldSelect
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("delegate didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("delegate didDeselect \(indexPath.item)")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("delegate didScroll") }
}

extension ClosureStage {
  /// A collection view across the window below y = 100, with a vertical flow layout of 100 × 50 items, 10 points
  /// apart (three to a line), and plain cells registered as "item".
  @discardableResult
  func collection(_ collectionView: UICollectionView? = nil) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let collectionView = collectionView ?? UICollectionView(frame: .zero, collectionViewLayout: layout)
    if collectionView.collectionViewLayout !== layout { collectionView.collectionViewLayout = layout }
    place(collectionView, at: CGRect(x: 0, y: 100, width: 400, height: 600))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    return collectionView
  }

  /// A collection view (``collection(_:)``) whose data source and delegate are both `owner`, as a view controller's
  /// often are.
  func collection(ownedBy owner: LoggingCollectionDelegate) -> UICollectionView {
    let collectionView = collection()
    collectionView.dataSource = owner
    collectionView.delegate = owner
    return collectionView
  }

  /// The frame of an item's cell, in the collection view's content.
  func frame(item: Int, section: Int = 0, in collectionView: UICollectionView) -> CGRect {
    collectionView.layoutIfNeeded()
    return collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
  }

  /// Lays the collection view out, taps the middle of an item (a quick tap: the scroll view's delayed touches
  /// arrive when the finger lifts) and waits a second, so the next tap is a tap of its own.
  func tap(item: Int, section: Int = 0, in collectionView: UICollectionView) {
    let rect = frame(item: item, section: section, in: collectionView)
    driver.tap(at: collectionView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil))
    driver.advance(by: 1)
  }
}
