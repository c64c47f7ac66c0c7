/// One of Apple's categories of required-reason API, under the name a privacy manifest gives it
/// (`NSPrivacyAccessedAPIType`), with the reasons Apple approves for it.
///
/// From Apple's "Describing use of required reason API" (Bundle Resources documentation). A category or reason Apple
/// adds must be added here by hand; until then a manifest that uses it fails the check, which is the safe side.
enum RequiredReasonCategory: String, CaseIterable, Comparable, Sendable {
  /// File timestamps: creation and modification dates, `stat` and `getattrlist`.
  case fileTimestamp = "NSPrivacyAccessedAPICategoryFileTimestamp"
  /// System boot time: `ProcessInfo.systemUptime`, `mach_absolute_time()`.
  case systemBootTime = "NSPrivacyAccessedAPICategorySystemBootTime"
  /// Disk space: volume capacities, `systemFreeSize`, `statfs`, `statvfs`.
  case diskSpace = "NSPrivacyAccessedAPICategoryDiskSpace"
  /// Active keyboards: `UITextInputMode.activeInputModes`.
  case activeKeyboards = "NSPrivacyAccessedAPICategoryActiveKeyboards"
  /// User defaults: `UserDefaults`.
  case userDefaults = "NSPrivacyAccessedAPICategoryUserDefaults"

  /// The reason codes Apple approves for the category, such as `35F9.1` (system boot time, to measure the time
  /// between events that occurred within the app or to compute timers).
  var approvedReasons: Set<String> {
    switch self {
    case .fileTimestamp: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]
    case .systemBootTime: ["35F9.1", "8FFB.1", "3D61.1"]
    case .diskSpace: ["85F4.1", "E174.1", "7D9E.1", "B728.1"]
    case .activeKeyboards: ["3EC4.1", "54BD.1"]
    case .userDefaults: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]
    }
  }

  /// The category in words, for messages: `system boot time`.
  var words: String {
    switch self {
    case .fileTimestamp: "file timestamp"
    case .systemBootTime: "system boot time"
    case .diskSpace: "disk space"
    case .activeKeyboards: "active keyboards"
    case .userDefaults: "user defaults"
    }
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
