extension TouchTargetAudit {
  /// How an audit lists overlapping targets: every pair, as apps get them from ``run(on:options:)``, or once per
  /// target, as the lab's reports print them: 3,000 buttons stacked at one spot make 2,999 findings listed per
  /// target instead of 4.5 million, and the audit counts the pairs without building them.
  package enum OverlapListing: Sendable {
    /// One `overlapping` finding for each pair of targets whose touch areas overlap.
    case everyPair
    /// One `overlapping` finding for each target that overlaps later ones, naming the first of them, with
    /// ``ListedFinding/moreOverlaps`` counting the others.
    case perTarget
  }

  /// A finding of ``run(on:options:overlaps:)``.
  package struct ListedFinding: Equatable, Sendable {
    /// The finding.
    package var finding: TouchTargetFinding
    /// For an `overlapping` finding listed per target, how many more targets after the one it names the target
    /// overlaps; otherwise `0`.
    package var moreOverlaps: Int
    /// The target the finding is about, so that a report can place it without reading its path back.
    package var target: UIView
    /// The other view the finding names (``TouchTargetFinding/relatedView``), if any.
    package var related: UIView?

    /// Creates a finding.
    /// - Parameters:
    ///   - finding: The finding.
    ///   - target: The target it is about.
    ///   - related: The other view it names.
    ///   - moreOverlaps: How many more targets it overlaps.
    package init(_ finding: TouchTargetFinding, target: UIView, related: UIView? = nil, moreOverlaps: Int = 0) {
      self.finding = finding
      self.target = target
      self.related = related
      self.moreOverlaps = moreOverlaps
    }

    package static func == (lhs: ListedFinding, rhs: ListedFinding) -> Bool {
      lhs.finding == rhs.finding && lhs.moreOverlaps == rhs.moreOverlaps && lhs.target === rhs.target
        && lhs.related === rhs.related
    }
  }

  /// The `overlapping` findings of an audit, listed as asked.
  /// - Parameters:
  ///   - targets: The targets, in tree order.
  ///   - name: Names a view by its path.
  ///   - overlaps: The targets' overlaps.
  ///   - listing: Every pair, or once per target.
  /// - Returns: The findings, target by target in tree order; a target's pairs in the order of their other target.
  static func overlaps(
    of targets: [UIView], named name: (UIView) -> String, in overlaps: TargetOverlaps, listing: OverlapListing
  ) -> [ListedFinding] {
    targets.indices.flatMap { first -> [ListedFinding] in
      switch listing {
      case .everyPair:
        return overlaps.pairs(of: first).map { second, area in
          .init(
            .overlapping(view: name(targets[first]), other: name(targets[second]), area: area),
            target: targets[first], related: targets[second])
        }
      case .perTarget:
        guard let summary = overlaps.summary(of: first) else { return [] }
        let finding = TouchTargetFinding.overlapping(
          view: name(targets[first]), other: name(targets[summary.first]), area: summary.area)
        return [
          .init(finding, target: targets[first], related: targets[summary.first], moreOverlaps: summary.count - 1)
        ]
      }
    }
  }
}
