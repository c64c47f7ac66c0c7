import SwiftSyntax
import TapwiseFormats

/// The UIKit targets made in a file's code: controls created in code (``UIKitControlTypes``), and views a tap
/// recognizer is added to, each sized by what its type's code fixes (``UIKitSizeRules``).
///
/// - A control's `name` is its property's name (`closeButton`), or for a local its function's and its own
///   (`viewDidLoad.button`, `viewDidLoad.button#2` for a second local of that name). A local assigned to a property
///   (`self.closeButton = button`) is the property's view and takes its name.
/// - Its `region` is the declaration or assignment that creates it (for a lazy property made by a closure, the
///   property's declaration); a tap target's is the `addGestureRecognizer` call.
/// - A control created without a variable (`view.addSubview(UIButton())`) can't be followed and is not listed.
/// - A view the type's code only ever hides, disables or makes transparent (`isHidden = true` and never anything
///   else) is never reached by hit testing, so it is no target, as the storyboard audit excludes it.
enum UIKitTargetFinder {
  /// The UIKit targets in a file.
  /// - Parameters:
  ///   - tree: The file's tree.
  ///   - places: Lines and columns in it.
  /// - Returns: Its UIKit targets.
  static func targets(in tree: SourceFileSyntax, places: SourcePlaces) -> [SourceTarget] {
    let collector = UIKitFactCollector()
    collector.walk(tree)
    return Resolution(collector, places: places).targets()
  }

  /// Turns one file's collected facts into targets.
  private struct Resolution {
    let collector: UIKitFactCollector
    let places: SourcePlaces
    /// Each group of variables' merged facts, by the group's root.
    let facts: [VariableKey: UIKitSizeFacts]

    init(_ collector: UIKitFactCollector, places: SourcePlaces) {
      self.collector = collector
      self.places = places
      var merged: [VariableKey: UIKitSizeFacts] = [:]
      for (key, facts) in collector.facts {
        merged[collector.variables.root(of: key), default: UIKitSizeFacts()].merge(facts)
      }
      self.facts = merged
    }

    func targets() -> [SourceTarget] {
      let variables = collector.variables
      var found: [SourceTarget] = []
      var controls: Set<VariableKey> = []
      for creation in variables.creations {
        let root = variables.root(of: creation.key)
        guard !controls.contains(root), let type = variables.typeName(of: creation),
          let uiKitClass = collector.classes.uiKitClass(of: type), uiKitClass != UIKitControlTypes.tapRecognizer
        else { continue }
        controls.insert(root)
        if facts[root]?.isSwitchedOff == true { continue }
        let span = collector.closureDeclarations[root] ?? creation.span
        found.append(target(root, kind: type, uiKitClass: uiKitClass, span: span))
      }
      let recognizers = tapRecognizers()
      var tapped: Set<VariableKey> = []
      for gesture in collector.gestures where isTap(gesture, recognizers) {
        let root = variables.root(of: gesture.view)
        guard !controls.contains(root), tapped.insert(root).inserted, facts[root]?.isSwitchedOff != true else {
          continue
        }
        found.append(target(root, kind: UIKitControlTypes.tapRecognizer, uiKitClass: nil, span: gesture.span))
      }
      return uniquelyNamed(found)
    }

    /// The variables created as tap recognizers (or a subclass the file declares).
    private func tapRecognizers() -> Set<VariableKey> {
      let variables = collector.variables
      var roots: Set<VariableKey> = []
      for creation in variables.creations
      where variables.typeName(of: creation).flatMap(collector.classes.uiKitClass(of:))
        == UIKitControlTypes.tapRecognizer
      {
        roots.insert(variables.root(of: creation.key))
      }
      return roots
    }

    /// Whether a recognizer added to a view is a tap recognizer.
    private func isTap(_ gesture: UIKitFactCollector.GestureAddition, _ recognizers: Set<VariableKey>) -> Bool {
      if let type = gesture.recognizerType {
        return collector.classes.uiKitClass(of: type) == UIKitControlTypes.tapRecognizer
      }
      guard let recognizer = gesture.recognizer else { return false }
      return recognizers.contains(collector.variables.root(of: recognizer))
    }

    /// A target for a group of variables.
    private func target(_ root: VariableKey, kind: String, uiKitClass: String?, span: SourceSpan) -> SourceTarget {
      var target = SourceTarget(
        framework: .uiKit, kind: kind, typeName: root.type, name: collector.variables.displayName(of: root),
        region: region(span))
      let facts = self.facts[root] ?? UIKitSizeFacts()
      let ownClasses = collector.classes.ownClasses(from: kind)
      let customHitTesting = ownClasses.contains { collector.classes.customHitTesting.contains($0) }
      let sizesItself = ownClasses.contains {
        let own = VariableKey(type: collector.classes.qualifiedName(of: $0), scope: 0, name: "self")
        return self.facts[own]?.sizesView == true
      }
      let systemSized = uiKitClass.map(UIKitControlTypes.systemSized.contains) ?? false
      let refusesTouchAreas = uiKitClass.map(UIKitControlTypes.refusesTouchAreas.contains) ?? false
      if !customHitTesting && !sizesItself && !systemSized {
        target.width = extent(.width, facts, touchAreasApply: !refusesTouchAreas)
        target.height = extent(.height, facts, touchAreasApply: !refusesTouchAreas)
      }
      target.isFixable = !customHitTesting && !refusesTouchAreas && !facts.hasMinimumSize
      return target
    }

    private func extent(_ axis: Axis, _ facts: UIKitSizeFacts, touchAreasApply: Bool) -> HitExtent {
      guard let bound = UIKitSizeRules.bound(axis, of: facts, touchAreasApply: touchAreasApply) else {
        return .unknown
      }
      return .atMost(bound.value, fixedAt: region(bound.span))
    }

    private func region(_ span: SourceSpan) -> SourceRegion {
      SourceRegion(places.position(of: span.start), places.position(of: span.end))
    }

    /// Targets with a name another target of the same type has get `#2`, `#3`… in source order.
    private func uniquelyNamed(_ targets: [SourceTarget]) -> [SourceTarget] {
      var seen: [String: Int] = [:]
      return targets.map { target in
        let id = "\(target.typeName ?? "")\u{0}\(target.name)"
        let count = (seen[id] ?? 0) + 1
        seen[id] = count
        guard count > 1 else { return target }
        var renamed = target
        renamed.name = "\(target.name)#\(count)"
        return renamed
      }
    }
  }
}
