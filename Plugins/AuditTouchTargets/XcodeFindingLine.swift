/// One line of the `xcode` report format, `path:line:column: warning: message [rule]` or, for a file that couldn't
/// be read, `path:line:column: error: unreadable: problem`, read back so that the Xcode form of the plugin can hand it
/// to Xcode as a diagnostic at that file and line.
struct XcodeFindingLine: Equatable {
  /// The file, as `tapwise` printed it.
  var file: String
  /// The line, from 1.
  var line: Int
  /// The text after `warning: ` or `error: `, with the rule in brackets for a finding.
  var message: String
  /// Whether it is an error (a file that couldn't be read) rather than a warning (a finding).
  var isError: Bool

  /// Reads a line; nil when it isn't a finding or an error (a note, a summary line, or another format's output).
  /// - Parameter text: One line of `tapwise audit`'s standard output.
  init?(_ text: String) {
    // The path may hold colons, so the fields are found from the marker leftwards; the first marker is the line's,
    // as a message may quote the other.
    let markers = [text.range(of: ": warning: "), text.range(of: ": error: ")].compactMap { $0 }
    guard let marker = markers.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    guard location.count >= 3, let line = Int(location[location.count - 2]), Int(location.last!) != nil else {
      return nil
    }
    self.file = location.dropLast(2).joined(separator: ":")
    self.line = line
    self.message = String(text[marker.upperBound...])
    self.isError = text[marker] == ": error: "
  }
}
