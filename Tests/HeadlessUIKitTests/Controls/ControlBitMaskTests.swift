import Foundation
import HeadlessUIKit
import Testing

/// The raw values of UIKit's control enumerations, which code may store or compare numerically.
@MainActor
@Suite struct ControlBitMaskTests {
  @Test func controlEventRawValuesMatchUIKit() {
    let expected: [(UIControl.Event, UInt)] = [
      (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
      (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
      (.touchCancel, 1 << 8), (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13),
      (.menuActionTriggered, 1 << 14), (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17),
      (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0FFF),
      (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
      (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, rawValue) in expected {
      #expect(event.rawValue == rawValue)
    }
  }

  @Test func aggregateEventMasksCoverExactlyTheirMembers() {
    let touches: UIControl.Event = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
      .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    #expect(UIControl.Event.allTouchEvents.isSuperset(of: touches))
    #expect(!UIControl.Event.allTouchEvents.contains(.valueChanged))
    #expect(
      UIControl.Event.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
    #expect(UIControl.Event.allEvents.isSuperset(of: [.applicationReserved, .systemReserved, .allTouchEvents]))
  }

  @Test func controlStateRawValuesMatchUIKit() {
    let expected: [(UIControl.State, UInt)] = [
      (.normal, 0), (.highlighted, 1 << 0), (.disabled, 1 << 1), (.selected, 1 << 2), (.focused, 1 << 3),
      (.application, 0x00FF_0000), (.reserved, 0xFF00_0000),
    ]
    for (state, rawValue) in expected {
      #expect(state.rawValue == rawValue)
    }
  }

  @Test func buttonTypeRawValuesMatchUIKit() {
    let expected: [(UIButton.ButtonType, Int)] = [
      (.custom, 0), (.system, 1), (.detailDisclosure, 2), (.infoLight, 3), (.infoDark, 4), (.contactAdd, 5),
      (.close, 7),
    ]
    for (type, rawValue) in expected {
      #expect(type.rawValue == rawValue)
    }
    #expect(UIButton.ButtonType.roundedRect == .system)
    #expect(UIButton.ButtonType(rawValue: 6) == nil)
  }

  @Test func menuElementAttributeAndStateRawValuesMatchUIKit() {
    #expect(UIMenuElement.Attributes.disabled.rawValue == 1 << 0)
    #expect(UIMenuElement.Attributes.destructive.rawValue == 1 << 1)
    #expect(UIMenuElement.Attributes.hidden.rawValue == 1 << 2)
    #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 1 << 3)
    #expect(UIMenuElement.State.off.rawValue == 0)
    #expect(UIMenuElement.State.on.rawValue == 1)
    #expect(UIMenuElement.State.mixed.rawValue == 2)
  }

  @Test func stateIsDerivedFromHighlightedEnabledAndSelected() {
    let control = UIControl(frame: .zero)
    #expect(control.state == .normal)
    control.isHighlighted = true
    control.isSelected = true
    #expect(control.state == [.highlighted, .selected])
    control.isHighlighted = false
    control.isEnabled = false
    #expect(control.state == [.disabled, .selected])
  }

  @Test func aNewControlIsEnabledUnselectedUnhighlightedAndIdle() {
    let control = UIControl()
    #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
    #expect(!control.isTracking && !control.isTouchInside)
    #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
  }
}
