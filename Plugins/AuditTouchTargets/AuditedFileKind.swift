import Foundation

/// The two kinds of file `tapwise audit` reads as source, each under its own option: Interface Builder files
/// (`--storyboard`) and Swift files (`--swift`).
enum AuditedFileKind: CaseIterable {
  /// Storyboards and xibs.
  case interfaceBuilder
  /// Swift source files.
  case swift

  /// The `tapwise audit` option that takes this kind's files and folders.
  var option: String {
    switch self {
    case .interfaceBuilder: "--storyboard"
    case .swift: "--swift"
    }
  }

  /// The file extensions of this kind, lower-cased.
  var extensions: Set<String> {
    switch self {
    case .interfaceBuilder: ["storyboard", "xib"]
    case .swift: ["swift"]
    }
  }

  /// The extensions as the plugin's messages name them: `.storyboard or .xib`, `.swift`.
  var fileNames: String {
    switch self {
    case .interfaceBuilder: ".storyboard or .xib"
    case .swift: ".swift"
    }
  }

  /// Whether a file name or path is this kind's (its extension, ignoring case).
  /// - Parameter name: A file name or path.
  func matches(_ name: String) -> Bool {
    extensions.contains((name as NSString).pathExtension.lowercased())
  }
}
