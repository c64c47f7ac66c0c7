import Foundation

/// Finds where a package keeps its storyboards and xibs, the way `tapwise audit` searches a folder
/// (Sources/TapwiseLab/Storyboards/StoryboardFiles.swift): hidden files and folders (`.build`, `.git`, `.swiftpm`) and
/// symbolic links to folders are skipped.
enum InterfaceBuilderFiles {
  /// The file extensions audited.
  static let extensions: Set<String> = ["storyboard", "xib"]

  /// Whether a file name is a storyboard's or a xib's.
  /// - Parameter name: A file name or path.
  static func isInterfaceBuilderFile(_ name: String) -> Bool {
    extensions.contains((name as NSString).pathExtension.lowercased())
  }

  /// The entries at the top of a folder that are, or hold, a storyboard or a xib, in byte order of their names:
  /// passed to `tapwise audit` as given, they make its report name each file by its path inside the folder
  /// (`Sources/App/Base.lproj/Main.storyboard`), and folders without any are left out.
  /// - Parameter folder: The package directory.
  /// - Returns: Names of files and folders inside `folder`, empty when it holds no storyboard or xib.
  static func topLevelEntries(in folder: URL) -> [String] {
    entries(of: folder).filter { entry in
      switch entry.kind {
      case .file: isInterfaceBuilderFile(entry.name)
      case .folder: holdsAny(entry.url)
      }
    }.map(\.name)
  }

  private enum Kind { case file, folder }

  /// The visible files and folders of a folder, in byte order of their names; links to folders are left out.
  private static func entries(of folder: URL) -> [(name: String, url: URL, kind: Kind)] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
      let url = folder.appendingPathComponent(name)
      guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return nil }
      switch attributes[.type] as? FileAttributeType {
      case .typeDirectory?:
        return (name, url, .folder)
      case .typeRegular?, .typeSymbolicLink?:
        var isFolder: ObjCBool = false
        let isFile = manager.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
        return isFile ? (name, url, .file) : nil
      default:
        return nil
      }
    }
  }

  /// Whether a folder holds a storyboard or a xib at any depth.
  private static func holdsAny(_ folder: URL) -> Bool {
    entries(of: folder).contains { entry in
      switch entry.kind {
      case .file: isInterfaceBuilderFile(entry.name)
      case .folder: holdsAny(entry.url)
      }
    }
  }
}
