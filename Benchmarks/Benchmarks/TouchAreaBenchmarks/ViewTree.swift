import Tapwise

/// Issue 5's tree: exactly 1,000 views, laid out like a screen of small buttons, and 1,000 fixed points to hit.
///
/// A 1200 × 1200 window holds a 3 × 3 grid of 400 × 400 sections; each section holds 10 rows of 400 × 40; each row
/// holds 10 buttons of 30 × 30 at a 40 pt pitch, so 10 pt separate neighbours. That is 1 + 9 + 90 + 900 = 1,000
/// views. With touch areas, every tenth button (90 in all) gets 8 pt outsets on each side, which grows it to
/// 46 × 46 without overlapping a neighbour's real bounds.
@MainActor
struct ViewTree {
  /// How the tree's enlarged buttons get their touch areas.
  enum TouchAreaSetup {
    /// No touch areas at all: the plain hit test.
    case none
    /// `tw.touchAreaOutsets` on plain `UIButton`s: the runtime hook (on Linux, HeadlessUIKit's mirror of it) now
    /// answers `point(inside:with:)` for every view.
    case runtimeHook
    /// The same outsets on `TouchAreaButton`s, the swizzle-free subclass: no hook, only those buttons pay.
    case subclass
  }

  /// The root of the tree.
  let window: UIWindow
  /// The points to hit, in window coordinates, the same for every setup.
  let points: [CGPoint]
  /// The number of views in the tree, the window included.
  let viewCount: Int

  /// Builds the tree.
  /// - Parameters:
  ///   - setup: How the enlarged buttons get their touch areas.
  init(_ setup: TouchAreaSetup) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 1200))
    window.makeKeyAndVisible()
    var count = 1
    for section in 0..<9 {
      let sectionView = UIView(frame: CGRect(x: 400 * (section % 3), y: 400 * (section / 3), width: 400, height: 400))
      window.addSubview(sectionView)
      count += 1
      for row in 0..<10 {
        let rowView = UIView(frame: CGRect(x: 0, y: 40 * row, width: 400, height: 40))
        sectionView.addSubview(rowView)
        count += 1
        for column in 0..<10 {
          let enlarged = column == 4 && setup != .none
          let button = enlarged && setup == .subclass ? TouchAreaButton(type: .system) : UIButton(type: .system)
          button.frame = CGRect(x: 5 + 40 * column, y: 5, width: 30, height: 30)
          if enlarged { button.tw.touchAreaOutsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
          rowView.addSubview(button)
          count += 1
        }
      }
    }
    viewCount = count
    var generator = SplitMix64(seed: 0x7A9_15E)
    points = (0..<1_000).map { _ in
      CGPoint(x: Double(generator.next() % 120_000) / 100, y: Double(generator.next() % 120_000) / 100)
    }
  }

  /// Hit-tests every point and counts the hits that land on a button, and those outside the button's real bounds.
  func census() -> (buttons: Int, outsideBounds: Int) {
    var buttons = 0
    var outside = 0
    for point in points {
      guard let hit = window.hitTest(point, with: nil), hit is UIButton else { continue }
      buttons += 1
      if !hit.bounds.contains(hit.convert(point, from: window)) { outside += 1 }
    }
    return (buttons, outside)
  }
}

/// A small, fixed pseudo-random generator, so every run and every setup hits the same points.
struct SplitMix64 {
  /// The generator's state.
  private var state: UInt64

  /// Creates a generator.
  /// - Parameters:
  ///   - seed: The starting state.
  init(seed: UInt64) {
    state = seed
  }

  /// The next value.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
