import Foundation
import TapwiseFormats

/// The Interface Builder files that command-line paths name: files as given, and folders searched recursively for
/// `.storyboard` and `.xib` files.
///
/// - A folder's files come depth first, in byte order of their names at each level (capitals first), so reports
///   are the same on every machine.
/// - Hidden files and folders (`.build`, `.git`) are skipped, and so are symbolic links to folders, which could
///   loop; a file reached twice is read once.
/// - Paths in reports are the folder as given, then the path inside it: `App/Base.lproj/Main.storyboard`.
/// - `-` is standard input, read once as one file.
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
    var files: [String] = []
    var errors: [StoryboardError] = []
    var seen: Set<String> = []
    let manager = FileManager.default
    for path in paths {
      if path == InputFile.standardInputPath {
        files.append(path)
        continue
      }
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        // fileExists says no for a link loop or a path through a file too: the system call says which.
        var status = stat()
        let reason =
          stat(path, &status) == 0 || errno == ENOENT ? "no such file or folder" : FileError(code: errno).reason
        errors.append(.unreadable(file: path, reason: reason))
        continue
      }
      if isFolder.boolValue, access(path, R_OK | X_OK) != 0 {
        errors.append(.unreadable(file: path, reason: "can't read the folder: \(FileError(code: errno).reason)"))
        continue
      }
      var found = isFolder.boolValue ? search(folder: path) : [path]
      if found.isEmpty {
        errors.append(.unreadable(file: path, reason: "no .storyboard or .xib file in this folder"))
      }
      let filtered = !configuration.included.isEmpty || !configuration.excluded.isEmpty
      if isFolder.boolValue, filtered { found = found.filter { configuration.includes($0) } }
      for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
        files.append(file)
      }
    }
    return (files, errors)
  }

  /// The Interface Builder files under a folder, depth first, in byte order of their names at each level.
  private static func search(folder: String) -> [String] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
    var files: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
      switch attributes[.type] as? FileAttributeType {
      case .typeDirectory?:
        files += search(folder: path)
      case .typeRegular?, .typeSymbolicLink?:
        // A link counts when it leads to a file; a link to a folder is not followed.
        var isFolder: ObjCBool = false
        let isFile = manager.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        if isFile, extensions.contains((name as NSString).pathExtension.lowercased()) { files.append(path) }
      default:
        continue
      }
    }
    return files
  }
}
