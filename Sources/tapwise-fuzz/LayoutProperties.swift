import Foundation
import TapwiseCore
import TapwiseAudit
import TapwiseFormats

/// The layout reader (`Layout.parse`) on any UTF-8 text.
///
/// - A layout it accepts keeps the documented rules: a positive window size, ids unique among siblings, finite
///   numbers within ±100,000, non-negative sizes, alpha between 0 and 1, only controls disabled.
/// - Written back as a layout file (``LayoutJSON``), it reads back equal, and writes the same text again.
/// - A layout it rejects is rejected with a location and a problem.
enum LayoutProperties {
  static func check(_ input: [UInt8]) {
    guard let text = String(bytes: input, encoding: .utf8) else { return }
    let layout: Layout
    do {
      layout = try Layout.parse(text)
    } catch {
      FuzzFailure.require(
        !error.location.isEmpty && !error.problem.isEmpty, "a rejection says where and what: \(error)", input: input)
      return
    }
    FuzzFailure.require(
      layout.size.width > 0 && layout.size.height > 0 && inRange(layout.size.width) && inRange(layout.size.height),
      "the window's size is positive and in range: \(layout.size)", input: input)
    checkRules(layout.views, input: input)
    let written = LayoutJSON.text(of: layout)
    do {
      let reread = try Layout.parse(written)
      // Regions say where each view is in its own file, and a file written back places them elsewhere.
      FuzzFailure.require(
        placeless(reread) == placeless(layout), "written back as \(written), it reads back equal", input: input)
      FuzzFailure.require(
        LayoutJSON.text(of: reread) == written, "written back as \(written), it writes the same again", input: input)
    } catch {
      FuzzFailure.require(false, "written back as \(written), the layout reads: \(error)", input: input)
    }
  }

  /// A layout with every view's region set aside, to compare what two files say rather than where.
  private static func placeless(_ layout: Layout) -> Layout {
    func strip(_ views: [LayoutView]) -> [LayoutView] {
      views.map { view in
        var view = view
        view.region = SourceRegion.fileStart
        view.subviews = strip(view.subviews)
        return view
      }
    }
    return Layout(size: layout.size, views: strip(layout.views))
  }

  private static func checkRules(_ views: [LayoutView], input: [UInt8]) {
    var ids: Set<String> = []
    for view in views {
      FuzzFailure.require(ids.insert(view.id).inserted, "sibling ids are unique: \(view.id)", input: input)
      let numbers = [
        view.frame.origin.x, view.frame.origin.y, view.frame.size.width, view.frame.size.height, view.alpha,
        view.outsets.top,
        view.outsets.left, view.outsets.bottom, view.outsets.right, view.minimumTouchSize.width,
        view.minimumTouchSize.height,
      ]
      FuzzFailure.require(numbers.allSatisfy(inRange), "\(view.id)'s numbers are in range: \(numbers)", input: input)
      FuzzFailure.require(
        view.frame.size.width >= 0 && view.frame.size.height >= 0 && view.minimumTouchSize.width >= 0
          && view.minimumTouchSize.height >= 0 && (0...1).contains(view.alpha),
        "\(view.id)'s sizes are not negative and its alpha is in 0...1: \(view)", input: input)
      FuzzFailure.require(
        view.isEnabled || view.kind.isControl, "only controls are disabled: \(view.id) is a \(view.kind)",
        input: input)
      checkRules(view.subviews, input: input)
    }
  }

  private static func inRange(_ value: CGFloat) -> Bool {
    value.isFinite && abs(value) <= 100_000
  }
}
