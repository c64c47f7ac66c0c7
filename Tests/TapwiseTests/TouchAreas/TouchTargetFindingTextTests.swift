import Testing

@testable import Tapwise

/// The live audit's findings as text: fixed wording, one line each.
@Suite struct TouchTargetFindingTextTests {
  let findings: [TouchTargetFinding] = [
    .tooSmall(view: "toolbar/info", hits: 9, samples: 81, minimumSize: CGSize(width: 44, height: 44)),
    .overlapping(view: "toolbar/back", other: "toolbar/share", area: 360),
    .unreachable(view: "card/badge", ancestor: "card", area: 1342.5),
    .covered(view: "form/submit", by: "form/overlay"),
  ]

  @Test func eachFindingIsOneLineOfText() {
    #expect(
      findings.map(\.description) == [
        "tooSmall     toolbar/info: answers 9 of 81 points of the 44×44 square around its centre",
        "overlapping  toolbar/back and toolbar/share: touch areas overlap by 360 pt²",
        "unreachable  card/badge: 1342.5 pt² of its touch area lies outside card, which does not receive touches "
          + "outside its bounds",
        "covered      form/submit: covered by form/overlay, an interactive view in front of it",
      ])
  }

  @Test func theMessageIsTheLineWithoutItsKind() {
    for finding in findings {
      #expect(finding.description.hasSuffix(" " + finding.message))
      #expect(finding.description.hasPrefix(finding.kind.rawValue))
    }
  }

  @Test func findingsNameTheirKindAndViews() {
    #expect(findings.map(\.kind) == TouchTargetFinding.Kind.allCases)
    #expect(findings.map(\.relatedView) == [nil, "toolbar/share", "card", "form/overlay"])
  }
}
