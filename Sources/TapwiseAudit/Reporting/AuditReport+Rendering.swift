/// Every format of ``AuditReport``, one renderer file each: `+Text`, `+JSON`, `+Xcode`, `+GitHub`, `+SARIF`.
extension AuditReport {
  /// The report in a format.
  /// - Parameters:
  ///   - format: The format.
  /// - Returns: The report, ending without a newline.
  package func rendered(as format: AuditFormat) -> String {
    switch format {
    case .text: text
    case .json: json
    case .xcode: xcode
    case .github: github
    case .sarif: sarif
    }
  }
}
