/// The report formats of `tapwise audit` (`--format`, `reporter:` in `.tapwise.yml`).
package enum AuditFormat: String, CaseIterable, Sendable {
  /// One line per finding, then a summary.
  case text
  /// Everything, one finding per line; it can serve as the next baseline.
  case json
  /// `path:line:column: warning: message [rule]`, which Xcode and editors jump from.
  case xcode
  /// GitHub Actions workflow commands, `::warning file=…,line=…,col=…,title=…::message`.
  case github
  /// SARIF 2.1.0, as GitHub code scanning reads it.
  case sarif
}
