import Tapwise
import TapwiseFormats

/// What a touch-target audit found, whichever front end read the screens (a JSON layout, storyboards and xibs): the
/// one model every report format renders.
///
/// Each finding and each view without a stored frame carries its rule, severity, file, scene, Interface Builder
/// object id (or layout id), where its element is in the file and a readable path, as data from the reader. Items a
/// baseline holds are marked ``Finding/isBaselined``, items turned off by `twAuditIgnore` or `disabled_rules` carry
/// their ``Suppression``; only the others count toward the exit status.
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
    /// Storyboards and xibs.
    case interfaceBuilder
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
    /// The target's Interface Builder object id (a layout's view id).
    package var id: String
    /// `button`, `textField`, `switch`, `slider`, `segmentedControl`, `stepper`, `datePicker`, `pageControl`,
    /// `control`, `tableViewCell`, `collectionViewCell`, `textView`, `searchBar`, `tapGesture` or `touchArea`.
    package var kind: String
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
    package init(unreadable file: String, problem: String, place: (line: Int, column: Int)?) {
      self.file = file
      reason = problem
      isUnreadable = true
      self.place = place
    }

    package static func == (left: Self, right: Self) -> Bool {
      left.file == right.file && left.reason == right.reason && left.isUnreadable == right.isUnreadable
        && left.place?.line == right.place?.line && left.place?.column == right.place?.column
    }
  }

  /// What the audited files are.
  package var source = Source.interfaceBuilder
  /// The findings: file by file, scene by scene, root by root, each root's in the audit's order.
  package var findings: [Finding] = []
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
    findings.contains { $0.counts } || unframedViews.contains { $0.counts }
  }

  /// The files and paths the audit was asked to read and couldn't, in the order they were met.
  package var unreadableFiles: [SkippedFile] { skippedFiles.filter(\.isUnreadable) }

  /// The exit status the report calls for, the sum of two parts so that it says both: 1 when anything counts, 2
  /// when a file couldn't be read. 0 is a pass, 3 is findings and unreadable files.
  package var exitStatus: Int32 {
    (hasCountedProblems ? 1 : 0) + (skippedFiles.contains { $0.isUnreadable } ? 2 : 0)
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
