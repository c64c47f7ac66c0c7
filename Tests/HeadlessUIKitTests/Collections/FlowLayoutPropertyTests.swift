import PropertyBased
import Testing

@testable import HeadlessUIKit

/// The flow layout's invariants over random sections: items never overlap, stay within the view across its scroll
/// direction (less the section insets) when they fit, keep at least the minimum spacing within a line and between
/// lines, come in reading order, and lie inside the content size.
///
/// A failure prints the sections and a seed; add `.fixedSeed("…")` to the test to replay it.
@MainActor
@Suite struct FlowLayoutPropertyTests {
  /// One random section: item sizes, spacing and insets, in whole points.
  struct Section: CustomStringConvertible {
    let sizes: [CGSize]
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    let inset: CGFloat
    let header: CGFloat

    static let size: Generator<CGSize, _> = zip(Gen.int(in: 10...150), Gen.int(in: 10...150)).map {
      (width: Int, height: Int) -> CGSize in CGSize(width: width, height: height)
    }

    static let generator = zip(
      size.array(of: 0...12), Gen.int(in: 0...20), Gen.int(in: 0...20), Gen.int(in: 0...20), Gen.int(in: 0...1)
    ).map { (sizes: [CGSize], line: Int, item: Int, inset: Int, header: Int) -> Section in
      Section(
        sizes: sizes, lineSpacing: CGFloat(line), interitemSpacing: CGFloat(item), inset: CGFloat(inset),
        header: CGFloat(header * 30))
    }

    var metrics: FlowLayoutGeometry.SectionMetrics {
      FlowLayoutGeometry.SectionMetrics(
        itemSizes: sizes, inset: UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset),
        lineSpacing: lineSpacing, interitemSpacing: interitemSpacing,
        headerSize: CGSize(width: header, height: header), footerSize: .zero)
    }

    var description: String {
      "\(sizes.map { "\(Int($0.width))x\(Int($0.height))" }) line \(lineSpacing) item \(interitemSpacing) "
        + "inset \(inset) header \(header)"
    }
  }

  @Test func itemsNeverOverlapAndKeepTheirSpacingInReadingOrder() async {
    await propertyCheck(count: 300, input: Section.generator.array(of: 1...4), Gen.int(in: 160...420), Gen.bool) {
      sections, across, vertical in
      let viewSize = vertical ? CGSize(width: across, height: 500) : CGSize(width: 500, height: across)
      let geometry = FlowLayoutGeometry(
        sections: sections.map(\.metrics), viewSize: viewSize, direction: vertical ? .vertical : .horizontal)
      // Read every frame as if scrolling vertically: x across, y along.
      func normal(_ rect: CGRect) -> CGRect {
        vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
      }
      let content = normal(CGRect(origin: .zero, size: geometry.contentSize))
      #expect(content.width == CGFloat(across))
      for (section, frames) in zip(sections, geometry.sections) {
        let items = frames.items.map(normal)
        #expect(items.count == section.sizes.count)
        for (index, item) in items.enumerated() {
          #expect(
            content.insetBy(dx: -0.001, dy: -0.001).contains(item) || item.width > CGFloat(across) - 2 * section.inset,
            "item \(index)")
          if item.width <= CGFloat(across) - 2 * section.inset {
            #expect(
              item.minX >= section.inset - 0.001 && item.maxX <= CGFloat(across) - section.inset + 0.001,
              "item \(index)")
          }
          guard index > 0 else { continue }
          let previous = items[index - 1]
          let sameLine = item.minY < previous.maxY && item.maxY > previous.minY
          if sameLine {
            #expect(item.minX - previous.maxX >= section.interitemSpacing - 0.001, "gap before item \(index)")
          } else {
            let lineEnd = items[..<index].map(\.maxY).max() ?? 0
            #expect(item.minY >= lineEnd + section.lineSpacing - 0.001, "line before item \(index)")
          }
          for other in items[..<index] {
            #expect(!FlowLayoutGeometry.overlap(item, other), "item \(index) overlaps another")
          }
        }
      }
    }
  }
}
