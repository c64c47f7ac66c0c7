// snippet.hide
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif
import Tapwise

struct WifiSettings {
  var wifi = false
}
final class BluetoothLamp {
  func send(_ brightness: Float) {}
}
@MainActor func search(_ query: String) {}

final class PaymentScreen: UIViewController {
  let payButton = UIButton(type: .system)
  func pay() {}

  func wireButtons(field: UITextField, button: UIButton) {
    // snippet.show
    // snippet.tap
    payButton.tw.onTap { [weak self] _ in self?.pay() }
    // snippet.events
    field.tw.on(.editingDidBegin) { field in field.borderStyle = .roundedRect }
    button.tw.on([.touchDown, .touchDragEnter]) { button in button.alpha = 0.6 }
    // snippet.primaryAction
    button.tw.onTap { button in print("tapped", button) }
    // snippet.end
    // snippet.hide
  }

  @available(iOS 16, *)
  func wireValues(wifiSwitch: UISwitch, brightness: UISlider, searchField: UITextField, lamp: BluetoothLamp) {
    var settings = WifiSettings()
    // snippet.show
    // snippet.valueChange
    wifiSwitch.tw.onValueChange { _, isOn in settings.wifi = isOn }
    // snippet.pacing
    // The seed's Bluetooth lamp: no more than one value per 0.4 s, and always the value the user left it on.
    brightness.tw.onValueChange(throttle: 0.4) { _, value in lamp.send(value) }
    searchField.tw.onTextChange(debounce: 0.3) { _, query in search(query) }
    // snippet.end
    // snippet.hide
    _ = settings
  }
}
