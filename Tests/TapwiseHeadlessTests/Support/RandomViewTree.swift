import PropertyBased
import Tapwise

/// A random view tree for auditing: nested and flat, crowded on a 10 pt grid so that touch areas overlap, cover and
/// stick out often, with hidden, transparent, non-interactive and disabled views, scrolled bounds, outsets (some
/// negative), minimum sizes, overflow, missing and empty identifiers, and now and then a huge or NaN frame.
struct RandomViewTree: CustomStringConvertible, Sendable {
  /// One view, decoded from twelve random numbers.
  struct Node: Sendable, CustomStringConvertible {
    /// The index of the parent node, or `-1` for the window.
    let parent: Int
    /// 0 a plain view, 1 a button, 2 a switch, 3 a plain view with a tap recognizer (disabled when `isEnabled` is
    /// false).
    let kind: Int
    let frame: CGRect
    let boundsOrigin: CGPoint
    let isHidden: Bool
    let alpha: CGFloat
    let isInteractive: Bool
    let isEnabled: Bool
    let outsets: UIEdgeInsets?
    let minimumSize: CGSize?
    let receivesTouchesOutsideBounds: Bool
    /// The accessibility identifier: `nil`, empty, or `v` and the node's index.
    let id: String?

    init(index: Int, _ numbers: [Int]) {
      parent = numbers[0] % (index + 1) - 1
      kind = [0, 0, 0, 1, 1, 2, 3][numbers[1] % 7]
      let sides: [CGFloat] = [0, 10, 20, 30, 44, 50, 100, 200, 400]
      var frame = CGRect(
        x: CGFloat(numbers[2] % 40 * 10 - 50), y: CGFloat(numbers[3] % 40 * 10 - 50),
        width: sides[numbers[4] % sides.count], height: sides[numbers[5] % sides.count])
      switch numbers[11] / 5 % 80 {
      case 0: frame.origin.x = 1e14
      case 1: frame.size.width = 1e308
      case 2: frame.origin.y = .nan
      default: break
      }
      self.frame = frame
      boundsOrigin =
        numbers[6] % 8 == 0 ? CGPoint(x: CGFloat(numbers[6] % 7 * 10 - 30), y: CGFloat(numbers[6] % 5 * 10)) : .zero
      isHidden = numbers[7] % 13 == 0
      alpha =
        switch numbers[7] % 11 {
        case 0: 0.005
        case 1: 0.01
        default: 1
        }
      isInteractive = numbers[7] % 17 != 0
      isEnabled = numbers[7] % 7 != 0
      let reaches: [CGFloat] = [-4, 0, 4, 8, 12, 30]
      outsets =
        numbers[8] % 3 == 0
        ? nil
        : UIEdgeInsets(
          top: reaches[numbers[8] % 6], left: reaches[numbers[8] / 6 % 6], bottom: reaches[numbers[8] / 36 % 6],
          right: reaches[numbers[9] % 6])
      minimumSize =
        switch numbers[9] % 5 {
        case 0: CGSize(width: 44, height: 44)
        case 1: CGSize(width: 30, height: 60)
        default: nil
        }
      receivesTouchesOutsideBounds = numbers[10] % 4 == 0
      id =
        switch numbers[11] % 5 {
        case 0: nil
        case 1: ""
        default: "v\(index)"
        }
    }

    var description: String {
      var parts = ["\(id ?? "-")<\(parent)", ["view", "button", "switch", "tapped"][kind], GeometryText.rect(frame)]
      if boundsOrigin != .zero { parts.append("bounds@\(GeometryText.point(boundsOrigin))") }
      if isHidden { parts.append("hidden") }
      if alpha < 1 { parts.append("alpha \(alpha)") }
      if !isInteractive { parts.append("inert") }
      if !isEnabled { parts.append("disabled") }
      if let outsets { parts.append("outsets \(outsets.top),\(outsets.left),\(outsets.bottom),\(outsets.right)") }
      if let minimumSize { parts.append("minimum \(GeometryText.size(minimumSize))") }
      if receivesTouchesOutsideBounds { parts.append("overflow") }
      return "(" + parts.joined(separator: " ") + ")"
    }
  }

