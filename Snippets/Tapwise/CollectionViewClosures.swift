// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

/// A cell that shows a photo.
final class PhotoCell: UICollectionViewCell {
  var photo = ""
}

final class GalleryScreen: UIViewController {
  func open(_ photo: String) {}

  func wireGrid(_ grid: UICollectionView) {
    // snippet.show
    let photos = ["Beach", "Forest", "City", "Harbour", "Dunes", "Glacier"]
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    grid.tw.numberOfItems { _, _ in photos.count }
    grid.tw.cellForItem { grid, indexPath in
      let cell = grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
      (cell as? PhotoCell)?.photo = photos[indexPath.item]
      return cell
    }
    // The first photo spans the width; the others keep the flow layout's itemSize.
    grid.tw.sizeForItem { grid, indexPath in
      let layout = grid.collectionViewLayout as? UICollectionViewFlowLayout
      return indexPath.item == 0 ? CGSize(width: grid.bounds.width, height: 200) : layout?.itemSize ?? .zero
    }
    grid.tw.didSelectItem { [weak self] _, indexPath in self?.open(photos[indexPath.item]) }
    // snippet.hide
  }
}
