import TapwiseFormats
/// One scene of a storyboard, or one top-level view of a xib: a name and the roots the audit builds separately.
///
/// A storyboard scene's roots are its view controller's view, any other top-level views in the scene, and the
/// content view of each table or collection view cell in it; a xib's top-level view is its own scene, and a cell
/// at the top of a xib contributes its content view.
package struct StoryboardScene: Sendable, Equatable {
  /// The scene's name: the view controller's storyboard identifier, custom class or title (a xib's top-level
  /// view's label, custom class or class), else its class and id such as `UIViewController[hFV-LH-THc]`.
  package var name: String
  /// The roots, in file order.
  package var roots: [StoryboardView] = []
  /// The views stored without a frame, which the audit can't place, with the path to them from their root.
  package var unframedViews: [UnframedView] = []

  /// A view stored without a frame. Its subviews are not audited either: their frames are relative to it.
  package struct UnframedView: Sendable, Equatable {
    /// The view's Interface Builder object id.
    package var id: String
    /// Its path from its root, in the audit's path format: `UIView[KQc-te-SbR]/UIButton[Kxz-1a-b3c]`.
    package var path: String
    /// Where its element is in the file.
    package var region: SourceRegion
    /// The rules its `twAuditIgnore` runtime attribute turns off for it.
    package var ignoredRules: Set<AuditRule> = []
  }
}

/// An Interface Builder file, read: its scenes, and which of its gesture recognizers are tap recognizers.
package struct StoryboardDocument: Sendable, Equatable {
  /// The file's path as the user named it.
  package var file: String
  /// The scenes that have at least one root or view without a frame, in file order.
  package var scenes: [StoryboardScene] = []
  /// The document's tap gesture recognizers, by id: whether each one is enabled.
  package var tapRecognizers: [String: Bool] = [:]
  /// Set when the file is not for UIKit (a Mac or watch interface): why it was not audited.
  package var notAudited: String?
  /// Why each storyboard scene that was skipped was skipped, such as one without a view controller.
  package var scenesNotAudited: [String] = []
}