  let nodes: [Node]
  /// Which view the audit starts from: the window (`-1`) or a node.
  let root: Int
  /// The smallest side of the tooSmall square's sample grid.
  let samplesPerSide: Int

  init(raw: [[Int]], rootChoice: Int, samplesPerSide: Int) {
    nodes = raw.enumerated().map { Node(index: $0, $1) }
    root = nodes.isEmpty || rootChoice % 4 != 0 ? -1 : rootChoice % nodes.count
    self.samplesPerSide = samplesPerSide
  }

  /// Up to 60 views, any nesting, audited from the window or a view, with 2 to 5 samples per side.
  static let generator = zip(
    Gen.int(in: 0...9999).array(of: 12...12).array(of: 0...60), Gen.int(in: 0...99), Gen.int(in: 2...5)
  ).map { RandomViewTree(raw: $0.0, rootChoice: $0.1, samplesPerSide: $0.2) }

  /// Up to 60 views on two spots, as a hostile file stacks them: 50 pt frames at (0, 0) or (10, 0) in their
  /// parent, with no touch-area settings or the same ones, so that many targets, nested or not, share a touch area
  /// bit for bit; the rest (visibility, kinds, nesting, now and then an odd frame) as in ``generator``.
  static let stackedGenerator = zip(
    Gen.int(in: 0...9999).array(of: 12...12).array(of: 0...60), Gen.int(in: 0...99), Gen.int(in: 2...5)
  ).map { raw, rootChoice, samplesPerSide in
    let stacked = raw.map { numbers in
      var numbers = numbers
      // x 0 or 10, y 0, 50 by 50, bounds at the origin; no outsets or 4 pt all round; no minimum size or 44×44.
      (numbers[2], numbers[3], numbers[4], numbers[5], numbers[6]) = (5 + numbers[2] % 2, 5, 5, 5, 1)
      numbers[8] = numbers[8] % 2 == 0 ? 0 : 2 + 2 * 6 + 2 * 36
      numbers[9] = numbers[9] % 2 == 0 ? 2 : 20
      return numbers
    }
    return RandomViewTree(raw: stacked, rootChoice: rootChoice, samplesPerSide: samplesPerSide)
  }

  /// Builds the tree in a visible 300×300 window.
  /// - Returns: The window, the views in node order, and the view to audit from.
  @MainActor
  func build() -> (window: UIWindow, views: [UIView], root: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.accessibilityIdentifier = "window"
    window.isHidden = false
    var views: [UIView] = []
    for node in nodes {
      let view: UIView =
        switch node.kind {
        case 1: UIButton(type: .custom)
        case 2: UISwitch()
        default: UIView()
        }
      view.accessibilityIdentifier = node.id
      view.frame = node.frame
      view.bounds.origin = node.boundsOrigin
      view.isHidden = node.isHidden
      view.alpha = node.alpha
      view.isUserInteractionEnabled = node.isInteractive
      (view as? UIControl)?.isEnabled = node.isEnabled
      if node.kind == 3 {
        let tap = UITapGestureRecognizer()
        tap.isEnabled = node.isEnabled
        view.addGestureRecognizer(tap)
      }
      if let outsets = node.outsets { view.tw.touchAreaOutsets = outsets }
      if let minimumSize = node.minimumSize { view.tw.minimumTouchSize = minimumSize }
      if node.receivesTouchesOutsideBounds { view.tw.receivesTouchesOutsideBounds = true }
      (node.parent < 0 ? window : views[node.parent]).addSubview(view)
      views.append(view)
    }
    return (window, views, root < 0 ? window : views[root])
  }

  var description: String {
    "root \(root), \(samplesPerSide) samples: " + nodes.map(\.description).joined(separator: " ")
  }
}
