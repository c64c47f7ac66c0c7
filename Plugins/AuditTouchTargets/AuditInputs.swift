import Foundation

/// The files and folders one run of `tapwise audit` reads, under the option for each kind: `--storyboard PATH…`
/// and `--swift PATH…` in one invocation, so that both land in one report with one exit status.
struct AuditInputs {
  /// Storyboards, xibs and folders that hold them, in the order added.
  var interfaceBuilder: [String] = []
  /// Swift files and folders that hold them, in the order added.
  var swift: [String] = []

  /// Whether nothing was added.
  var isEmpty: Bool { interfaceBuilder.isEmpty && swift.isEmpty }

  /// Adds a path to audit as one kind.
  /// - Parameters:
  ///   - path: A file or folder, as `tapwise` should name it in its report.
  ///   - kind: The option it goes under.
  mutating func add(_ path: String, as kind: AuditedFileKind) {
    switch kind {
    case .interfaceBuilder: interfaceBuilder.append(path)
    case .swift: swift.append(path)
    }
  }

  /// Adds a path given on the plugin's command line: as the kind it was named as, else as what it is or holds.
  /// - Parameters:
  ///   - path: The path and the kind it was named as.
  ///   - directory: The folder `tapwise` runs in.
  mutating func add(_ path: AuditArguments.Path, in directory: URL) {
    if let kind = path.kind {
      add(path.path, as: kind)
    } else {
      add(path.path, in: directory)
    }
  }

  /// Adds a path the user gave without saying its kind, under the option its contents call for: a `.swift` file
  /// under `--swift`; a folder under each option whose files it holds; anything else (another file, `-`, a folder
  /// with neither kind, a path that doesn't exist and doesn't end in `.swift`) under `--storyboard`, as before Swift
  /// was audited, so that `tapwise` says what is wrong with it.
  /// - Parameters:
  ///   - path: A file or folder, absolute or relative to `directory`.
  ///   - directory: The folder `tapwise` runs in.
  mutating func add(_ path: String, in directory: URL) {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    guard AuditedFiles.isFolder(url) else {
      add(path, as: AuditedFileKind.swift.matches(path) ? .swift : .interfaceBuilder)
      return
    }
    let kinds = AuditedFileKind.allCases.filter { AuditedFiles.holdsAny($0, in: url) }
    for kind in kinds.isEmpty ? [.interfaceBuilder] : kinds { add(path, as: kind) }
  }

  /// The arguments that name the paths: each option followed by its paths, `--storyboard` first; an option without
  /// paths is left out. They go last on `tapwise`'s command line, since each option takes every word up to the next
  /// option.
  var arguments: [String] {
    // A path that starts with "-" would read as an option.
    func safe(_ paths: [String]) -> [String] { paths.map { $0.hasPrefix("-") ? "./" + $0 : $0 } }
    var words: [String] = []
    if !interfaceBuilder.isEmpty { words += [AuditedFileKind.interfaceBuilder.option] + safe(interfaceBuilder) }
    if !swift.isEmpty { words += [AuditedFileKind.swift.option] + safe(swift) }
    return words
  }
}
