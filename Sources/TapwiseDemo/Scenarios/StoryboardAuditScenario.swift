import Foundation
import Tapwise
import TapwiseAudit

/// The storyboard audit on a small checkout screen, as Interface Builder saves it: a 20×20 close button, a 34 pt
/// promo-code field, a disabled Apply button (not a target) and a quantity stepper in a table cell. Setting the
/// close button's Tw Touch Area Outset to 12 in the Attributes inspector fixes it, and the audit sees that too.
///
/// The storyboard is embedded, so `swift run tapwise demo` needs no file beside the binary.
struct StoryboardAuditScenario: DemoScenario {
  let title =
    "Storyboard: the audit reads Checkout.storyboard; its 20×20 close button passes once Tw Touch Area Outset is 12"

  func play(on stage: DemoStage) {
    stage.note("tapwise audit --storyboard Checkout.storyboard")
    audit(Self.storyboard(closeButtonSettings: ""), on: stage)
    stage.note("close button, Attributes inspector: Tw Touch Area Outset = 12   // a user-defined runtime attribute")
    let outset = """
      <userDefinedRuntimeAttributes>
        <userDefinedRuntimeAttribute type="number" keyPath="twTouchAreaOutset"><real key="value" value="12"/></userDefinedRuntimeAttribute>
      </userDefinedRuntimeAttributes>
      """
    audit(Self.storyboard(closeButtonSettings: outset), on: stage)
  }

  private func audit(_ xml: String, on stage: DemoStage) {
    do {
      let document = try StoryboardReader.read(Data(xml.utf8), file: "Checkout.storyboard")
      for line in StoryboardAudit.run([document]).report.text.split(separator: "\n") { stage.note("  \(line)") }
    } catch {
      stage.note("  Error: \(error)")
    }
  }

  /// The checkout screen: a 390×844 view with the close button, the promo field, Apply and Pay, and a cart table
  /// whose cell holds a quantity stepper.
  static func storyboard(closeButtonSettings: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
      <scenes>
        <scene sceneID="chk-sc-001">
          <objects>
            <viewController id="chk-vc-001" customClass="CheckoutViewController" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="chk-vw-001" userLabel="Checkout">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                  <button opaque="NO" contentMode="scaleToFill" id="cls-bt-001" userLabel="Close">
                    <rect key="frame" x="350" y="60" width="20" height="20"/>
                    \(closeButtonSettings)
                  </button>
                  <tableView clipsSubviews="YES" contentMode="scaleToFill" id="crt-tb-001" userLabel="Cart">
                    <rect key="frame" x="0.0" y="100" width="390" height="480"/>
                    <prototypes>
                      <tableViewCell contentMode="scaleToFill" id="crt-cl-001" customClass="CartCell">
                        <rect key="frame" x="0.0" y="28" width="390" height="56"/>
                        <tableViewCellContentView key="contentView" id="crt-cv-001">
                          <rect key="frame" x="0.0" y="0.0" width="390" height="56"/>
                          <subviews>
                            <stepper opaque="NO" contentMode="scaleToFill" id="qty-st-001" userLabel="Quantity">
                              <rect key="frame" x="276" y="12" width="94" height="32"/>
                            </stepper>
                          </subviews>
                        </tableViewCellContentView>
                      </tableViewCell>
                    </prototypes>
                  </tableView>
                  <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="prm-tf-001" userLabel="Promo code">
                    <rect key="frame" x="20" y="600" width="250" height="34"/>
                  </textField>
                  <button opaque="NO" contentMode="scaleToFill" enabled="NO" id="apl-bt-001" userLabel="Apply">
                    <rect key="frame" x="290" y="600" width="80" height="34"/>
                  </button>
                  <button opaque="NO" contentMode="scaleToFill" id="pay-bt-001" userLabel="Pay">
                    <rect key="frame" x="20" y="760" width="350" height="50"/>
                  </button>
                </subviews>
              </view>
            </viewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }
}
