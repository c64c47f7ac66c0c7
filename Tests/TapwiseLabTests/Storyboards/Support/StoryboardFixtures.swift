import Foundation
import HeadlessUIKit
import Tapwise
@testable import TapwiseAudit

/// Handmade Interface Builder files, and the real ones kept in `Examples/storyboards/RxExample/`.
enum StoryboardFixtures {
  /// The repository's root.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The path of one of RxExample's files.
  static func rxExample(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Examples/storyboards/RxExample/RxExample-\(name)").path
  }

  /// A storyboard with one scene: a `Screen` view controller whose 390×844 view (`ROOT-00-000`) holds the
  /// subviews, and more scene objects after the controller.
  static func storyboard(
    _ subviews: String, controller: String = #"customClass="Screen""#, objects: String = "",
    runtime: String = "iOS.CocoaTouch"
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
        <scenes>
            <scene sceneID="SCN-00-000">
                <objects>
                    <viewController id="VCR-00-000" \(controller) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="ROOT-00-000">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(subviews)
                            </subviews>
                        </view>
                    </viewController>
    \(objects)
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// A xib whose top-level objects are the given elements.
  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(objects)
        </objects>
    </document>
    """
  }

  /// Reads handmade XML.
  static func read(_ xml: String, file: String = "Test.storyboard") throws -> StoryboardDocument {
    try StoryboardReader.read(Data(xml.utf8), file: file)
  }

  /// The error reading handmade XML gives, or `nil`.
  static func error(reading xml: String, file: String = "Test.storyboard") -> StoryboardError? {
    do {
      _ = try StoryboardReader.read(Data(xml.utf8), file: file)
      return nil
    } catch {
      return error
    }
  }

  /// Reads and audits handmade XML.
  @MainActor
  static func audit(_ xml: String, minimumSize: CGSize = CGSize(width: 44, height: 44)) throws -> AuditReport {
    StoryboardAudit.run([try read(xml)], options: TouchTargetAudit.Options(minimumSize: minimumSize)).report
  }

  /// A view element with a frame: `view("button", "BTN-00-001", [10, 20, 44, 44])`.
  static func view(
    _ element: String, _ id: String, _ frame: [Int], attributes: String = "", body: String = ""
  ) -> String {
    let rect = #"<rect key="frame" x="\#(frame[0])" y="\#(frame[1])" width="\#(frame[2])" height="\#(frame[3])"/>"#
    return "<\(element) id=\"\(id)\" \(attributes)>\(rect)\(body)</\(element)>"
  }
}
