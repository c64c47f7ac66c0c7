import Foundation

/// A `PrivacyInfo.xcprivacy`, read as Apple's tools read it: a property list whose top level holds exactly Apple's
/// four keys, with the types and values Apple documents.
struct PrivacyManifest: Equatable {
  /// A manifest that isn't one, and why.
  struct Invalid: Error, CustomStringConvertible {
    /// What is wrong, in one line.
    var description: String
  }

  /// The top-level keys, all required.
  static let keys: Set<String> = [
    "NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes", "NSPrivacyAccessedAPITypes",
  ]
  /// The keys of each `NSPrivacyAccessedAPITypes` entry, both required.
  static let accessedAPITypeKeys: Set<String> = ["NSPrivacyAccessedAPIType", "NSPrivacyAccessedAPITypeReasons"]

  /// `NSPrivacyTracking`: whether the code tracks users, in Apple's sense.
  var tracking: Bool
  /// `NSPrivacyTrackingDomains`: the domains it tracks through.
  var trackingDomains: [String]
  /// `NSPrivacyCollectedDataTypes`: the `NSPrivacyCollectedDataType` of each entry.
  var collectedDataTypes: [String]
  /// `NSPrivacyAccessedAPITypes`: each declared category and its reasons, in the manifest's order.
  var accessedAPITypes: [RequiredReasonCategory: [String]]

  /// Reads a manifest.
  /// - Parameters:
  ///   - data: The file's bytes.
  /// - Note: Throws ``Invalid`` for anything that is not a property list, a missing or unknown key, a value of the
  ///   wrong type, an unknown category, a category declared twice, no reasons, or a reason Apple doesn't approve for
  ///   its category.
  init(data: Data) throws(Invalid) {
    let root: [String: Any]
    do {
      let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      guard let dictionary = list as? [String: Any] else {
        throw Invalid(description: "the top level is not a dictionary")
      }
      root = dictionary
    } catch let error as Invalid {
      throw error
    } catch {
      throw Invalid(description: "not a property list: \(error)")
    }
    try Self.checkKeys(Set(root.keys), expected: Self.keys, in: "the top level")
    guard let tracking = root["NSPrivacyTracking"] as? Bool else {
      throw Invalid(description: "NSPrivacyTracking is not a Boolean")
    }
    guard let domains = root["NSPrivacyTrackingDomains"] as? [String] else {
      throw Invalid(description: "NSPrivacyTrackingDomains is not an array of strings")
    }
    guard let collected = root["NSPrivacyCollectedDataTypes"] as? [[String: Any]] else {
      throw Invalid(description: "NSPrivacyCollectedDataTypes is not an array of dictionaries")
    }
    guard let accessed = root["NSPrivacyAccessedAPITypes"] as? [[String: Any]] else {
      throw Invalid(description: "NSPrivacyAccessedAPITypes is not an array of dictionaries")
    }
    self.tracking = tracking
    trackingDomains = domains
    collectedDataTypes = collected.map { $0["NSPrivacyCollectedDataType"] as? String ?? "?" }
    accessedAPITypes = [:]
    for (position, entry) in accessed.enumerated() {
      let place = "NSPrivacyAccessedAPITypes[\(position)]"
      try Self.checkKeys(Set(entry.keys), expected: Self.accessedAPITypeKeys, in: place)
      guard let name = entry["NSPrivacyAccessedAPIType"] as? String else {
        throw Invalid(description: "\(place).NSPrivacyAccessedAPIType is not a string")
      }
      guard let category = RequiredReasonCategory(rawValue: name) else {
        throw Invalid(description: "\(place): \(name) is not one of Apple's categories")
      }
      guard accessedAPITypes[category] == nil else { throw Invalid(description: "\(place): \(name) is declared twice") }
      guard let reasons = entry["NSPrivacyAccessedAPITypeReasons"] as? [String], !reasons.isEmpty else {
        throw Invalid(description: "\(place).NSPrivacyAccessedAPITypeReasons is not a non-empty array of strings")
      }
      for reason in reasons where !category.approvedReasons.contains(reason) {
        throw Invalid(description: "\(place): \(reason) is not a reason Apple approves for \(category.words)")
      }
      accessedAPITypes[category] = reasons
    }
  }

  /// Reads a manifest file.
  /// - Parameters:
  ///   - url: The file.
  init(contentsOf url: URL) throws {
    try self.init(data: try Data(contentsOf: url))
  }

  /// Throws unless the keys are exactly those expected, naming the missing and the unknown ones.
  private static func checkKeys(_ keys: Set<String>, expected: Set<String>, in place: String) throws(Invalid) {
    let missing = expected.subtracting(keys).sorted()
    let unknown = keys.subtracting(expected).sorted()
    guard missing.isEmpty && unknown.isEmpty else {
      throw Invalid(
        description: "\(place): "
          + [
            missing.isEmpty ? nil : "missing \(missing.joined(separator: ", "))",
            unknown.isEmpty ? nil : "unknown \(unknown.joined(separator: ", "))",
          ].compactMap { $0 }.joined(separator: "; "))
    }
  }
}
