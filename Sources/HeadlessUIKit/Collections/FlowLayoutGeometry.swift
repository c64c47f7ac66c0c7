import Foundation

/// Where a flow layout's headers, items and footers go, as a pure computation: sections' metrics and the collection
/// view's size in, frames out.
///
/// It works along the scroll direction ("along") and across it ("across"): for vertical scrolling, along is y and
/// across is x; for horizontal scrolling the other way round, so one algorithm serves both.
///
/// Each section is its header (spanning the view across, at its reference size along; none when that is 0), its
/// inset, its lines, its inset, then its footer. Items fill a line in order while they fit across the view less the
/// section's insets with at least the minimum item spacing between them; the next item starts a new line, at least
/// the minimum line spacing further along. A line of one item is centred across; a line of several is justified:
/// its first item at the leading inset, its last at the trailing one, the space left over shared equally between
/// them. Items are centred along their line, which is as deep as its deepest item.
struct FlowLayoutGeometry {
  /// One section's inputs, in points.
  struct SectionMetrics {
    /// Each item's size.
    var itemSizes: [CGSize]
    /// The margins around the items.
    var inset: UIEdgeInsets
    /// The minimum spacing between lines.
    var lineSpacing: CGFloat
    /// The minimum spacing between the items of a line.
    var interitemSpacing: CGFloat
    /// The header's reference size; only its dimension along the scroll direction counts.
    var headerSize: CGSize
    /// The footer's reference size; only its dimension along the scroll direction counts.
    var footerSize: CGSize
  }

  /// One section's frames, in content coordinates.
  struct SectionFrames: Equatable {
    /// The header's frame, or `nil` for none.
    var header: CGRect?
    /// Each item's frame.
    var items: [CGRect]
    /// The footer's frame, or `nil` for none.
    var footer: CGRect?
  }

  /// The sections' frames, in order.
  private(set) var sections: [SectionFrames] = []
  /// The size of the whole content.
  private(set) var contentSize: CGSize = .zero

  /// An empty layout.
  init() {}

  /// Lays out sections for a collection view of a size, scrolling in a direction.
  init(sections metrics: [SectionMetrics], viewSize: CGSize, direction: UICollectionView.ScrollDirection) {
    let vertical = direction == .vertical
    // Work in a vertical frame of reference; for horizontal scrolling, transpose in and out.
    func flip(_ size: CGSize) -> CGSize { vertical ? size : CGSize(width: size.height, height: size.width) }
    func flip(_ rect: CGRect) -> CGRect {
      vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }
    func flip(_ inset: UIEdgeInsets) -> UIEdgeInsets {
      vertical ? inset : UIEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
    }
    let across = flip(viewSize).width
    var along: CGFloat = 0
    for section in metrics {
      var frames = SectionFrames(header: nil, items: [], footer: nil)
      let header = flip(section.headerSize).height
      if header > 0 {
        frames.header = flip(CGRect(x: 0, y: along, width: across, height: header))
        along += header
      }
      let inset = flip(section.inset)
      along += inset.top
      let sizes = section.itemSizes.map(flip)
      let room = across - inset.left - inset.right
      let lines = Self.lines(of: sizes, room: room, spacing: section.interitemSpacing)
      var itemFrames: [CGRect] = []
      for (index, line) in lines.enumerated() {
        if index > 0 { along += section.lineSpacing }
        let depth = line.map { sizes[$0].height }.max() ?? 0
        let widths = line.map { sizes[$0].width }
        let leftover = room - widths.reduce(0, +)
        var x = inset.left + (line.count == 1 ? max(0, leftover / 2) : 0)
        let gap = line.count > 1 ? leftover / CGFloat(line.count - 1) : 0
        for item in line {
          let size = sizes[item]
          itemFrames.append(
            flip(CGRect(x: x, y: along + (depth - size.height) / 2, width: size.width, height: size.height)))
          x += size.width + gap
        }
        along += depth
      }
      frames.items = itemFrames
      along += inset.bottom
      let footer = flip(section.footerSize).height
      if footer > 0 {
        frames.footer = flip(CGRect(x: 0, y: along, width: across, height: footer))
        along += footer
      }
      sections.append(frames)
    }
    contentSize = flip(CGSize(width: across, height: along))
  }

  /// Whether two rectangles share some area: rectangles that only touch don't, so an element whose edge meets the
  /// visible area's is not in view.
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Splits items into lines: each takes items in order while they fit in `room` with `spacing` between them; a
  /// line always takes at least one item.
  private static func lines(of sizes: [CGSize], room: CGFloat, spacing: CGFloat) -> [[Int]] {
    var lines: [[Int]] = []
    var current: [Int] = []
    var used: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      if !current.isEmpty && used + spacing + size.width > room {
        lines.append(current)
        current = []
      }
      used = current.isEmpty ? size.width : used + spacing + size.width
      current.append(index)
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
