import Tapwise

/// What the storyboard audit found in a set of Interface Builder files: the findings, the views without a stored
/// frame, every audited target, and the files it could not audit.
///
/// Findings and views without a frame that a baseline holds are marked ``Finding/isBaselined``; only the others
/// count toward the exit status.
package struct StoryboardReport: Sendable, Equatable {
  /// One finding of the live-view audit, placed in its file and scene.
  package struct Finding: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The scene's name.
    package var scene: String
    /// The Interface Builder object id of the target the finding is about.
    package var id: String
    /// The finding, its paths in the storyboard path format.
    package var finding: TouchTargetFinding
    /// Whether the baseline holds it.
    package var isBaselined = false
    /// For an `overlapping` finding, how many more targets after ``TouchTargetFinding/relatedView`` the target's
    /// touch area overlaps: overlaps are reported once per target, not once per pair.
    package var moreOverlaps = 0

    /// The id of the other view the finding names (the overlapping target, the cutting ancestor, the covering
    /// view), or `nil`.
    package var relatedID: String? { finding.relatedView.map(StoryboardNaming.id(inPath:)) }
  }

  /// A view stored without a frame: not audited, and not passing.
  package struct UnframedView: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The scene's name.
    package var scene: String
    /// The view's Interface Builder object id.
    package var id: String
    /// Its path from its root.
    package var path: String
    /// Whether the baseline holds it.
    package var isBaselined = false
  }

  /// An audited target.
  package struct Target: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// The target's Interface Builder object id.
    package var id: String
    /// `button`, `textField`, `switch`, `slider`, `segmentedControl`, `stepper`, `datePicker`, `pageControl`,
    /// `control`, `tableViewCell`, `collectionViewCell`, `textView`, `searchBar`, `tapGesture` or `touchArea`.
    package var kind: String
  }

  /// A file the audit skipped, such as a Mac interface, or a scene of it, such as one without a view controller.
  package struct SkippedFile: Sendable, Equatable {
    /// The file's path as the user named it.
    package var file: String
    /// Why it was not audited.
    package var reason: String
  }

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

  /// Whether anything not in the baseline was found, which makes the audit exit 1.
  package var hasCountedProblems: Bool {
    findings.contains { !$0.isBaselined } || unframedViews.contains { !$0.isBaselined }
  }
}
