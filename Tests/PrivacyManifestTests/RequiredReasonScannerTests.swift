import Testing

/// The scan finds every listed API where code uses it, and only there.
@Suite("Required-reason API scan")
struct RequiredReasonScannerTests {
  /// The names the scan finds in `source`.
  func names(in source: String) -> [String] {
    RequiredReasonScanner.uses(in: source, file: "F.swift").map(\.api.name)
  }

  @Test(arguments: RequiredReasonAPI.all)
  func findsEveryListedAPIInCode(_ api: RequiredReasonAPI) {
    let source =
      switch api.form {
      case .name: "let value = thing.\(api.name)\n"
      case .callWithArguments: "_ = \(api.name)(path, &buffer)\n"
      }
    #expect(names(in: source) == [api.name])
  }

  @Test func findsUserDefaultsAndSystemUptimeAsAppsWriteThem() {
    let source = """
      let launches = UserDefaults.standard.integer(forKey: "launches")
      let now = ProcessInfo.processInfo.systemUptime
      let ticks = mach_absolute_time()
      """
    #expect(names(in: source) == ["UserDefaults", "systemUptime", "mach_absolute_time"])
  }

  @Test func ignoresNamesInCommentsAndStrings() {
    let source = #"""
      // UserDefaults
      /// The clock counts `ProcessInfo.systemUptime`.
      /* systemUptime /* nested: mach_absolute_time */ still a comment: activeInputModes */
      let a = "UserDefaults \" systemUptime"
      let b = #"creationDate "quoted" modificationDate"#
      let c = """
        volumeTotalCapacityKey "activeInputModes"
        """
      """#
    #expect(names(in: source) == [])
  }

  @Test func findsCodeInsideStringInterpolations() {
    let source = #"let text = "launched \(UserDefaults.standard.integer(forKey: "n")) times, \(x)""#
    #expect(names(in: source) == ["UserDefaults"])
  }

  @Test func anEmptyStatStructureIsNotAStatCall() {
    #expect(names(in: "var status = stat()\nvar volume = statfs( )") == [])
    #expect(names(in: "if stat(path, &status) == 0 {}") == ["stat"])
    #expect(names(in: "statvfs(\n  path, &volume)") == ["statvfs"])
  }

  @Test func onlyWholeIdentifiersMatch() {
    #expect(names(in: "fstatfs(fd, &buffer); fstat(fd, &status)") == ["fstatfs", "fstat"])
    #expect(names(in: "let systemUptimeText = myUserDefaults + _UserDefaults2 + getattrlistbulkish") == [])
  }

  @Test func reportsTheLineOfEachUse() {
    let source = """
      /* one
         two */
      let text = \"""
        three
        \"""
      let defaults = UserDefaults.standard
      """
    let uses = RequiredReasonScanner.uses(in: source, file: "Sources/T/F.swift")
    #expect(uses.map(\.description) == ["Sources/T/F.swift:6 uses UserDefaults (user defaults)"])
  }

  @Test func getattrlistCountsForFileTimestampsAndDiskSpace() {
    let use = RequiredReasonScanner.uses(in: "getattrlist(path, &list, &buffer, size, 0)", file: "F.swift")
    #expect(use.map(\.api.categories) == [[.fileTimestamp, .diskSpace]])
  }
}
