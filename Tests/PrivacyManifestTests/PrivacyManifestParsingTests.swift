import Foundation
import Testing

/// A manifest is read as a property list with Apple's keys, types and reason codes, and anything else is rejected.
@Suite("Privacy manifest parsing")
struct PrivacyManifestParsingTests {
  /// A manifest's XML around the given top-level members.
  func plist(_ members: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(members)
      </dict>
      </plist>
      """.utf8)
  }

  /// Apple's four keys, with `accessed` as the `NSPrivacyAccessedAPITypes` array's contents.
  func manifest(tracking: String = "<false/>", accessed: String) -> Data {
    plist(
      """
      <key>NSPrivacyTracking</key>\(tracking)
      <key>NSPrivacyTrackingDomains</key><array/>
      <key>NSPrivacyCollectedDataTypes</key><array/>
      <key>NSPrivacyAccessedAPITypes</key><array>\(accessed)</array>
      """)
  }

  /// One `NSPrivacyAccessedAPITypes` entry.
  func entry(_ category: String, _ reasons: String...) -> String {
    "<dict><key>NSPrivacyAccessedAPIType</key><string>\(category)</string>"
      + "<key>NSPrivacyAccessedAPITypeReasons</key><array>"
      + reasons.map { "<string>\($0)</string>" }.joined() + "</array></dict>"
  }

  /// The error a manifest is rejected with, or `nil`.
  func rejection(_ data: Data) -> String? {
    do {
      _ = try PrivacyManifest(data: data)
      return nil
    } catch {
      return String(describing: error)
    }
  }

  @Test func readsTheCategoriesAndReasons() throws {
    let read = try PrivacyManifest(
      data: manifest(
        accessed: entry("NSPrivacyAccessedAPICategorySystemBootTime", "35F9.1")
          + entry("NSPrivacyAccessedAPICategoryUserDefaults", "CA92.1", "C56D.1")))
    #expect(read.tracking == false)
    #expect(read.accessedAPITypes == [.systemBootTime: ["35F9.1"], .userDefaults: ["CA92.1", "C56D.1"]])
  }

  @Test func rejectsWhatIsNotAPropertyList() {
    #expect(rejection(Data("<plist><dict><key>NSPrivacyTracking</key>".utf8))?.hasPrefix("not a property list") == true)
  }

  @Test func rejectsAMissingOrUnknownKey() {
    #expect(
      rejection(plist("<key>NSPrivacyTracking</key><false/><key>NSPrivacyTrackng</key><array/>"))
        == "the top level: missing NSPrivacyAccessedAPITypes, NSPrivacyCollectedDataTypes, NSPrivacyTrackingDomains; "
        + "unknown NSPrivacyTrackng")
  }

  @Test func rejectsTrackingThatIsNotABoolean() {
    #expect(
      rejection(manifest(tracking: "<string>NO</string>", accessed: ""))
        == "NSPrivacyTracking is not a Boolean")
  }

  @Test func rejectsAnUnknownCategory() {
    #expect(
      rejection(manifest(accessed: entry("NSPrivacyAccessedAPICategoryBootTime", "35F9.1")))
        == "NSPrivacyAccessedAPITypes[0]: NSPrivacyAccessedAPICategoryBootTime is not one of Apple's categories")
  }

  @Test func rejectsAReasonFromAnotherCategory() {
    #expect(
      rejection(manifest(accessed: entry("NSPrivacyAccessedAPICategoryUserDefaults", "35F9.1")))
        == "NSPrivacyAccessedAPITypes[0]: 35F9.1 is not a reason Apple approves for user defaults")
  }

  @Test func rejectsACategoryWithoutReasons() {
    #expect(
      rejection(manifest(accessed: entry("NSPrivacyAccessedAPICategorySystemBootTime")))
        == "NSPrivacyAccessedAPITypes[0].NSPrivacyAccessedAPITypeReasons is not a non-empty array of strings")
  }

  @Test func rejectsACategoryDeclaredTwice() {
    let twice = entry("NSPrivacyAccessedAPICategorySystemBootTime", "35F9.1")
    #expect(
      rejection(manifest(accessed: twice + twice))
        == "NSPrivacyAccessedAPITypes[1]: NSPrivacyAccessedAPICategorySystemBootTime is declared twice")
  }
}
