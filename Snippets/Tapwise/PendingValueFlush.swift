// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

@MainActor func findPlaces(_ query: String) {}

final class PlaceSearchScreen: UIViewController {
  let searchField = UITextField()
  let searchButton = UIButton(type: .system)
  let cancelButton = UIButton(type: .system)

  @available(iOS 16, *)
  func wireSearch() {
    // snippet.show
    // Typing searches after a 0.3 s pause; Return and the end of editing search at once.
    let search = searchField.tw.onTextChange(debounce: 0.3) { _, query in findPlaces(query) }
    // Search now, or drop the query that was about to go out.
    searchButton.tw.onTap { _ in search.flush() }
    cancelButton.tw.onTap { _ in search.cancelPending() }
    // snippet.end
  }
}
