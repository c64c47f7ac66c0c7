import Foundation
import TapwiseCore
import TapwiseFormats

/// Turns the element events of one file, read by ``XMLScanner``, into a ``StoryboardDocument``, keeping only the
/// open elements' roles and the views still open.
///
/// The first problem wins: malformed XML, or a value the audit can't use, ends the reading with an error.
final class StoryboardParser {
  /// What an open element means to the reader.
  enum Role {
    case document, scenes, scene, controller, view, subviews, connections, runtimeAttributes, runtimeAttribute
    case recognizers, ignored
    /// The `<objects>` of a xib (`topLevel`) or of a storyboard scene.
    case objects(topLevel: Bool)
  }

  /// Where a view goes when it closes.
  enum Placement {
    /// A root of the open scene.
    case root
    /// A subview of the view open below it.
    case subview
    /// A table or collection view cell: its content view is a root; the cell itself becomes one only if it holds
    /// subviews of its own (old files without a content view).
    case cell
  }

  /// A view whose element is still open.
  struct OpenView {
    var view: StoryboardView
    var placement: Placement
    var hasFrame = false
    /// How many views opened before it in the document: roots are kept in the order they open, so that a scene's
    /// view comes before the cells inside it.
    var order = 0
    /// Views without a frame found inside it so far.
    var unframed: [StoryboardScene.UnframedView] = []
    /// Whether a view inside it closed that could be a target or hold one.
    var holdsPossibleTarget = false

    /// Whether the view could be a target or hold one, as far as the file tells: hit testing reaches it, and it
    /// is a control, has recognizers or Tapwise settings, or holds such a view. A view without a frame that
    /// couldn't is not worth reporting.
    var couldHoldTarget: Bool {
      view.isHitTestable
        && (view.controlKind != nil || !view.recognizerIDs.isEmpty || !view.settings.isEmpty
          || holdsPossibleTarget)
    }
  }

  /// The scene's view controller, for the scene's name.
  struct Controller {
    var element: String
    var attributes: [String: String]
    var navigationTitle: String?
  }

  /// The file's name in errors.
  let file: String
  /// The file's bytes.
  private let bytes: [UInt8]
  /// The document so far.
  private(set) var document: StoryboardDocument
  /// Whether the root element was seen.
  private(set) var sawDocument = false

  var roles: [Role] = []
  var openViews: [OpenView] = []
  var scene: StoryboardScene?
  /// The open scene's roots so far, with the order they opened in.
  var roots: [(order: Int, view: StoryboardView)] = []
  /// The depth at which the open xib scene's top-level element opened.
  var topLevelDepth: Int?
  var controller: Controller?
  /// The open storyboard scene's `sceneID`, for the note when it has no view controller.
  var sceneID: String?
  var runtimeAttribute: RuntimeAttribute?
  /// How many views have opened so far.
  private var openedViews = 0
  /// Set when the reader stops on purpose, without an error: the file is not for UIKit.
  private var finishedEarly = false
  /// Where the element being read starts, for errors about its values.
  private(set) var position = TextPosition(line: 1, column: 1, offset: 0)
  /// Where the start tag of the element being read ends.
  private var tagEnd = TextPosition(line: 1, column: 1, offset: 0)

