import Foundation
import TapwiseFormats

/// A view as an Interface Builder file stores it, with what the audit needs to build it in HeadlessUIKit: its
/// frame, the properties that decide whether hit testing reaches it, Tapwise's settings, and its connected tap
/// recognizers.
///
/// Only views with a stored frame are kept; the reader lists the others as ``StoryboardScene/unframedViews``.
package struct StoryboardView: Sendable, Equatable {
  /// The element's name: `button`, `view`, `tableViewCellContentView`, ….
  package var element: String
  /// The Interface Builder object id, such as `Kxz-1a-b3c`; for the few views stored without one, the element's
  /// `key` (`contentView`).
  package var id: String
  /// How paths name the view: its Interface Builder label, custom class or UIKit class, then its id in brackets,
  /// such as `Sign In[Kxz-1a-b3c]` or `UIButton[Kxz-1a-b3c]`.
  package var name: String
  /// What a person calls the view: its Interface Builder label (`userLabel`), else the text it shows (a text
  /// field's `placeholder` or `text`, a label's `text`, a button's normal-state title); `nil` when it has none.
  /// Cut to 40 characters (`Quoting.excerpt`) but not made printable: print it with
  /// ``StoryboardNaming/excerpt(_:)``. The audit's picture names views by it.
  package var title: String?
  /// The frame in its superview's coordinates, as Interface Builder resolved it for the designed device.
  package var frame: CGRect
  /// Where the view's element is in the file, for editors and code scanning.
  package var region = SourceRegion.fileStart
  /// The rules its `twAuditIgnore` runtime attribute turns off for it: every rule for `YES`, the listed ones for a
  /// string; none without the attribute.
  package var ignoredRules: Set<AuditRule> = []
  /// `hidden="YES"`.
  package var isHidden = false
  /// `alpha`, 1 unless stored.
  package var alpha: CGFloat = 1
  /// `userInteractionEnabled`, true unless stored as `NO`.
  package var isUserInteractionEnabled = true
  /// `enabled`, true unless stored as `NO`; only controls use it.
  package var isEnabled = true
  /// Tapwise's settings from the view's user-defined runtime attributes, in file order.
  package var settings: [StoryboardSetting] = []
  /// The ids of the gesture recognizers connected to the view; the document says which are tap recognizers.
  package var recognizerIDs: [String] = []
  /// The subviews, back to front.
  package var subviews: [StoryboardView] = []
  /// `allowsSelection`, true unless stored as `NO`; tables and collection views use it.
  package var allowsSelection = true
  /// `editable`, true unless stored as `NO`; text views use it.
  package var isEditable = true
  /// For a table or collection view cell: whether a tap selects it (its `selectionStyle` is not `none`, and its
  /// table or collection view allows selection).
  package var isSelectableCell = false

  /// Whether hit testing reaches the view, as `TouchAreaResolver.isEligible` decides: visible, interactive, opaque
  /// enough, and not a disabled control.
  var isHitTestable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01 && (controlKind == nil || isEnabled)
  }

  /// The kind of target the element is when it is one by itself: its element name, such as `button` or `switch`,
  /// for a control, an editable text view, a search bar, or a selectable table or collection view cell.
  package var controlKind: String? {
    switch element {
    case _ where Self.controlElements.contains(element): element
    case "textView" where isEditable: element
    case "searchBar": element
    case "tableViewCell" where isSelectableCell, "collectionViewCell" where isSelectableCell: element
    default: nil
    }
  }

  /// The elements that are controls in UIKit, and so targets for the audit.
  static let controlElements: Set<String> = [
    "button", "textField", "switch", "slider", "segmentedControl", "stepper", "datePicker", "pageControl", "control",
  ]
}

/// One of Tapwise's `@IBInspectable` settings, as stored in a user-defined runtime attribute.
package enum StoryboardSetting: Sendable, Equatable {
  /// `twTouchAreaOutset`: the same outset on every edge.
  case touchAreaOutset(CGFloat)
  /// `twMinimumTouchSize`.
  case minimumTouchSize(CGSize)
  /// `twReceivesTouchesOutsideBounds`.
  case receivesTouchesOutsideBounds(Bool)
}
