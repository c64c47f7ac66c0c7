/// Compares what a target's sources use with what its privacy manifest declares, and says what is wrong.
///
/// The rules (docs/Privacy.md):
/// - a target that ships in apps and uses a required-reason API has a manifest that declares a category of it;
/// - a manifest declares only categories its target's sources use;
/// - a target that never ships in an iOS app needs no manifest.
enum ManifestCheck {
  /// The problems, one line each; none when the manifest matches the sources.
  /// - Parameters:
  ///   - target: The target's name.
  ///   - shipsInApps: Whether the target can be linked into an iOS app.
  ///   - uses: The required-reason APIs its sources use.
  ///   - declared: The categories its manifest declares, or `nil` when it has no manifest.
  /// - Returns: The problems.
  static func problems(
    target: String, shipsInApps: Bool, uses: [RequiredReasonUse], declared: Set<RequiredReasonCategory>?
  ) -> [String] {
    let manifest = "Sources/\(target)/PrivacyInfo.xcprivacy"
    guard let declared else {
      guard shipsInApps else { return [] }
      return uses.map { "\($0), but \(target) ships in apps and has no \(manifest) to declare it" }
    }
    let undeclared = uses.filter { $0.api.categories.isDisjoint(with: declared) }.map {
      "\($0), which \(manifest) doesn't declare"
    }
    let unused = declared.sorted().filter { category in !uses.contains { $0.api.categories.contains(category) } }.map {
      "\(manifest) declares \($0.rawValue), but nothing in Sources/\(target) uses a \($0.words) API"
    }
    return undeclared + unused
  }
}
