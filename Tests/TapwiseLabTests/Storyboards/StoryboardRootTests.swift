import Foundation
import Testing
@testable import TapwiseAudit

/// What the root element says about a file: an iOS xib in the format before Xcode 5 gets its own message, naming the
/// format and how to convert it; a Mac interface in either format is not audited, as other non-UIKit files are.
@Suite struct StoryboardRootTests {
  typealias F = StoryboardFixtures

  /// The start of an Interface Builder 3 file (`<archive>`, before Xcode 5), as Xcode 4 wrote it.
  static func archive(_ type: String, plugin: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="\(type)" version="8.00">
    	<data>
    		<int key="IBDocument.SystemTarget">1552</int>
    		<string key="IBDocument.InterfaceBuilderVersion">3084</string>
    		<object class="NSMutableDictionary" key="IBDocument.PluginVersions">
    			<string key="NS.key.0">com.apple.InterfaceBuilder.\(plugin)</string>
    			<string key="NS.object.0">2083</string>
    		</object>
    	</data>
    </archive>
    """
  }

  static let oldFormatMessage =
    "Old.xib: an Interface Builder 3 xib (the format before Xcode 5), which the audit doesn't read: open it in Xcode "
    + "and save it to convert it"

  @Test(arguments: ["com.apple.InterfaceBuilder3.CocoaTouch.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"])
  func anOldFormatIOSXibSaysToReSaveItInXcode(type: String) {
    let error = F.error(reading: Self.archive(type, plugin: "IBCocoaTouchPlugin"), file: "Old.xib")
    #expect(error?.description == Self.oldFormatMessage)
    #expect(error == .unreadable(file: "Old.xib", reason: StoryboardRoot.oldFormatReason))
  }

  @Test func anOldFormatMacXibIsNotAudited() throws {
    let document = try F.read(
      Self.archive("com.apple.InterfaceBuilder3.Cocoa.XIB", plugin: "CocoaPlugin"), file: "MacOld.xib")
    #expect(document.notAudited == #"archive type "com.apple.InterfaceBuilder3.Cocoa.XIB" is not UIKit"#)
    #expect(document.scenes.isEmpty)
  }

  @Test(arguments: [
    ("com.apple.InterfaceBuilder3.Cocoa.XIB", #"type "com.apple.InterfaceBuilder3.Cocoa.XIB" is not UIKit"#),
    // Quoted as every value from the file is, cut to 40 characters.
    (
      "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB",
      #"type "com.apple.InterfaceBuilder3.Cocoa.Story…" is not UIKit"#
    ),
  ])
  func aMacDocumentIsNotAuditedByItsTypeAlone(type: String, reason: String) throws {
    // Interface Builder writes targetRuntime too; a file without it is still a Mac one by its type.
    let xml = #"<document type="\#(type)" version="3.0"><objects><view id="v"/></objects></document>"#
    #expect(try F.read(xml).notAudited == reason)
  }

  @Test func theTargetRuntimeNamesTheReasonWhenItIsGiven() throws {
    let xml = #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" targetRuntime="MacOSX.Cocoa"/>"#
    #expect(try F.read(xml).notAudited == #"targetRuntime "MacOSX.Cocoa" is not UIKit"#)
  }

  @Test func iOSAndTVOSDocumentsAreRead() throws {
    for xml in [
      F.xib(""), F.storyboard(""),
      #"<document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" targetRuntime="AppleTV"/>"#,
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"/>"#,
    ] {
      #expect(try F.read(xml).notAudited == nil)
    }
  }

  @Test func anArchiveOfAnotherKindIsNotAnInterfaceBuilderFile() {
    #expect(
      F.error(reading: #"<archive type="com.example.Backup" version="1"/>"#)?.description
        == "Test.storyboard: not an Interface Builder file: its root element is <archive>")
  }
}
