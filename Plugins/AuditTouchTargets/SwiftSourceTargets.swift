import Foundation
import PackagePlugin

/// Which of a package's targets the plugin audits the Swift files of, and how it names them to `tapwise audit`.
///
/// - Without paths or `--target`, every target of the package (not of its dependencies) that has Swift sources and
///   whose code ships: libraries and executables. Test targets are left out, since tests build views at sizes no
///   screen shows; so are snippets (documentation) and macros (code that runs in the compiler). Plugins are not
///   module targets, so they are never audited either.
/// - With `--target NAME`, the named target, whatever its kind, if it has Swift sources.
///
/// A target is passed as its folder (`--swift Sources/App`), not as its files one by one, so that `.tapwise.yml`'s
/// `included` and `excluded` globs apply, as they do to every file `tapwise audit` finds in a folder and to none it is
/// named. So a Swift file in the target's folder that the manifest excludes from the build is audited too, unless
/// `.tapwise.yml` excludes it.
enum SwiftSourceTargets {
  /// The target's folder, when the target has Swift sources.
  /// - Parameter target: A target of the package.
  /// - Returns: Its folder, or nil when it isn't a module with Swift sources (a binary, a system library, C only).
  static func folder(of target: any Target) -> URL? {
    guard let module = target as? any SourceModuleTarget else { return nil }
    return module.sourceFiles(withSuffix: "swift").contains { _ in true } ? module.directoryURL : nil
  }

  /// Whether a target's Swift files are audited when the user names no paths and no targets.
  /// - Parameter target: A target of the package.
  static func isAuditedByDefault(_ target: any Target) -> Bool {
    guard let module = target as? any SourceModuleTarget else { return false }
    switch module.kind {
    case .generic, .executable: return true
    case .test, .snippet, .macro: return false
    @unknown default: return false
    }
  }
}
