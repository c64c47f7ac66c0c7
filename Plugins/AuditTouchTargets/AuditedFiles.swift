import Foundation

/// Finds where a package keeps the files `tapwise audit` reads, the way `tapwise audit` searches a folder for
/// `--storyboard` and `--swift` alike (its one file search, Sources/TapwiseAudit/Configuration/AuditFiles.swift):
/// hidden files and folders (`.build`, `.git`, `.swiftpm`) and symbolic links to folders are skipped.
enum AuditedFiles {
  /// The entries at the top of a folder that are, or hold, a file of a kind, in byte order of their names: passed to
  /// `tapwise audit` as given, they make its report name each file by its path inside the folder
  /// (`Sources/App/Base.lproj/Main.storyboard`), and folders without any are left out.
  /// - Parameters:
  ///   - kind: The kind of file looked for.
  ///   - folder: The package directory.
  /// - Returns: Names of files and folders inside `folder`, empty when it holds no file of the kind.
  static func topLevelEntries(of kind: AuditedFileKind, in folder: URL) -> [String] {
    entries(of: folder).filter { entry in
      entry.isFolder ? holdsAny(kind, in: entry.url) : kind.matches(entry.name)
    }.map(\.name)
  }

  /// Whether a folder holds a file of a kind at any depth, as `tapwise audit` would find it there.
  /// - Parameters:
  ///   - kind: The kind of file looked for.
  ///   - folder: A folder.
  static func holdsAny(_ kind: AuditedFileKind, in folder: URL) -> Bool {
    entries(of: folder).contains { entry in
      entry.isFolder ? holdsAny(kind, in: entry.url) : kind.matches(entry.name)
    }
  }

  /// Whether a path names a folder (following a link to one).
  /// - Parameter url: A file or folder.
  static func isFolder(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// The visible files and folders of a folder, in byte order of their names; links to folders are left out.
  private static func entries(of folder: URL) -> [(name: String, url: URL, isFolder: Bool)] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
      let url = folder.appendingPathComponent(name)
      guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return nil }
      switch attributes[.type] as? FileAttributeType {
      case .typeDirectory?:
        return (name, url, true)
      case .typeRegular?, .typeSymbolicLink?:
        let isFile = manager.fileExists(atPath: url.path) && !isFolder(url)
        return isFile ? (name, url, false) : nil
      default:
        return nil
      }
    }
  }
}
