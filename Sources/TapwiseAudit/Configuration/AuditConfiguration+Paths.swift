import Foundation

extension AuditConfiguration {
  /// The `.tapwise.yml` nearest a folder: in it, else in its parent, and so on up to the file system's root. Paths
  /// are worked out as written, without following symbolic links (`..` after a link goes up the path as written, as
  /// the shell's `cd` does).
  /// - Parameters:
  ///   - directory: The folder to start in, usually the current folder: `.` or an absolute path.
  ///   - last: The last folder to look in, or `nil` for the root.
  ///   - currentDirectory: The folder relative paths start from.
  /// - Returns: The path of the first `.tapwise.yml` found that is not a folder: relative to the current folder when
  ///   `directory` is relative (`.tapwise.yml`, `../../.tapwise.yml`), else absolute; `nil` when there is none.
  package static func find(
    startingAt directory: String, stoppingAt last: String? = nil,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    let current = absoluteComponents(currentDirectory, in: "/")
    var folder = absoluteComponents(directory, in: currentDirectory)
    let last = last.map { absoluteComponents($0, in: currentDirectory) }
    while true {
      let candidate = folder + [fileName]
      var status = stat()
      if stat("/" + candidate.joined(separator: "/"), &status) == 0, status.st_mode & S_IFMT != S_IFDIR {
        guard !directory.hasPrefix("/") else { return "/" + candidate.joined(separator: "/") }
        return relativeComponents(from: current, to: candidate).joined(separator: "/")
      }
      guard !folder.isEmpty, folder != last else { return nil }
      folder.removeLast()
    }
  }

  /// Whether the audit takes a file, by ``included`` and ``excluded``: when there are included globs the file must
  /// match one, and it must match no excluded glob.
  ///
  /// A relative glob matches the file's path relative to ``directory``: `Pods/**` in `/p/.tapwise.yml` matches
  /// `/p/Pods/A.xib`, given as `Pods/A.xib` from `/p` or as `../Pods/A.xib` from `/p/App`. A file outside the folder
  /// has a relative path starting with `..`, which only a glob starting with `..` matches. An absolute glob matches
  /// the file's absolute path. See ``Glob`` for the patterns.
  /// - Parameters:
  ///   - path: A file's path, as found by the audit: relative to the current folder, or absolute.
  ///   - currentDirectory: The folder relative paths start from.
  /// - Returns: `true` when the file is audited.
  package func includes(_ path: String, currentDirectory: String = FileManager.default.currentDirectoryPath) -> Bool {
    let absolute = Self.absoluteComponents(path, in: currentDirectory)
    let relative = Self.relativeComponents(
      from: Self.absoluteComponents(directory, in: currentDirectory), to: absolute)
    func matches(_ pattern: String) -> Bool {
      let glob = Glob(pattern)
      return glob.matches(glob.isAbsolute ? absolute : relative)
    }
    return (included.isEmpty || included.contains(where: matches)) && !excluded.contains(where: matches)
  }

  /// A path's components from the root, with `.` and `..` worked out as written.
  /// - Parameters:
  ///   - path: A path, absolute or relative.
  ///   - base: The absolute folder a relative path starts from.
  /// - Returns: `["p", "App", "A.xib"]` for `../App/A.xib` in `/p/Sub`.
  static func absoluteComponents(_ path: String, in base: String) -> [String] {
    var components: [String] = []
    for component in Glob.components(of: path.hasPrefix("/") ? path : base + "/" + path) {
      if component == ".." {
        _ = components.popLast()
      } else {
        components.append(component)
      }
    }
    return components
  }

  /// The components of a relative path from one folder to a path, both from the root.
  /// - Parameters:
  ///   - base: The folder's components.
  ///   - target: The path's components.
  /// - Returns: `["..", "App", "A.xib"]` from `["p", "Sub"]` to `["p", "App", "A.xib"]`.
  static func relativeComponents(from base: [String], to target: [String]) -> [String] {
    var common = 0
    while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
    return Array(repeating: "..", count: base.count - common) + target[common...]
  }
}
