/// A name in Swift source that reaches a required-reason API, and the categories Apple files it under.
///
/// The list follows Apple's per-category lists of APIs. Where Apple names a key (`creationDateKey`) the matching
/// `URLResourceValues` property is listed too, since reading it needs the same access. `getattrlist` and its
/// relatives are in two categories, file timestamps and disk space, as Apple lists them: either declaration covers a
/// call.
struct RequiredReasonAPI: Hashable, Sendable, CustomStringConvertible {
  /// How a use of the name looks in code.
  enum Form: Hashable, Sendable {
    /// Any use of the name: `ProcessInfo.processInfo.systemUptime`, `UserDefaults.standard`.
    case name
    /// A call with arguments: `stat(path, &buffer)`. The C functions `stat`, `statfs` and `statvfs` share their names
    /// with the structures they fill, and `var buffer = stat()` only makes an empty structure.
    case callWithArguments
  }

  /// The name as code spells it.
  var name: String
  /// The categories a manifest may declare it under.
  var categories: Set<RequiredReasonCategory>
  /// How a use looks.
  var form: Form = .name

  /// The name and its categories: `UserDefaults (user defaults)`.
  var description: String {
    "\(name) (\(categories.sorted().map(\.words).joined(separator: " or ")))"
  }

  /// Every name the scan looks for.
  static let all: [RequiredReasonAPI] = bootTime + fileTimestamps + diskSpace + keyboards + userDefaults

  // MARK: - Apple's lists, by category

  /// System boot time.
  static let bootTime: [RequiredReasonAPI] = [
    .init(name: "systemUptime", categories: [.systemBootTime]),
    .init(name: "mach_absolute_time", categories: [.systemBootTime]),
  ]

  /// File timestamps, and the `getattrlist` family, which Apple also lists under disk space.
  static let fileTimestamps: [RequiredReasonAPI] =
    ["creationDate", "modificationDate", "fileModificationDate", "contentModificationDateKey", "creationDateKey"]
    .map { .init(name: $0, categories: [.fileTimestamp]) }
    + [
      .init(name: "contentModificationDate", categories: [.fileTimestamp]),
      .init(name: "getattrlistbulk", categories: [.fileTimestamp]),
      .init(name: "stat", categories: [.fileTimestamp], form: .callWithArguments),
      .init(name: "fstat", categories: [.fileTimestamp]),
      .init(name: "fstatat", categories: [.fileTimestamp]),
      .init(name: "lstat", categories: [.fileTimestamp]),
    ]
    + ["getattrlist", "fgetattrlist", "getattrlistat"].map {
      .init(name: $0, categories: [.fileTimestamp, .diskSpace])
    }

  /// Disk space.
  static let diskSpace: [RequiredReasonAPI] =
    [
      "volumeAvailableCapacityKey", "volumeAvailableCapacityForImportantUsageKey",
      "volumeAvailableCapacityForOpportunisticUsageKey", "volumeTotalCapacityKey", "volumeAvailableCapacity",
      "volumeAvailableCapacityForImportantUsage", "volumeAvailableCapacityForOpportunisticUsage",
      "volumeTotalCapacity", "systemFreeSize", "systemSize", "fstatfs", "fstatvfs",
    ]
    .map { .init(name: $0, categories: [.diskSpace]) }
    + ["statfs", "statvfs"].map { .init(name: $0, categories: [.diskSpace], form: .callWithArguments) }

  /// Active keyboards.
  static let keyboards: [RequiredReasonAPI] = [.init(name: "activeInputModes", categories: [.activeKeyboards])]

  /// User defaults. SwiftUI's `@AppStorage` is not on Apple's list by name, but it reads and writes
  /// `UserDefaults.standard` unless given another store, so it counts.
  static let userDefaults: [RequiredReasonAPI] = [
    .init(name: "UserDefaults", categories: [.userDefaults]),
    .init(name: "AppStorage", categories: [.userDefaults]),
  ]
}
