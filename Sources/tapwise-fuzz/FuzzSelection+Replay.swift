#if !FUZZING
  import Foundation

  extension FuzzSelection {
    /// Runs each saved input through the target's checks: the plain build's way to reproduce a finding.
    /// - Parameters:
    ///   - arguments: The program's name, then files, and folders whose files are inputs.
    /// - Returns: The exit status: 0 when every input kept every property (a broken one stops the process), 66 when a
    ///   path can't be read.
    static func run(arguments: [String]) -> Int32 {
      guard let target = current?.target else { return 64 }
      let paths = arguments.dropFirst()
      var count = 0
      for path in paths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
          FileHandle.standardError.write(Data("tapwise-fuzz: no such file or folder: \(path)\n".utf8))
          return 66
        }
        let files =
          isFolder.boolValue
          ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { "\(path)/\($0)" }
          : [path]
        for file in files {
          guard let handle = FileHandle(forReadingAtPath: file), let data = try? handle.readToEnd() ?? Data() else {
            FileHandle.standardError.write(Data("tapwise-fuzz: can't read \(file)\n".utf8))
            return 66
          }
          try? handle.close()
          target.check(Array(data))
          count += 1
        }
      }
      print("tapwise-fuzz \(target.rawValue): \(count) inputs replayed, every property held")
      return 0
    }
  }
#endif
