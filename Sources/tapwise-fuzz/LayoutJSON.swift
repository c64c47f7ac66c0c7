import Foundation
import TapwiseCore
import TapwiseFormats
import TapwiseAudit

/// A layout written as a layout file, every setting spelled out, so that reading it back must give the same layout.
///
/// Numbers are written as the shortest text that reads back as the same `Double`; ids as JSON string literals. A
/// frame is written as its stored origin and size, not as `minX` and `width`, which standardize it (`-0` included).
/// `enabled` is written for controls only, since the reader refuses it on a plain view.
enum LayoutJSON {
  static func text(of layout: Layout) -> String {
    let views = layout.views.map(text(of:)).joined(separator: ", ")
    return "{\"width\": \(number(layout.size.width)), \"height\": \(number(layout.size.height)), \"views\": [\(views)]}"
  }

  private static func text(of view: LayoutView) -> String {
    var members = [
      ("id", JSONText.quoted(view.id)),
      ("kind", JSONText.quoted(view.kind.rawValue)),
      ("frame", numbers([view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height])),
      ("hidden", String(view.isHidden)),
      ("alpha", number(view.alpha)),
      ("interactive", String(view.isInteractive)),
      ("outsets", numbers([view.outsets.top, view.outsets.left, view.outsets.bottom, view.outsets.right])),
      ("minimumTouchSize", numbers([view.minimumTouchSize.width, view.minimumTouchSize.height])),
      ("touchesOutsideBounds", String(view.receivesTouchesOutsideBounds)),
      ("subviews", "[" + view.subviews.map(text(of:)).joined(separator: ", ") + "]"),
    ]
    if view.kind.isControl { members.append(("enabled", String(view.isEnabled))) }
    return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  private static func numbers(_ values: [CGFloat]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  /// Swift's shortest round-trip text, which is JSON for every finite value (`12.0`, `0.1`, `1e-05`).
  private static func number(_ value: CGFloat) -> String {
    Double(value).description
  }
}
