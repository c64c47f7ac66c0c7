import Foundation
import TapwiseCore
import TapwiseFormats

/// The values the reader takes from attributes: frames, the eligibility properties, and Tapwise's runtime
/// attributes. A value that isn't what Interface Builder writes is an error at its element, never a guess.
extension StoryboardParser {
  /// A user-defined runtime attribute being read.
  struct RuntimeAttribute {
    var keyPath: String
    var type: String
    /// Where its element starts, for errors.
    var position: TextPosition
    /// `value="…"` on the element itself (booleans and strings).
    var inlineValue: String?
    var number: CGFloat?
    var size: CGSize?
  }

  /// The `<rect key="frame">` of the open view.
  func frame(_ attributes: [String: String]) throws(StoryboardError) -> CGRect {
    var values: [CGFloat] = []
    for name in ["x", "y", "width", "height"] {
      values.append(try number(name, in: attributes, of: "<rect key=\"frame\">"))
    }
    guard values[2] >= 0, values[3] >= 0 else {
      throw invalid("<rect key=\"frame\">: the width and height must not be negative")
    }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `hidden`, `alpha`, `userInteractionEnabled` and `enabled`.
  func readViewAttributes(_ attributes: [String: String], into view: inout StoryboardView)
    throws(StoryboardError)
  {
    view.isHidden = try flag("hidden", in: attributes) ?? false
    view.isUserInteractionEnabled = try flag("userInteractionEnabled", in: attributes) ?? true
    view.isEnabled = try flag("enabled", in: attributes) ?? true
    view.allowsSelection = try flag("allowsSelection", in: attributes) ?? true
    view.isEditable = try flag("editable", in: attributes) ?? true
    if attributes["alpha"] != nil {
      view.alpha = try number("alpha", in: attributes, of: "<\(Quoting.printableExcerpt(view.element))>")
    }
  }

  /// Starts a `<userDefinedRuntimeAttribute>`.
  func beginRuntimeAttribute(_ attributes: [String: String]) throws(StoryboardError) {
    runtimeAttribute = RuntimeAttribute(
      keyPath: attributes["keyPath"] ?? "", type: attributes["type"] ?? "", position: position,
      inlineValue: attributes["value"])
  }

  /// Reads a runtime attribute's `key="value"` child: `<real>`, `<integer>`, `<size>` or `<bool>`.
  func readRuntimeValue(_ name: String, _ attributes: [String: String]) throws(StoryboardError) {
    guard let keyPath = runtimeAttribute?.keyPath, Self.settingKeyPaths.contains(keyPath) else { return }
    let element = "\(keyPath): <\(name)>"
    switch name {
    case "real", "integer", "number":
      runtimeAttribute?.number = try number("value", in: attributes, of: element)
    case "size":
      let width = try number("width", in: attributes, of: element)
      runtimeAttribute?.size = CGSize(width: width, height: try number("height", in: attributes, of: element))
    case "bool", "boolean": runtimeAttribute?.inlineValue = attributes["value"]
    default: break
    }
  }

  /// Ends a runtime attribute: a Tapwise setting becomes part of the open view; other key paths are not ours.
  func endRuntimeAttribute() throws(StoryboardError) {
    guard let attribute = runtimeAttribute else { return }
    runtimeAttribute = nil
    if attribute.keyPath == "twAuditIgnore", !openViews.isEmpty {
      openViews[openViews.count - 1].view.ignoredRules = try ignoredRules(from: attribute)
      return
    }
    guard Self.settingKeyPaths.contains(attribute.keyPath), !openViews.isEmpty else { return }
    openViews[openViews.count - 1].view.settings.append(try setting(from: attribute))
  }

  /// The rules a `twAuditIgnore` runtime attribute turns off: a Boolean `YES` all of them, `NO` none; a string
  /// lists rule ids separated by commas or white space.
  private func ignoredRules(from attribute: RuntimeAttribute) throws(StoryboardError) -> Set<AuditRule> {
    let fail = { (message: String) in self.invalid("twAuditIgnore: \(message)", at: attribute.position) }
    let value = attribute.inlineValue ?? ""
    switch attribute.type {
    case "boolean":
      guard let flag = ["YES": true, "NO": false][value] else {
        throw fail("expected YES or NO, found \(Quoting.quoted(value))")
      }
      return flag ? Set(AuditRule.allCases) : []
    case "string":
      let names = value.split { $0 == "," || $0.isWhitespace }
      guard !names.isEmpty else { throw fail("the string lists no rule; a Boolean YES ignores every rule") }
      var rules: Set<AuditRule> = []
      for name in names {
        guard let rule = AuditRule(rawValue: String(name)) else {
          let known = AuditRule.allCases.map(\.rawValue).joined(separator: ", ")
          throw fail("\(Quoting.quoted(String(name))) is not a rule; the rules are \(known)")
        }
        rules.insert(rule)
      }
      return rules
    default:
      throw fail(
        "must be a runtime attribute of type \"boolean\" or \"string\", found \(Quoting.quoted(attribute.type))")
    }
  }

  /// The key paths of Tapwise's `@IBInspectable` properties.
  static let settingKeyPaths: Set<String> = [
    "twTouchAreaOutset", "twMinimumTouchSize", "twReceivesTouchesOutsideBounds",
  ]

  /// A setting from a runtime attribute of one of ``settingKeyPaths``, checked as the property's setter checks it.
  private func setting(from attribute: RuntimeAttribute) throws(StoryboardError) -> StoryboardSetting {
    let keyPath = attribute.keyPath
    let fail = { (message: String) in self.invalid(message, at: attribute.position) }
    let expected = ["twTouchAreaOutset": "number", "twMinimumTouchSize": "size"][keyPath] ?? "boolean"
    guard attribute.type == expected else {
      throw fail(
        "\(keyPath) must be a runtime attribute of type \"\(expected)\", found \(Quoting.quoted(attribute.type))")
    }
    switch keyPath {
    case "twTouchAreaOutset":
      guard let outset = attribute.number else { throw fail("\(keyPath) has no value") }
      do {
        try TouchArea.validate(outsets: TouchOutsets(top: outset, left: outset, bottom: outset, right: outset))
      } catch {
        throw fail("\(keyPath): \(error)")
      }
      return .touchAreaOutset(outset)
    case "twMinimumTouchSize":
      guard let size = attribute.size else { throw fail("\(keyPath) has no value") }
      do {
        try TouchArea.validate(minimumSize: size)
      } catch {
        throw fail("\(keyPath): \(error)")
      }
      return .minimumTouchSize(size)
    default:
      switch attribute.inlineValue {
      case "YES": return .receivesTouchesOutsideBounds(true)
      case "NO": return .receivesTouchesOutsideBounds(false)
      case let value?: throw fail("\(keyPath) must be YES or NO, found \(Quoting.quoted(value))")
      case nil: throw fail("\(keyPath) has no value")
      }
    }
  }

  /// A number attribute, in the lab's one number grammar (``LayoutNumber``): a JSON number, as Interface Builder
  /// writes them (`0.0`, `54.5`, `-2`), within ±100,000.
  private func number(_ name: String, in attributes: [String: String], of element: String)
    throws(StoryboardError) -> CGFloat
  {
    guard let text = attributes[name] else { throw invalid("\(element): \"\(name)\" is missing") }
    do {
      return try LayoutNumber.value(text)
    } catch {
      throw invalid(
        error == .outOfRange
          ? "\(element): \"\(name)\": \(LayoutNumber.outOfRange(text))"
          : "\(element): \"\(name)\" must be a number, found \(Quoting.quoted(text))")
    }
  }

  /// A `YES`/`NO` attribute, or `nil` when it is absent.
  private func flag(_ name: String, in attributes: [String: String]) throws(StoryboardError)
    -> Bool?
  {
    switch attributes[name] {
    case nil: return nil
    case "YES": return true
    case "NO": return false
    case let text?: throw invalid("\"\(name)\" must be YES or NO, found \(Quoting.quoted(text))")
    }
  }
}
