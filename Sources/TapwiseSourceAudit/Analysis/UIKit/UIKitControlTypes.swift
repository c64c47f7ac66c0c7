/// Which UIKit classes make touch targets in code, which of them the system sizes, and which classes a file
/// declares as their subclasses.
///
/// Targets are the `UIControl` subclasses a finger aims at, as the storyboard audit counts them: `UIButton`,
/// `UISwitch`, `UISlider`, `UISegmentedControl`, `UIStepper`, `UIPageControl`, `UIDatePicker`, `UITextField` (and
/// `UISearchTextField`), `UIColorWell`, `UIControl` itself, and Tapwise's `TouchAreaButton` and `TouchAreaControl`.
/// `UIRefreshControl` is a control too, but it is pulled, not aimed at, so it is none.
struct UIKitControlTypes {
  /// UIKit's controls that are touch targets.
  static let controls: Set<String> = [
    "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper", "UIPageControl",
    "UIDatePicker", "UITextField", "UISearchTextField", "UIColorWell", "TouchAreaButton", "TouchAreaControl",
  ]

  /// Controls whose size the system decides, whatever frame the code gives them, so that the code fixes no size:
  /// - `UISwitch`: "The size components of this rectangle are ignored"
  ///   (https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)).
  /// - `UIStepper`: Apple's documentation is silent; published observations show its frame's size ignored
  ///   (https://juejin.cn/post/6844903549235625997), so the reading that reports nothing.
  /// - `UIDatePicker`: in its compact style it "displays as a label that when tapped displays a calendar-style
  ///   editor" (https://developer.apple.com/documentation/uikit/uidatepickerstyle/compact), the label sized by its
  ///   text whatever the frame, and the default style is chosen by the system
  ///   (https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle).
  static let systemSized: Set<String> = ["UISwitch", "UIStepper", "UIDatePicker"]

  /// Controls on which Tapwise refuses touch-area settings, since they track touches only from the thumb
  /// (EnlargingTouchAreas, "Sliders").
  static let refusesTouchAreas: Set<String> = ["UISlider"]

  /// The tap recognizer that makes the view it is added to a target.
  static let tapRecognizer = "UITapGestureRecognizer"

  /// Each class the file declares and the class it inherits from, by name.
  private var superclasses: [String: String] = [:]
  /// Each class's name as a type's name in reports (`Outer.CloseButton` for a nested class).
  private var qualifiedNames: [String: String] = [:]
  /// The classes the file declares that override `point(inside:with:)` or `hitTest(_:with:)`.
  private(set) var customHitTesting: Set<String> = []

  /// Records a class the file declares.
  /// - Parameters:
  ///   - name: Its name.
  ///   - qualifiedName: Its name with the types it is nested in.
  ///   - superclass: The first type it inherits from, if any.
  ///   - overridesHitTesting: Whether it overrides `point(inside:with:)` or `hitTest(_:with:)`.
  mutating func declare(_ name: String, qualifiedName: String, superclass: String?, overridesHitTesting: Bool) {
    qualifiedNames[name] = qualifiedName
    if let superclass { superclasses[name] = superclass }
    if overridesHitTesting { customHitTesting.insert(name) }
  }

  /// The UIKit class a type is or descends from in this file, following the file's own subclasses.
  /// - Parameter type: A type's name.
  /// - Returns: The UIKit class (`UIButton` for `class CloseButton: UIButton`), or `nil` for an unknown type.
  func uiKitClass(of type: String) -> String? {
    var current = type
    for _ in 0..<32 {
      if Self.controls.contains(current) || current == Self.tapRecognizer { return current }
      guard let next = superclasses[current] else { return nil }
      current = next
    }
    return nil
  }

  /// A class's name with the types it is nested in.
  /// - Parameter name: The class's name.
  /// - Returns: Its qualified name.
  func qualifiedName(of name: String) -> String {
    qualifiedNames[name] ?? name
  }

  /// The file's classes between a type and its UIKit class, the type included.
  /// - Parameter type: A type's name.
  /// - Returns: Their names.
  func ownClasses(from type: String) -> [String] {
    var chain: [String] = []
    var current = type
    while let next = superclasses[current], chain.count < 32 {
      chain.append(current)
      current = next
    }
    return chain
  }
}
