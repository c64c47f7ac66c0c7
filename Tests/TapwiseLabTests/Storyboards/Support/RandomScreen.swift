import Foundation
import HeadlessUIKit
import PropertyBased
import Tapwise

/// A random screen of up to ten views, written two ways: as a storyboard, and as the same views built directly with
/// UIKit's API and Tapwise's `.tw` settings. The storyboard audit must find exactly what the live audit finds.
///
/// Frames lie on a whole-point grid, up to 20 pt outside the screen; a view is hidden, transparent,
/// non-interactive or disabled one time in twelve each; touch-area settings and tap recognizers are common.
struct RandomScreen: CustomStringConvertible, Sendable {
  struct View: Sendable {
    var parent: Int?
    var element: String
    var frame: [Int]
    var hidden: Bool
    var transparent: Bool
    var inert: Bool
    var disabled: Bool
    var outset: Int?
    var minimumSize: [Int]?
    var receivesOutside: Bool
    /// `true` for an enabled tap recognizer, `false` for a disabled one.
    var tap: Bool?
  }

  static let elements = ["view", "button", "switch", "slider", "label", "textField", "control", "stepper"]
  let views: [View]

  init(_ raw: [Int]) {
    var views: [View] = []
    for index in 0..<(raw.count / 12) {
      let r = Array(raw[(index * 12)..<(index * 12 + 12)])
      // Sliders refuse outsets and minimum sizes on both paths alike (SliderTouchAreaTests), each refusal a line on
      // standard error; they get none here.
      let sized = Self.elements[r[1] % Self.elements.count] != "slider"
      views.append(
        View(
          parent: index == 0 ? nil : (r[0] % (index + 1) == index ? nil : r[0] % (index + 1)),
          element: Self.elements[r[1] % Self.elements.count],
          frame: [r[2] % 300 - 20, r[3] % 300 - 20, r[4] % 90, r[5] % 90],
          hidden: r[6] % 12 == 0, transparent: r[6] % 12 == 1, inert: r[6] % 12 == 2, disabled: r[6] % 12 == 3,
          outset: sized && r[7] % 3 == 0 ? r[8] % 20 - 4 : nil,
          minimumSize: sized && r[9] % 3 == 0 ? [r[10] % 60, r[11] % 60] : nil,
          receivesOutside: r[9] % 5 == 1,
          tap: r[8] % 4 == 0 ? true : r[8] % 4 == 1 ? false : nil))
    }
    self.views = views
  }

  static let generator = Gen.int(in: 0...9999).array(of: 12...120).map(RandomScreen.init)

  func id(_ index: Int) -> String { String(format: "V%02d-00-000", index) }

  /// The screen as a storyboard, read by the reader under test.
  var storyboard: String {
    func xml(_ index: Int) -> String {
      let view = views[index]
      var attributes = ""
      if view.hidden { attributes += #" hidden="YES""# }
      if view.transparent { attributes += #" alpha="0.0""# }
      if view.inert { attributes += #" userInteractionEnabled="NO""# }
      if view.disabled { attributes += #" enabled="NO""# }
      var body = ""
      var settings: [String] = []
      if let outset = view.outset {
        settings.append(
          #"<userDefinedRuntimeAttribute type="number" keyPath="twTouchAreaOutset"><integer key="value" value="\#(outset)"/></userDefinedRuntimeAttribute>"#
        )
      }
      if let size = view.minimumSize {
        settings.append(
          #"<userDefinedRuntimeAttribute type="size" keyPath="twMinimumTouchSize"><size key="value" width="\#(size[0])" height="\#(size[1])"/></userDefinedRuntimeAttribute>"#
        )
      }
      if view.receivesOutside {
        settings.append(
          #"<userDefinedRuntimeAttribute type="boolean" keyPath="twReceivesTouchesOutsideBounds" value="YES"/>"#)
      }
      if !settings.isEmpty {
        body += "<userDefinedRuntimeAttributes>" + settings.joined() + "</userDefinedRuntimeAttributes>"
      }
      if view.tap != nil {
        body +=
          #"<connections><outletCollection property="gestureRecognizers" destination="T-\#(id(index))"/></connections>"#
      }
      let children = views.indices.filter { views[$0].parent == index }
      if !children.isEmpty { body += "<subviews>" + children.map(xml).joined(separator: "\n") + "</subviews>" }
      return StoryboardFixtures.view(view.element, id(index), view.frame, attributes: attributes, body: body)
    }
    let top = views.indices.filter { views[$0].parent == nil }.map(xml).joined(separator: "\n")
    let recognizers = views.indices.compactMap { index in
      views[index].tap.map { #"<tapGestureRecognizer id="T-\#(id(index))"\#($0 ? "" : #" enabled="NO""#)/>"# }
    }
    return StoryboardFixtures.storyboard(top, objects: recognizers.joined())
  }

  /// The screen built directly: a 390×844 root view named as the storyboard's in a visible window.
  @MainActor
  func window() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.accessibilityIdentifier = "window"
    window.isHidden = false
    let root = UIView(frame: window.bounds)
    root.accessibilityIdentifier = "UIView[ROOT-00-000]"
    window.addSubview(root)
    var built: [UIView] = []
    for (index, spec) in views.enumerated() {
      let view: UIView =
        switch spec.element {
        case "button": UIButton(type: .custom)
        case "switch": UISwitch()
        case "slider": UISlider()
        case "textField": UITextField()
        case "stepper": UIStepper()
        case "control": UIControl()
        default: UIView()
        }
      let className =
        spec.element == "view" ? "UIView" : "UI" + spec.element.prefix(1).uppercased() + spec.element.dropFirst()
      view.accessibilityIdentifier = "\(className)[\(id(index))]"
      view.frame = CGRect(
        x: spec.frame[0], y: spec.frame[1], width: spec.frame[2], height: spec.frame[3])
      view.isHidden = spec.hidden
      view.alpha = spec.transparent ? 0 : 1
      view.isUserInteractionEnabled = !spec.inert
      (view as? UIControl)?.isEnabled = !spec.disabled
      if let outset = spec.outset {
        let edge = CGFloat(outset)
        view.tw.touchAreaOutsets = UIEdgeInsets(top: edge, left: edge, bottom: edge, right: edge)
      }
      if let size = spec.minimumSize { view.tw.minimumTouchSize = CGSize(width: size[0], height: size[1]) }
      if spec.receivesOutside { view.tw.receivesTouchesOutsideBounds = true }
      if let enabled = spec.tap {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.isEnabled = enabled
        view.addGestureRecognizer(tap)
      }
      (spec.parent.map { built[$0] } ?? root).addSubview(view)
      built.append(view)
    }
    return window
  }

  var description: String {
    views.enumerated().map { index, view in
      "\(index)<-\(view.parent.map(String.init) ?? "root") \(view.element) \(view.frame)"
        + (view.hidden ? " hidden" : "") + (view.transparent ? " alpha0" : "") + (view.inert ? " inert" : "")
        + (view.disabled ? " disabled" : "") + (view.outset.map { " outset \($0)" } ?? "")
        + (view.minimumSize.map { " min \($0)" } ?? "") + (view.receivesOutside ? " outside" : "")
        + (view.tap.map { " tap \($0)" } ?? "")
    }.joined(separator: "; ")
  }
}
