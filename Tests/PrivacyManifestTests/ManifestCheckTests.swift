import Testing

/// The comparison between sources and manifest catches both directions of drift.
@Suite("Manifest check")
struct ManifestCheckTests {
  /// One use of a listed API.
  func use(_ name: String, line: Int = 7) throws -> RequiredReasonUse {
    RequiredReasonUse(
      file: "Sources/T/F.swift", line: line, api: try #require(RequiredReasonScanner.byName[name]))
  }

  @Test func aManifestThatDeclaresWhatTheCodeUsesPasses() throws {
    let uses = [try use("systemUptime"), try use("mach_absolute_time", line: 9)]
    #expect(ManifestCheck.problems(target: "T", shipsInApps: true, uses: uses, declared: [.systemBootTime]) == [])
  }

  @Test func aUseTheManifestDoesNotDeclareIsReported() throws {
    let uses = [try use("systemUptime"), try use("UserDefaults", line: 12)]
    #expect(
      ManifestCheck.problems(target: "T", shipsInApps: true, uses: uses, declared: [.systemBootTime]) == [
        "Sources/T/F.swift:12 uses UserDefaults (user defaults), which Sources/T/PrivacyInfo.xcprivacy doesn't declare"
      ])
  }

  @Test func aDeclarationTheCodeDoesNotUseIsReported() throws {
    #expect(
      ManifestCheck.problems(
        target: "T", shipsInApps: true, uses: [try use("systemUptime")], declared: [.systemBootTime, .diskSpace]) == [
          "Sources/T/PrivacyInfo.xcprivacy declares NSPrivacyAccessedAPICategoryDiskSpace, but nothing in Sources/T "
            + "uses a disk space API"
        ])
  }

  @Test func aTargetInAppsWithUsesAndNoManifestIsReported() throws {
    #expect(
      ManifestCheck.problems(target: "T", shipsInApps: true, uses: [try use("UserDefaults")], declared: nil) == [
        "Sources/T/F.swift:7 uses UserDefaults (user defaults), but T ships in apps and has no "
          + "Sources/T/PrivacyInfo.xcprivacy to declare it"
      ])
  }

  @Test func aTargetNotInAppsNeedsNoManifest() throws {
    #expect(ManifestCheck.problems(target: "T", shipsInApps: false, uses: [try use("fstat")], declared: nil) == [])
  }

  @Test func anAPIInTwoCategoriesIsCoveredByEither() throws {
    let uses = [try use("getattrlist")]
    #expect(ManifestCheck.problems(target: "T", shipsInApps: true, uses: uses, declared: [.diskSpace]) == [])
    #expect(ManifestCheck.problems(target: "T", shipsInApps: true, uses: uses, declared: [.fileTimestamp]) == [])
  }
}
