import TapwiseFormats

/// Names of members that size a view, or change where it takes touches, in a way the audit doesn't read: frame
/// helpers (`view.width = 60`), other layout libraries (`view.pin.width(24)`, TinyConstraints'
/// `view.edgesToSuperview()`, PureLayout's `autoSetDimension`) and other touch-area extensions
/// (`button.hitTestEdgeInsets = …`, `button.setEnlargeEdge(20)`). A view they touch has no known size, so that no
/// helper the audit can't see makes a finding.
enum UIKitLayoutWords {
  /// Parts of a name that say it sizes or lays out a view.
  private static let words: [[UInt8]] = [
    "width", "height", "size", "frame", "bounds", "edge", "anchor", "pin", "constrain", "layout", "fill", "align",
    "center", "easy", "autoset", "automatch", "hit", "touch", "enlarge", "expand", "extend", "outset",
  ].map { Array($0.utf8) }

  /// Names that contain such a part and still don't size the view.
  private static let harmless: Set<String> = [
    "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
    "sizeThatFits", "systemLayoutSizeFitting", "contentEdgeInsets", "imageEdgeInsets", "titleEdgeInsets",
    "adjustsImageSizeForAccessibilityContentSizeCategory", "textAlignment", "contentHorizontalAlignment",
    "contentVerticalAlignment", "adjustsFontSizeToFitWidth", "insetsLayoutMarginsFromSafeArea", "layoutMargins",
    "directionalLayoutMargins", "preservesSuperviewLayoutMargins", "semanticContentAttribute",
    "invalidateIntrinsicContentSize", "isExclusiveTouch", "isMultipleTouchEnabled",
  ]

  /// Whether a member's name says it sizes or lays out a view.
  /// - Parameter name: A member's name.
  /// - Returns: Whether it does.
  static func mentionsSize(_ name: String) -> Bool {
    guard !harmless.contains(name) else { return false }
    // The name's bytes with ASCII letters lowercased, searched with the lab's byte search (`firstOffset(of:from:)`):
    // `lowercased().contains(word)` built a string searcher for every word on every call, 37% of the audit's
    // instructions on a generated corpus (Benchmarks/Scripts/swift-audit-speed). The words are ASCII, and no letter
    // outside ASCII lowercases to one of their letters standing alone, so the answer is the same, except that a word
    // followed by a combining mark now counts too: a size unknown, never a finding more.
    var lowered = Array(name.utf8)
    for index in lowered.indices where (0x41...0x5A).contains(lowered[index]) { lowered[index] |= 0x20 }
    return words.contains { lowered.firstOffset(of: $0, from: 0) != nil }
  }
}