  init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
    document = StoryboardDocument(file: file)
  }

  // MARK: - Events

  /// Reads the whole file.
  /// - Returns: The document.
  /// - Throws: ``StoryboardError`` for the first problem.
  func parse() throws(StoryboardError) -> StoryboardDocument {
    var scanner: XMLScanner
    do {
      scanner = try XMLScanner(bytes)
    } catch {
      throw storyboardError(error)
    }
    while !finishedEarly {
      let event: XMLScanner.Event?
      do {
        event = try scanner.next()
      } catch {
        throw storyboardError(error)
      }
      switch event {
      case nil: return document
      case .start(let element)?:
        position = element.position
        tagEnd = element.end
        guard roles.count < Self.maximumDepth else {
          throw invalid(
            "elements nested more than \(Self.maximumDepth) deep, the deepest an Interface Builder file is read to")
        }
        roles.append(try role(of: element.name, element.attributes))
      case .end?:
        if let role = roles.popLast() { try close(role) }
      }
    }
    return document
  }

  /// The storyboard error for an XML error.
  private func storyboardError(_ error: XMLError) -> StoryboardError {
    switch error.kind {
    case .malformed:
      .malformed(
        file: file, line: error.position.line, column: error.position.column, message: error.problem)
    case .refused: invalid(error.problem, at: error.position)
    }
  }

  /// An error at the start of the element being read.
  func invalid(_ message: String) -> StoryboardError {
    invalid(message, at: position)
  }

  /// An error at a position.
  func invalid(_ message: String, at position: TextPosition) -> StoryboardError {
    .invalid(file: file, line: position.line, column: position.column, message: message)
  }

  // MARK: - Opening elements

  private func role(of name: String, _ attributes: [String: String]) throws(StoryboardError) -> Role {
    guard let parent = roles.last else { return try openDocument(name, attributes) }
    if Self.isCell(name), scene != nil || parent.isTopLevelObjects {
      if parent.isTopLevelObjects { openTopLevelScene(name, attributes) }
      return try openView(name, attributes, placement: .cell)
    }
    switch parent {
    case .document: return name == "scenes" ? .scenes : name == "objects" ? .objects(topLevel: true) : .ignored
    case .scenes:
      guard name == "scene" else { return .ignored }
      scene = StoryboardScene(name: "")
      sceneID = attributes["sceneID"]
      roots = []
      controller = nil
      return .scene
    case .scene: return name == "objects" ? .objects(topLevel: false) : .ignored
    case .objects(let topLevel): return try openObject(name, attributes, topLevel: topLevel)
    case .controller:
      if attributes["key"] == "view" { return try openView(name, attributes, placement: .root) }
      if name == "navigationItem" { controller?.navigationTitle = attributes["title"] }
      return .ignored
    case .view: return try openViewPart(name, attributes)
    case .subviews: return try openView(name, attributes, placement: .subview)
    case .connections:
      if name == "outletCollection", attributes["property"] == "gestureRecognizers",
        let destination = attributes["destination"]
      {
        openViews[openViews.count - 1].view.recognizerIDs.append(destination)
      }
      return .ignored
    case .runtimeAttributes:
      guard name == "userDefinedRuntimeAttribute" else { return .ignored }
      try beginRuntimeAttribute(attributes)
      return .runtimeAttribute
    case .runtimeAttribute:
      if attributes["key"] == "value" { try readRuntimeValue(name, attributes) }
      return .ignored
    case .recognizers:
      if let id = recordRecognizer(name, attributes) { openViews[openViews.count - 1].view.recognizerIDs.append(id) }
      return .ignored
    case .ignored: return .ignored
    }
  }

  /// The root element: a UIKit document is read; one for another platform is not audited, and reading stops.
  private func openDocument(_ name: String, _ attributes: [String: String])
    throws(StoryboardError) -> Role
  {
    switch StoryboardRoot(element: name, attributes: attributes) {
    case .uikit: break
    case .otherPlatform(let reason):
      document.notAudited = reason
      finishedEarly = true
    case .unreadable(let reason): throw .unreadable(file: file, reason: reason)
    }
    sawDocument = true
    return .document
  }

  /// An element directly inside `<objects>`: a scene's view controller, a tap recognizer, or a top-level view.
  private func openObject(_ name: String, _ attributes: [String: String], topLevel: Bool)
    throws(StoryboardError) -> Role
  {
    if recordRecognizer(name, attributes) != nil { return .ignored }
    if !topLevel, attributes["sceneMemberID"] == "viewController" {
      controller = Controller(element: name, attributes: attributes)
      return .controller
    }
    guard Self.viewElements.contains(name) else { return .ignored }
    if topLevel { openTopLevelScene(name, attributes) }
    return try openView(name, attributes, placement: .root)
  }

  /// A child of an open view: its frame, subviews, connections, runtime attributes, recognizers, or a keyed view.
  private func openViewPart(_ name: String, _ attributes: [String: String])
    throws(StoryboardError) -> Role
  {
    switch name {
    case "rect" where attributes["key"] == "frame":
      openViews[openViews.count - 1].view.frame = try frame(attributes)
      openViews[openViews.count - 1].hasFrame = true
      return .ignored
    case "state" where attributes["key"] == "normal":
      // A button's title, unless its label or text named it already.
      if openViews[openViews.count - 1].view.title == nil, let title = attributes["title"], !title.isEmpty {
        openViews[openViews.count - 1].view.title = Quoting.excerpt(title)
      }
      return .ignored
    case "subviews": return .subviews
    case "connections": return .connections
    case "userDefinedRuntimeAttributes": return .runtimeAttributes
    case "gestureRecognizers": return .recognizers
    default: break
    }
    switch attributes["key"] {
    case "contentView":
      // A framed cell is a root that holds its content view, as UIKit nests them; in a cell stored without a frame
      // the content view is the root.
      let frameless = openViews.last.map { $0.placement == .cell && !$0.hasFrame } ?? false
      return try openView(name, attributes, placement: frameless ? .root : .subview)
    case "tableHeaderView", "tableFooterView": return try openView(name, attributes, placement: .subview)
    case "sectionHeaderView", "sectionFooterView": return try openView(name, attributes, placement: .root)
    default: return .ignored
    }
  }

  /// Starts a xib's scene for a top-level view or cell, named after it.
  private func openTopLevelScene(_ name: String, _ attributes: [String: String]) {
    scene = StoryboardScene(name: StoryboardNaming.label(element: name, attributes: attributes))
    roots = []
    topLevelDepth = roles.count
  }

  private func openView(
    _ name: String, _ attributes: [String: String], placement: Placement
  ) throws(StoryboardError) -> Role {
    let id = Quoting.printableExcerpt(attributes["id"] ?? attributes["key"] ?? name)
    var component = StoryboardNaming.component(element: name, id: id, attributes: attributes)
    if placement == .root, let cell = openViews.last, cell.placement == .cell {
      // A content view is named after its cell, so that paths read cell/contentView/… as in UIKit.
      component = cell.view.name + "/" + component
    }
    var view = StoryboardView(element: name, id: id, name: component, frame: .zero)
    view.region = SourceRegion(position, tagEnd)
    view.title = [attributes["userLabel"], attributes["placeholder"], attributes["text"]].lazy.compactMap { $0 }
      .first { !$0.isEmpty }.map(Quoting.excerpt)
    try readViewAttributes(attributes, into: &view)
    if placement == .cell {
      let list = openViews.last { ["tableView", "collectionView"].contains($0.view.element) }
      view.isSelectableCell = attributes["selectionStyle"] != "none" && list?.view.allowsSelection != false
    }
    openViews.append(OpenView(view: view, placement: placement, order: openedViews))
    openedViews += 1
    return .view
  }

  /// Records a tap recognizer's id and whether it is enabled; other recognizers are ignored.
  /// - Returns: The recognizer's id, for any recognizer element.
  private func recordRecognizer(_ name: String, _ attributes: [String: String]) -> String? {
    guard name.hasSuffix("GestureRecognizer"), let id = attributes["id"] else { return nil }
    if name == "tapGestureRecognizer" { document.tapRecognizers[id] = attributes["enabled"] != "NO" }
    return id
  }

  // MARK: - Closing elements

  private func close(_ role: Role) throws(StoryboardError) {
    switch role {
    case .view: closeView()
    case .runtimeAttribute: try endRuntimeAttribute()
    case .controller: break
    case .scene:
      if var scene {
        scene.name = controller.map(Self.sceneName) ?? "scene"
        if controller == nil, roots.isEmpty {
          let id = Quoting.printableExcerpt(sceneID ?? "?")
          document.scenesNotAudited.append(
            "scene \(id): no object in it has sceneMemberID=\"viewController\", so its view is unknown")
        }
        keep(scene)
      }
      scene = nil
    default: break
    }
    if let depth = topLevelDepth, roles.count == depth, let scene {
      keep(scene)
      self.scene = nil
      topLevelDepth = nil
    }
  }

  private func closeView() {
    let open = openViews.removeLast()
    if open.couldHoldTarget, !openViews.isEmpty { openViews[openViews.count - 1].holdsPossibleTarget = true }
    switch open.placement {
    case .subview:
      if open.hasFrame {
        openViews[openViews.count - 1].view.subviews.append(open.view)
        openViews[openViews.count - 1].unframed += open.unframed
      } else if open.couldHoldTarget {
        openViews[openViews.count - 1].unframed.append(unframed(open))
      }
    case .cell where !open.hasFrame && open.view.subviews.isEmpty && open.unframed.isEmpty: break
    case .root, .cell:
      if open.hasFrame {
        roots.append((open.order, open.view))
        scene?.unframedViews += open.unframed
      } else if open.couldHoldTarget {
        scene?.unframedViews.append(unframed(open))
      }
    }
  }

  /// A view being closed without a frame, as the scene lists it.
  private func unframed(_ open: OpenView) -> StoryboardScene.UnframedView {
    .init(id: open.view.id, path: path(closing: open), region: open.view.region, ignoredRules: open.view.ignoredRules)
  }

  /// The path of a view being closed from its root, made only for views without a frame: keeping each open view's
  /// path would take memory in the square of the nesting depth.
  private func path(closing view: OpenView) -> String {
    var names = [view.view.name]
    var placement = view.placement
    var index = openViews.count - 1
    while placement == .subview, index >= 0 {
      names.append(openViews[index].view.name)
      placement = openViews[index].placement
      index -= 1
    }
    return StoryboardNaming.path(names.reversed())
  }

  private func keep(_ scene: StoryboardScene) {
    var scene = scene
    scene.roots = roots.sorted { $0.order < $1.order }.map(\.view)
    roots = []
    if !scene.roots.isEmpty || !scene.unframedViews.isEmpty { document.scenes.append(scene) }
  }

  /// A storyboard scene's name: its controller's storyboard identifier, custom class or title, else its class
  /// and id.
  private static func sceneName(_ controller: Controller) -> String {
    let attributes = controller.attributes
    let candidates = [
      attributes["storyboardIdentifier"], attributes["customClass"], attributes["title"], controller.navigationTitle,
    ]
    if let name = candidates.compactMap({ $0 }).first(where: { !$0.isEmpty }) {
      return Quoting.printableExcerpt(name)
    }
    let id = Quoting.printableExcerpt(attributes["id"] ?? "?")
    return "\(StoryboardNaming.uikitClass(of: controller.element))[\(id)]"
  }

  /// The deepest elements may nest, as for JSON layouts: Interface Builder files nest a few dozen deep, and the
  /// audit walks view trees recursively.
  static let maximumDepth = 512

  // MARK: - Element names

  /// Whether an element is a table or collection view cell, whose content view is a root. (Two comparisons cost
  /// less than hashing the name of every element.)
  static func isCell(_ element: String) -> Bool {
    element == "tableViewCell" || element == "collectionViewCell"
  }

  /// The views that can stand at the top of a xib or a scene.
  static let viewElements: Set<String> = [
    "view", "button", "label", "imageView", "textField", "switch", "slider", "segmentedControl", "stepper",
    "datePicker", "pageControl", "control", "tableView", "collectionView", "collectionReusableView", "scrollView",
    "stackView", "textView", "activityIndicatorView", "progressView", "searchBar", "navigationBar", "toolbar",
    "tabBar", "mapView", "wkWebView", "webView", "pickerView", "visualEffectView",
  ]
}

extension StoryboardParser.Role {
  /// Whether this is a xib's `<objects>`.
  var isTopLevelObjects: Bool {
    if case .objects(topLevel: true) = self { return true }
    return false
  }
}
