// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

final class ReviewDraft {
  func save(_ rating: Int) {}
}

// snippet.show
/// A row of stars: a control of the app's own that sends `.valueChanged` when the rating changes.
final class RatingControl: UIControl {
  var rating = 0
}

extension RatingControl: ValueReportingControl {
  var reportedValue: Int { rating }
}

@available(iOS 16, *)
@MainActor func wireRating(_ stars: RatingControl, review: ReviewDraft) {
  stars.tw.onValueChange(debounce: 0.3) { [weak review] _, rating in review?.save(rating) }
}
