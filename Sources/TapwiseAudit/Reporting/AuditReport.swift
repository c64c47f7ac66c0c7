import Tapwise
import TapwiseFormats

/// What a touch-target audit found, whichever front end read the screens (a JSON layout, storyboards and xibs, Swift
/// source): the one model every report format renders.
///
/// Each finding and each view without a stored frame carries its rule, severity, file, scene, Interface Builder
/// object id (or layout id), where its element is in the file and a readable path, as data from the reader; a
/// finding in Swift source (``SourceFinding``) carries its type, its target's name and the bounds the code fixes.
/// Items a baseline holds are marked ``Finding/isBaselined``, items turned off by `twAuditIgnore`,
/// `tapwise:disable:next` or `disabled_rules` carry their ``Suppression``; only the others count toward the exit
/// status.
///
/// ```swift
/// let report = StoryboardAudit.run([document]).report
/// print(report.rendered(as: .xcode))   // Main.storyboard:42:13: warning: … [tooSmall]
/// ```
package struct AuditReport: Sendable, Equatable {
  /// What the audited files are.
  package enum Source: Sendable, Equatable {
    /// One JSON layout: no scenes, and text reports keep the layout audit's short form.
    case layout
    /// Files placed in scenes: storyboards and xibs, Swift source, or both in one run; text reports end with the
    /// targets and files audited.
    case files
  }

  /// How serious an item is. Every rule reports warnings today; the level is data so that formats never assume it.
  package enum Severity: String, Sendable, Equatable {
    /// A problem to fix, which fails the audit unless baselined or suppressed.
    case warning
  }

  /// Why an item doesn't count although nothing was fixed.
  package enum Suppression: String, Sendable, Equatable {
    /// The view's `twAuditIgnore` runtime attribute turns the rule off for it.
    case runtimeAttribute = "twAuditIgnore"
    /// The configuration's `disabled_rules` turns the rule off everywhere.
    case disabledRule = "disabled_rules"
    /// A `// tapwise:disable:next` comment on the line before a Swift target turns the rule off for it.
    case sourceComment = "tapwise:disable:next"
  }

  /// One finding of the live-view audit, placed in its file and scene.
  package struct Finding: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The scene's name; `nil` for a layout.
    package var scene: String?
    /// The Interface Builder object id (a layout's view id) of the target the finding is about.
    package var id: String
    /// Where the target's element is in the file.
    package var region: SourceRegion
    /// The finding, its paths readable.
    package var finding: TouchTargetFinding
    /// The id of the other view the finding names (the overlapping target, the cutting ancestor, the covering
    /// view), or `nil`.
    package var relatedID: String?
    /// How serious it is.
    package var severity = Severity.warning
    /// Whether the baseline holds it.
    package var isBaselined = false
    /// Why it is suppressed, if it is.
    package var suppression: Suppression?
    /// For an `overlapping` finding, how many more targets after ``TouchTargetFinding/relatedView`` the target's
    /// touch area overlaps: overlaps are reported once per target, not once per pair.
    package var moreOverlaps = 0

    /// The rule it breaks.
    package var rule: AuditRule { AuditRule(finding.kind) }
  }

  /// A view stored without a frame: not audited, and not passing (rule ``AuditRule/noStoredFrame``).
  package struct UnframedView: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The scene's name.
    package var scene: String
    /// The view's Interface Builder object id.
    package var id: String
    /// Its path from its root.
    package var path: String
    /// Where its element is in the file.
    package var region: SourceRegion
    /// How serious it is.
    package var severity = Severity.warning
    /// Whether the baseline holds it.
    package var isBaselined = false
    /// Why it is suppressed, if it is.
    package var suppression: Suppression?
  }

  /// An audited target.
  package struct Target: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The target's Interface Builder object id (a layout's view id); in Swift, its name in its type (`closeButton`,
    /// `Button#2`).
    package var id: String
    /// `button`, `textField`, `switch`, `slider`, `segmentedControl`, `stepper`, `datePicker`, `pageControl`,
    /// `control`, `tableViewCell`, `collectionViewCell`, `textView`, `searchBar`, `tapGesture` or `touchArea`; in
    /// Swift, what the code calls it (`Button`, `onTapGesture`, `UIButton`, `UITapGestureRecognizer`).
    package var kind: String
    /// What only a target in Swift source has; `nil` for the other front ends.
    package var source: SourceDetails?

    /// Creates a target.
    /// - Parameters:
    ///   - file: The file's path as the user named it.
    ///   - id: Its object id, or its name in its Swift type.
    ///   - kind: What it is.
    ///   - source: What only a target in Swift source has.
    package init(file: String, id: String, kind: String, source: SourceDetails? = nil) {
      self.file = file
      self.id = id
      self.kind = kind
      self.source = source
    }

    /// Where a target in Swift source is, and what its code fixes about its hit area.
    package struct SourceDetails: Sendable, Equatable {
      /// The type it is declared in, or `nil` at a file's top level.
      package var scene: String?
      /// Its framework, `swiftUI` or `uiKit`.
      package var framework: String
      /// Where it is in the file.
      package var region: SourceRegion
      /// The longest its hit area can be across, or `nil` when the code doesn't bound it: an unknown size is never
      /// a finding.
      package var maxWidth: Double?
      /// The longest its hit area can be down, or `nil` when the code doesn't bound it.
      package var maxHeight: Double?

      /// Creates the details.
      /// - Parameters:
      ///   - scene: The type it is declared in.
      ///   - framework: `swiftUI` or `uiKit`.
      ///   - region: Where it is in the file.
      ///   - maxWidth: The longest its hit area can be across, if known.
      ///   - maxHeight: The longest its hit area can be down, if known.
      package init(scene: String?, framework: String, region: SourceRegion, maxWidth: Double?, maxHeight: Double?) {
        self.scene = scene
        self.framework = framework
        self.region = region
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
      }
    }
  }

  /// A file the audit skipped, such as a Mac interface, or a scene of it, such as one without a view controller; or
  /// a file or path it was asked to audit and couldn't read, which fails the audit while the others are audited.
  package struct SkippedFile: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// Why it was not audited, one line without the file: `targetRuntime "MacOSX.Cocoa" is not UIKit`, or for an
    /// unreadable file its problem without the place, `malformed XML: …`.
    package var reason: String
    /// Whether it couldn't be read, which makes the audit fail; `false` for a file or scene skipped on purpose.
    package private(set) var isUnreadable = false
    /// Where in the file the reader noticed the problem that kept it from reading it (line and column, from 1), or
    /// `nil` when the problem is about the whole file or the file was skipped on purpose.
    package private(set) var place: (line: Int, column: Int)?
    /// Whether an unreadable file fails the audit (exit status 2, an error in the editor and CI formats): always for
    /// storyboards, xibs and layouts; for Swift source only when no Swift file at all could be read, so that one
    /// file the parser refuses doesn't fail a project's whole audit.
    package var failsAudit = false

    /// A file or scene skipped on purpose, which doesn't count toward the exit status.
    /// - Parameters:
    ///   - file: The file's path as the user named it.
    ///   - reason: Why it was not audited.
    package init(file: String, reason: String) {
      self.file = file
      self.reason = reason
    }

    /// A file or path that couldn't be read: missing, malformed, an old format, a value the audit can't use. Each
    /// front end makes it from its own reader's error, so that the report knows none of them.
    /// - Parameters:
    ///   - file: The file's path as the user named it.
    ///   - problem: What is wrong, one line without the file and the place: `malformed XML: …`.
    ///   - place: Where the reader noticed it, or `nil` when it is about the whole file.
    ///   - failsAudit: Whether it fails the audit.
    package init(unreadable file: String, problem: String, place: (line: Int, column: Int)?, failsAudit: Bool = true) {
      self.file = file
      reason = problem
      isUnreadable = true
      self.place = place
      self.failsAudit = failsAudit
    }

    package static func == (left: Self, right: Self) -> Bool {
      left.file == right.file && left.reason == right.reason && left.isUnreadable == right.isUnreadable
        && left.failsAudit == right.failsAudit && left.place?.line == right.place?.line
        && left.place?.column == right.place?.column
    }
  }

  /// What the audited files are.
  package var source = Source.files
  /// The findings: file by file, scene by scene, root by root, each root's in the audit's order.
  package var findings: [Finding] = []
  /// The findings in Swift source, file by file in source order.
  package var sourceFindings: [SourceFinding] = []
  /// The views without a stored frame, in file order.
  package var unframedViews: [UnframedView] = []
  /// Every audited target, in file and tree order.
  package var targets: [Target] = []
  /// The files not audited.
  package var skippedFiles: [SkippedFile] = []
  /// How many files were read.
  package var fileCount = 0

  /// An empty report: nothing audited, nothing found.
  package init() {}

  /// Whether anything counts (neither baselined nor suppressed), which makes the audit exit 1.
  package var hasCountedProblems: Bool {
    findings.contains { $0.counts } || unframedViews.contains { $0.counts } || sourceFindings.contains { $0.counts }
  }

  /// The files and paths the audit was asked to read and couldn't, in the order they were met.
  package var unreadableFiles: [SkippedFile] { skippedFiles.filter(\.isUnreadable) }

  /// The exit status the report calls for, the sum of two parts so that it says both: 1 when anything counts, 2
  /// when a file couldn't be read (for Swift source, when none could: ``SkippedFile/failsAudit``). 0 is a pass, 3
  /// is findings and unreadable files.
  package var exitStatus: Int32 {
    (hasCountedProblems ? 1 : 0) + (skippedFiles.contains { $0.isUnreadable && $0.failsAudit } ? 2 : 0)
  }
}

extension AuditReport.Finding {
  /// Whether it counts toward the exit status: neither baselined nor suppressed.
  package var counts: Bool { !isBaselined && suppression == nil }
}

extension AuditReport.UnframedView {
  /// Whether it counts toward the exit status: neither baselined nor suppressed.
  package var counts: Bool { !isBaselined && suppression == nil }
}
