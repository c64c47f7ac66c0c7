import TapwiseFormats

/// The Interface Builder files that command-line paths name: files as given, and folders searched recursively for
/// `.storyboard` and `.xib` files, by the audit's one file search (``AuditFiles``: its order, hidden files, links and
/// globs).
package enum StoryboardFiles {
  /// The file extensions searched for in folders.
  static let extensions: Set<String> = ["storyboard", "xib"]

  /// Finds the files.
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - configuration: Whose `included` and `excluded` globs filter the files found in folders; a file named
  ///     itself is always read, as SwiftLint does.
  /// - Returns: The files in order, and an error for each path that doesn't exist or holds no file to read.
  package static func find(
    _ paths: [String], configuration: AuditConfiguration = AuditConfiguration()
  ) -> (files: [String], errors: [StoryboardError]) {
    let found = AuditFiles.find(paths, extensions: extensions, configuration: configuration)
    return (found.files, found.problems.map { .unreadable(file: $0.path, reason: $0.reason) })
  }
}
