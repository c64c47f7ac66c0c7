import Foundation
import TapwiseFormats

/// The files that command-line paths name, for every front end of the audit: files as given, and folders searched
/// recursively for the front end's extensions (`.storyboard` and `.xib`, or `.swift`).
///
/// - A folder's files come depth first, in byte order of their names at each level (capitals first), so reports
///   are the same on every machine.
/// - Hidden files and folders (`.build`, `.git`) are skipped, and so are symbolic links to folders, which could
///   loop; a file reached twice is read once. A link with a searched extension that leads nowhere (a loop, a
///   missing file) is kept, so that reading it names its problem.
/// - Paths in reports are the folder as given, then the path inside it: `App/Base.lproj/Main.storyboard`.
/// - `-` is standard input, read once as one file.
/// - The configuration's `included` and `excluded` globs filter the files found in folders; a file named itself is
///   always read, as SwiftLint does.
///
/// ```swift
/// let found = AuditFiles.find(["App"], extensions: ["swift"])
/// found.files      // ["App/LoginView.swift", "App/Settings/SettingsView.swift"]
/// ```
package enum AuditFiles {
  /// A path that holds nothing to read, with the reason.
  package struct Problem: Sendable, Equatable {
    /// The path as the user named it.
    package var path: String
    /// Why, in words: `no such file or folder`, `no .swift file in this folder`.
    package var reason: String
  }

  /// Finds the files.
  /// - Parameters:
  ///   - paths: Files and folders.
  ///   - extensions: The extensions searched for in folders, in lower case, without the dot; matched whatever their
  ///     case in a name.
  ///   - configuration: Whose `included` and `excluded` globs filter the files found in folders.
  /// - Returns: The files in order, and a problem for each path that doesn't exist or holds no file to read.
  package static func find(
    _ paths: [String], extensions: Set<String>, configuration: AuditConfiguration = AuditConfiguration()
  ) -> (files: [String], problems: [Problem]) {
    var files: [String] = []
    var problems: [Problem] = []
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
        problems.append(Problem(path: path, reason: reason))
        continue
      }
      if isFolder.boolValue, access(path, R_OK | X_OK) != 0 {
        problems.append(Problem(path: path, reason: "can't read the folder: \(FileError(code: errno).reason)"))
        continue
      }
      var found = isFolder.boolValue ? search(folder: path, extensions: extensions) : [path]
      if found.isEmpty {
        let names = extensions.sorted().map { "." + $0 }
        let listed = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0]
        problems.append(Problem(path: path, reason: "no \(listed) file in this folder"))
      }
      let filtered = !configuration.included.isEmpty || !configuration.excluded.isEmpty
      if isFolder.boolValue, filtered { found = found.filter { configuration.includes($0) } }
      for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
        files.append(file)
      }
    }
    return (files, problems)
  }

  /// The files with the extensions under a folder, depth first, in byte order of their names at each level.
  private static func search(folder: String, extensions: Set<String>) -> [String] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
    var files: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
      switch attributes[.type] as? FileAttributeType {
      case .typeDirectory?:
        files += search(folder: path, extensions: extensions)
      case .typeRegular?, .typeSymbolicLink?:
        // A link counts unless it leads to a folder, which is not followed; one that leads nowhere is kept for its
        // reader to name the problem.
        var isFolder: ObjCBool = false
        let isFolderLink = manager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        if !isFolderLink, extensions.contains((name as NSString).pathExtension.lowercased()) { files.append(path) }
      default:
        continue
      }
    }
    return files
  }
}
