import Foundation

/// A horizontal row of segments, each a discrete button, of which one at a time is selected.
///
/// The segments share the control's width equally. A tap selects the segment under the finger when it lifts
/// inside, and the control sends ``UIControl/Event/valueChanged`` then ``UIControl/Event/primaryActionTriggered``,
/// only when the selection changed. Setting ``selectedSegmentIndex`` in code sends nothing.
///
/// ```swift
/// let size = UISegmentedControl(items: ["S", "M", "L"])
/// size.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
/// size.addAction(UIAction { _ in order.size = size.selectedSegmentIndex }, for: .valueChanged)
/// ```
///
/// - Note: UIKit sizes a control made with ``init(items:)`` to fit its content; HeadlessUIKit gives it a zero
///   frame, and always divides the width equally.
@MainActor
open class UISegmentedControl: UIControl {
  /// A single tap is the control's default action: it wins it over another view's tap recognizer.
  override func defaultActionOverlaps(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    isSingleTapFromAnotherView(gestureRecognizer)
  }

  /// One segment's content and state.
  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true

    /// A segment for an item of ``UISegmentedControl/init(items:)``: a title, an image, or an action, which shows
    /// its image in preference to its title.
    @MainActor
    init(item: Any) {
      switch item {
      case let title as String: self.title = title
      case let image as UIImage: self.image = image
      case let action as UIAction:
        self.action = action
        image = action.image
        title = action.image == nil ? action.title : nil
      default: break
      }
    }
  }

  private var segments: [Segment] = []
  private var selectedStorage = UISegmentedControl.noSegment

  /// Creates a control with no segments.
  /// - Parameters:
  ///   - frame: The frame in the superview's coordinate system.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive; see ``UIView/init(coder:)``.
  /// - Parameters:
  ///   - coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a control with a segment per item, and a zero frame.
  /// - Parameters:
  ///   - items: `String`s for titled segments, `UIImage`s for image segments, or `UIAction`s, whose handler runs
  ///     when the user selects their segment. Items of other types give empty segments.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map(Segment.init(item:))
  }

  /// After a change of selection, the control also sends ``UIControl/Event/primaryActionTriggered``, as Apple
  /// documents for segments made from actions.
  override var controlEventsForActionTriggered: UIControl.Event { .valueChanged }

  // MARK: - Selection

  /// Whether segments stay selected. When `true`, a tap sets ``selectedSegmentIndex`` only while the handlers of
  /// ``UIControl/Event/valueChanged`` run, and every tap sends it. The default is `false`.
  open var isMomentary = false

  /// The index of the selected segment, or ``noSegment``, the default.
  ///
  /// Setting it sends nothing. A value below ``noSegment`` or past the last segment is ignored.
  open var selectedSegmentIndex: Int {
    get { selectedStorage }
    set {
      guard newValue >= Self.noSegment && newValue < segments.count else { return }
      selectedStorage = newValue
    }
  }

  // MARK: - Segments

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Inserts a segment with a title.
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: Where, from `0` to ``numberOfSegments``; larger values are pinned to the end. The selection stays
  ///     on the segment it was on.
  ///   - animated: Ignored: HeadlessUIKit does not animate.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(item: title as Any), at: segment)
  }

  /// Inserts a segment with an image.
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: Where, from `0` to ``numberOfSegments``; larger values are pinned to the end.
  ///   - animated: Ignored: HeadlessUIKit does not animate.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(item: image as Any), at: segment)
  }

  /// Removes a segment. Removing the selected one leaves no segment selected.
  /// - Parameters:
  ///   - segment: The segment's index; an index out of range is ignored.
  ///   - animated: Ignored: HeadlessUIKit does not animate.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedStorage == segment {
      selectedStorage = Self.noSegment
    } else if selectedStorage > segment {
      selectedStorage -= 1
    }
  }

  /// Removes every segment, leaving no segment selected.
  open func removeAllSegments() {
    segments.removeAll()
    selectedStorage = Self.noSegment
  }

  /// Sets a segment's title, which replaces its image: a segment shows one or the other.
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The segment's index; an index out of range is ignored.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// The title of a segment.
  /// - Parameters:
  ///   - segment: The segment's index.
  /// - Returns: The title, or `nil` for an image segment or an index out of range.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image, which replaces its title: a segment shows one or the other.
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The segment's index; an index out of range is ignored.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// The image of a segment.
  /// - Parameters:
  ///   - segment: The segment's index.
  /// - Returns: The image, or `nil` for a title segment or an index out of range.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables a segment. A tap on a disabled segment does nothing.
  /// - Parameters:
  ///   - enabled: Whether the segment is enabled; segments start enabled.
  ///   - segment: The segment's index; an index out of range is ignored.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled.
  /// - Parameters:
  ///   - segment: The segment's index.
  /// - Returns: `true` if it is enabled; `false` for an index out of range.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }

  private func insert(_ newSegment: Segment, at segment: Int) {
    let index = max(0, min(segment, segments.count))
    segments.insert(newSegment, at: index)
    if selectedStorage >= index { selectedStorage += 1 }
  }

  // MARK: - Touches

  /// Selects the segment under a touch that lifts inside, just before ``UIControl/Event/touchUpInside`` is sent.
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: Its event.
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside, let touch, let segment = segment(under: touch), segments[segment].isEnabled else { return }
    if isMomentary {
      let previous = selectedStorage
      select(segment)
      selectedStorage = previous
    } else if segment != selectedStorage {
      select(segment)
    }
  }

  /// The segment under a touch: the control's width is shared equally, and a touch beyond either end counts for
  /// the segment at that end.
  private func segment(under touch: UITouch) -> Int? {
    guard !segments.isEmpty, bounds.width > 0 else { return nil }
    let width = bounds.width / CGFloat(segments.count)
    let index = Int(((touch.location(in: self).x - bounds.minX) / width).rounded(.down))
    return max(0, min(index, segments.count - 1))
  }

  /// Selects a segment as the user does: its action's handler runs, then ``UIControl/Event/valueChanged`` and
  /// ``UIControl/Event/primaryActionTriggered`` are sent.
  private func select(_ segment: Int) {
    selectedStorage = segment
    if let action = segments[segment].action { sendAction(action) }
    sendActions(for: .valueChanged, with: nil)
  }
}

extension UISegmentedControl {
  /// The value of ``UISegmentedControl/selectedSegmentIndex`` when no segment is selected: `-1`.
  nonisolated public class var noSegment: Int { -1 }
}
