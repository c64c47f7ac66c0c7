import Foundation
import HeadlessUIKit
import Testing

/// Where a nil-target action goes: the key window's first responder and up from there, else up from the sender.
///
/// These tests make their window key, a global setting, so they run one at a time and resign the first responder
/// before they end.
@MainActor
@Suite(.serialized) struct ResponderChainDispatchTests {
  let save = Selector("save:")

  /// A key window holding an editor (the first responder, inside a container) and, elsewhere, a button.
  struct Scene {
    let window: UIWindow
    let container: RecordingView
    let editor: RecordingView
    let buttonHolder: RecordingView
    let button: UIButton
  }

  func makeScene(editorImplements: [Selector], containerImplements: [Selector], holderImplements: [Selector]) -> Scene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let container = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let editor = RecordingView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
    let holder = RecordingView(frame: CGRect(x: 0, y: 400, width: 400, height: 400))
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
    for (view, selectors) in [(container, containerImplements), (editor, editorImplements), (holder, holderImplements)]
    {
      for selector in selectors { view.implement(selector) }
    }
    window.addSubview(container)
    container.addSubview(editor)
    window.addSubview(holder)
    holder.addSubview(button)
    return Scene(window: window, container: container, editor: editor, buttonHolder: holder, button: button)
  }

  @Test func aNilTargetActionGoesToTheFirstResponderFirst() {
    let scene = makeScene(editorImplements: [save], containerImplements: [save], holderImplements: [save])
    scene.editor.becomeFirstResponder()
    defer { scene.editor.resignFirstResponder() }
    scene.button.addTarget(nil, action: save, for: .touchUpInside)
    scene.button.sendActions(for: .touchUpInside)
    #expect(scene.editor.names == ["save:"])
    #expect(scene.container.names.isEmpty && scene.buttonHolder.names.isEmpty)
    #expect(scene.editor.received.first?.sender as AnyObject? === scene.button)
  }

  @Test func aNilTargetActionClimbsFromTheFirstResponder() {
    let scene = makeScene(editorImplements: [], containerImplements: [save], holderImplements: [save])
    scene.editor.becomeFirstResponder()
    defer { scene.editor.resignFirstResponder() }
    scene.button.addTarget(nil, action: save, for: .touchUpInside)
    scene.button.sendActions(for: .touchUpInside)
    #expect(scene.container.names == ["save:"] && scene.buttonHolder.names.isEmpty)
  }

  @Test func withoutAFirstResponderANilTargetActionClimbsFromTheSender() {
    let scene = makeScene(editorImplements: [save], containerImplements: [save], holderImplements: [save])
    scene.button.addTarget(nil, action: save, for: .touchUpInside)
    scene.button.sendActions(for: .touchUpInside)
    #expect(scene.buttonHolder.names == ["save:"])
    #expect(scene.editor.names.isEmpty && scene.container.names.isEmpty)
  }

  @Test func aNilTargetActionNoResponderImplementsIsDropped() {
    let scene = makeScene(editorImplements: [], containerImplements: [], holderImplements: [])
    scene.button.addTarget(nil, action: save, for: .touchUpInside)
    scene.button.sendActions(for: .touchUpInside)
    #expect(scene.editor.names.isEmpty && scene.container.names.isEmpty && scene.buttonHolder.names.isEmpty)
  }

  @Test func aTappedButtonsNilTargetActionReachesTheFirstResponderWithTheTouchEvent() {
    let scene = makeScene(editorImplements: [save], containerImplements: [], holderImplements: [])
    scene.editor.becomeFirstResponder()
    defer { scene.editor.resignFirstResponder() }
    scene.button.addTarget(nil, action: save, for: .touchUpInside)
    let driver = TouchDriver(window: scene.window)
    driver.tap(scene.button)
    #expect(scene.editor.names == ["save:"])
    #expect(scene.editor.received.first?.timestamp == driver.now)
  }
}
