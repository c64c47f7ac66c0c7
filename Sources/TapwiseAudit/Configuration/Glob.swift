import Foundation

/// A path pattern of `.tapwise.yml`'s `included` and `excluded`, matched against a path's components.
///
/// - Within one component, `*` matches any characters, `?` one character, and `[abc]`, `[a-z]` or `[!abc]` one
///   character of a set, as the shell's `fnmatch` matches them; a backslash escapes the next character. Matching is
///   case-sensitive and a leading `.` is an ordinary character.
/// - A component that is exactly `**` matches zero or more whole components.
/// - A pattern also matches everything inside what it matches, so `Pods` and `Pods/**` both match
///   `Pods/Lib/Main.storyboard`.
/// - Empty and `.` components are ignored: `./Pods/` is `Pods`. A pattern starting with `/` is absolute.
///
/// ```swift
/// Glob("**/Legacy*.xib").matches(["App", "Old", "LegacyCell.xib"])   // true
/// Glob("App/*.storyboard").matches(["App", "Sub", "Main.storyboard"])  // false: `*` stays in one component
/// ```
package struct Glob: Equatable, Sendable {
  /// The pattern as written.
  package let pattern: String
  /// Whether the pattern starts with `/`, so that it matches absolute paths.
  package let isAbsolute: Bool
  /// The pattern's components, without empty and `.` ones.
  private let components: [String]

  /// The component that matches any number of components.
  private static let anyComponents = "**"

  /// Creates a pattern.
  /// - Parameters:
  ///   - pattern: The pattern, such as `Pods/**` or `**/Legacy*.xib`.
  package init(_ pattern: String) {
    self.pattern = pattern
    isAbsolute = pattern.hasPrefix("/")
    components = Self.components(of: pattern)
  }

  /// Whether the pattern matches a path, or a folder that holds it.
  /// - Parameters:
  ///   - path: The path's components, such as `["App", "Main.storyboard"]`, absolute when the pattern is.
  /// - Returns: `true` when it matches.
  package func matches(_ path: [String]) -> Bool {
    // reachable[j]: the pattern's components so far match the path's first j components. One pass per pattern
    // component, so that `**/a/**/b/**` costs the product of the lengths, never a backtracking search.
    var reachable = [Bool](repeating: false, count: path.count + 1)
    reachable[0] = true
    for part in components + [Self.anyComponents] {
      var next = [Bool](repeating: false, count: path.count + 1)
      if part == Self.anyComponents {
        var any = false
        for index in reachable.indices {
          any = any || reachable[index]
          next[index] = any
        }
      } else {
        for index in path.indices where reachable[index] && fnmatch(part, path[index], 0) == 0 {
          next[index + 1] = true
        }
      }
      reachable = next
    }
    return reachable[path.count]
  }

  /// A path's or pattern's components, without empty and `.` ones.
  /// - Parameters:
  ///   - path: A path such as `./App//Main.storyboard`.
  /// - Returns: `["App", "Main.storyboard"]`.
  static func components(of path: String) -> [String] {
    path.split(separator: "/").filter { $0 != "." }.map(String.init)
  }
}
